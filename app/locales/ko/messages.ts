import type { Translation } from "../index";

/** 메시지 화면의 한국어 텍스트 (nested under "messages." in the translation). */
export default {
  unread: "읽지 않음 {{count}}개",
  unreadItem: "읽지 않음",
  popular: "인기",
  markRead: "읽음으로 표시",
  ok: "확인",
  inboxEmpty: "아직 메시지가 없습니다",
  centre: {
    telegram: "텔레그램",
    announcements: "공지사항",
    inbox: "메시지",
    liveChat: "실시간 채팅",
    affiliateService: "제휴 서비스",
    openChat: "실시간 채팅 열기",
    connecting: "실시간 채팅에 연결하는 중…",
    chatUnavailable: "지금은 실시간 채팅을 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.",
  },
  popup: {
    title: "공지",
    close: "닫기",
    iKnow: "확인했습니다",
    goToActivity: "이벤트로 이동",
  },
  customerService: {
    open: "고객센터",
    CS: "고객센터",
    whatsapp: "WhatsApp",
  },
} satisfies Translation["messages"];

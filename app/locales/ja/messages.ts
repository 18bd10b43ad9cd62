import type { Translation } from "../index";

/** メッセージ画面の日本語テキスト (nested under "messages." in the translation). */
export default {
  unread: "未読 {{count}} 件",
  unreadItem: "未読",
  popular: "人気",
  markRead: "既読にする",
  ok: "OK",
  inboxEmpty: "メッセージはまだありません",
  centre: {
    telegram: "Telegram",
    announcements: "お知らせ",
    inbox: "メッセージ",
    liveChat: "ライブチャット",
    affiliateService: "アフィリエイトサービス",
    openChat: "ライブチャットを開く",
    connecting: "ライブチャットに接続しています…",
    chatUnavailable: "現在ライブチャットはご利用いただけません。しばらくしてからお試しください。",
  },
  popup: {
    title: "お知らせ",
    close: "閉じる",
    iKnow: "了解しました",
    goToActivity: "アクティビティへ",
  },
  customerService: {
    open: "カスタマーサービス",
    CS: "カスタマーサービス",
    whatsapp: "WhatsApp",
  },
} satisfies Translation["messages"];

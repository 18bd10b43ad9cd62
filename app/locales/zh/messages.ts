import type { Translation } from "../index";

/** 消息页面的简体中文文本 (nested under "messages." in the translation). */
export default {
  unread: "{{count}} 条未读",
  unreadItem: "未读",
  popular: "热门",
  markRead: "标为已读",
  ok: "确定",
  inboxEmpty: "暂无消息",
  centre: {
    telegram: "Telegram",
    announcements: "公告",
    inbox: "消息",
    liveChat: "在线聊天",
    affiliateService: "代理客服",
    openChat: "打开在线聊天",
    connecting: "正在为您连接在线聊天…",
    chatUnavailable: "在线聊天暂不可用，请稍后再试。",
  },
  popup: {
    title: "公告",
    close: "关闭",
    iKnow: "我知道了",
    goToActivity: "前往活动",
  },
  customerService: {
    open: "在线客服",
    CS: "在线客服",
    whatsapp: "WhatsApp",
  },
} satisfies Translation["messages"];

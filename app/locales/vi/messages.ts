import type { Translation } from "../index";

/** Văn bản tiếng Việt của các màn hình tin nhắn (nested under "messages." in the translation). */
export default {
  unread: "{{count}} chưa đọc",
  unreadItem: "Chưa đọc",
  popular: "Phổ biến",
  markRead: "Đánh dấu đã đọc",
  ok: "Đồng ý",
  inboxEmpty: "Chưa có tin nhắn",
  centre: {
    telegram: "Telegram",
    announcements: "Thông báo",
    inbox: "Tin nhắn",
    liveChat: "Chat trực tuyến",
    affiliateService: "Hỗ trợ đại lý",
    openChat: "Mở chat trực tuyến",
    connecting: "Đang kết nối chat trực tuyến…",
    chatUnavailable: "Chat trực tuyến hiện không khả dụng. Vui lòng thử lại sau.",
  },
  popup: {
    title: "Thông báo",
    close: "Đóng",
    iKnow: "Tôi đã hiểu",
    goToActivity: "Đến sự kiện",
  },
  customerService: {
    open: "Chăm sóc khách hàng",
    CS: "Chăm sóc khách hàng",
    whatsapp: "WhatsApp",
  },
} satisfies Translation["messages"];

/** English texts of the messages screens (nested under "messages." in the translation). */
export default {
  unread: "{{count}} unread",
  unreadItem: "Unread",
  popular: "Popular",
  markRead: "Mark as read",
  ok: "OK",
  inboxEmpty: "No messages yet",
  centre: {
    telegram: "Telegram",
    announcements: "Announcements",
    inbox: "Messages",
    liveChat: "Live chat",
    affiliateService: "Affiliate service",
    openChat: "Open live chat",
    connecting: "Connecting you to live chat…",
    chatUnavailable: "Live chat is not available right now. Please try again later.",
  },
  popup: {
    title: "Announcement",
    close: "Close",
    iKnow: "I know it",
    goToActivity: "Go to activity",
  },
  customerService: {
    open: "Customer service",
    CS: "Customer service",
    whatsapp: "WhatsApp",
  },
};

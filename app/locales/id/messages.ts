import type { Translation } from "../index";

/** Bahasa Indonesia: texts of the messages screens (nested under "messages." in the translation). */
export default {
  unread: "{{count}} belum dibaca",
  unreadItem: "Belum dibaca",
  popular: "Populer",
  markRead: "Tandai dibaca",
  ok: "Oke",
  inboxEmpty: "Belum ada pesan",
  centre: {
    telegram: "Telegram",
    announcements: "Pengumuman",
    inbox: "Pesan",
    liveChat: "Live chat",
    affiliateService: "Layanan afiliasi",
    openChat: "Buka live chat",
    connecting: "Menghubungkan ke live chat…",
    chatUnavailable: "Live chat sedang tidak tersedia. Silakan coba lagi nanti.",
  },
  popup: {
    title: "Pengumuman",
    close: "Tutup",
    iKnow: "Saya mengerti",
    goToActivity: "Ke promosi",
  },
  customerService: {
    open: "Layanan pelanggan",
    CS: "Layanan pelanggan",
    whatsapp: "WhatsApp",
  },
} satisfies Translation["messages"];

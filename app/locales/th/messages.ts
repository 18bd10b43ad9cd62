import type { Translation } from "../index";

/** ภาษาไทย: texts of the messages screens (nested under "messages." in the translation). */
export default {
  unread: "ยังไม่อ่าน {{count}}",
  unreadItem: "ยังไม่อ่าน",
  popular: "ยอดนิยม",
  markRead: "อ่านแล้ว",
  ok: "ตกลง",
  inboxEmpty: "ยังไม่มีข้อความ",
  centre: {
    telegram: "Telegram",
    announcements: "ประกาศ",
    inbox: "ข้อความ",
    liveChat: "แชทสด",
    affiliateService: "บริการพันธมิตร",
    openChat: "เปิดแชทสด",
    connecting: "กำลังเชื่อมต่อแชทสด…",
    chatUnavailable: "แชทสดไม่พร้อมใช้งานในขณะนี้ กรุณาลองใหม่ภายหลัง",
  },
  popup: {
    title: "ประกาศ",
    close: "ปิด",
    iKnow: "รับทราบ",
    goToActivity: "ไปที่กิจกรรม",
  },
  customerService: {
    open: "ฝ่ายบริการลูกค้า",
    CS: "ฝ่ายบริการลูกค้า",
    whatsapp: "WhatsApp",
  },
} satisfies Translation["messages"];

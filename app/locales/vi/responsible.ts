import type { ResponsibleTexts } from "../en/responsible";

/** Văn bản tiếng Việt về chơi có trách nhiệm. */
export default {
  title: "Chơi có trách nhiệm",
  intro:
    "Đặt hạn mức phù hợp với bạn. Hạn mức thấp hơn có hiệu lực ngay; hạn mức cao hơn hoặc bỏ hạn mức có hiệu lực sau 24 giờ.",
  inForce: "Đang áp dụng: {{value}}",
  noLimit: "Không giới hạn",
  pending: "Đổi thành {{value}} vào {{at}}",
  save: "Lưu",
  remove: "Bỏ hạn mức",
  deposit: {
    heading: "Hạn mức nạp tiền",
    used: "Đã nạp: {{amount}}",
  },
  loss: {
    heading: "Hạn mức thua",
    hint: "Số tiền thua ròng khi chơi (tiền cược trừ tiền thắng) trong kỳ.",
    used: "Đã thua: {{amount}}",
  },
  period: { day: "Mỗi ngày", week: "Mỗi tuần", month: "Mỗi tháng" },
  amount: "Số tiền",
  session: {
    heading: "Giới hạn thời gian chơi",
    hint: "Tính từ lúc đăng nhập. Khi hết giờ, trò chơi không mở được cho đến khi bạn đăng nhập lại.",
    minutes: "Phút",
    value: "{{count}} phút",
  },
  reality: {
    heading: "Nhắc nhở thực tế",
    hint: "Cứ sau một số phút chơi, chúng tôi cho bạn biết đã chơi bao lâu và kết quả ròng.",
    interval: "Nhắc tôi",
    off: "Tắt",
    every: "Mỗi {{count}} phút",
    title: "Nhắc nhở thực tế",
    played: "Bạn đã chơi {{count}} phút kể từ khi đăng nhập.",
    result: "Kết quả ròng từ lúc đó: {{amount}}",
    continue: "Tiếp tục chơi",
    stop: "Dừng và đăng xuất",
  },
  break: {
    heading: "Tạm nghỉ",
    hint: "Đăng nhập, nạp tiền và trò chơi bị khóa trong thời gian bạn chọn. Không thể kết thúc tạm nghỉ sớm.",
    length: "Thời gian",
    "24h": "24 giờ",
    "7d": "7 ngày",
    "30d": "30 ngày",
    submit: "Tạm nghỉ",
  },
  exclusion: {
    heading: "Tự loại trừ",
    hint: "Khóa đăng nhập, nạp tiền và trò chơi của tài khoản trong 6 tháng trở lên. Không thể hủy sớm.",
    length: "Thời gian",
    months: "{{count}} tháng",
    submit: "Loại trừ tôi",
  },
  confirm: {
    title: "Vui lòng xác nhận",
    break:
      "Từ bây giờ đến {{until}} bạn không thể đăng nhập, nạp tiền hay chơi. Không thể kết thúc tạm nghỉ sớm.",
    selfExclusion:
      "Từ bây giờ đến {{until}} bạn không thể đăng nhập, nạp tiền hay chơi. Không thể hủy tự loại trừ sớm.",
    yes: "Đồng ý, bắt đầu ngay",
    cancel: "Hủy",
  },
  started: "Thời gian tạm nghỉ đã bắt đầu. Bạn đã được đăng xuất.",
  saved: "Đã lưu.",
  savedRaise: "Đã lưu. Hạn mức cao hơn có hiệu lực sau 24 giờ.",
  invalid: "Vui lòng nhập số nguyên từ 0 trở lên.",
  failed: "Không thể lưu. Vui lòng thử lại sau.",
  range: {
    money: "Nhập số tiền từ {{min}} đến {{max}}.",
    session: "Nhập số phút nguyên từ {{min}} đến {{max}}.",
  },
  refused: {
    break:
      "Tài khoản của bạn đang tạm nghỉ đến {{until}}. Trước đó bạn không thể đăng nhập, nạp tiền hay chơi.",
    selfExclusion:
      "Tài khoản của bạn đang tự loại trừ đến {{until}}. Trước đó bạn không thể đăng nhập, nạp tiền hay chơi.",
    loss: {
      day: "Bạn đã đạt hạn mức thua mỗi ngày. Trò chơi mở lại vào {{until}}.",
      week: "Bạn đã đạt hạn mức thua mỗi tuần. Trò chơi mở lại vào {{until}}.",
      month: "Bạn đã đạt hạn mức thua mỗi tháng. Trò chơi mở lại vào {{until}}.",
    },
    session: "Bạn đã đạt giới hạn thời gian chơi. Hãy nghỉ ngơi; trò chơi mở lại ở lần đăng nhập sau.",
    deposit: {
      day: "Lần nạp này vượt hạn mức nạp mỗi ngày. Bạn có thể nạp thêm tối đa {{remaining}} đến {{until}}.",
      week: "Lần nạp này vượt hạn mức nạp mỗi tuần. Bạn có thể nạp thêm tối đa {{remaining}} đến {{until}}.",
      month:
        "Lần nạp này vượt hạn mức nạp mỗi tháng. Bạn có thể nạp thêm tối đa {{remaining}} đến {{until}}.",
    },
    limits: "Đổi hạn mức",
  },
} satisfies ResponsibleTexts;

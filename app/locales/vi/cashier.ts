import type { Translation } from "../index";

/** Văn bản tiếng Việt của trang nạp tiền và lịch sử nạp tiền ("cashier." keys). */
export default {
  deposit: {
    intro:
      "Chọn cách thanh toán, nhập số tiền rồi gửi. Lệnh nạp được cộng vào tài khoản khi thanh toán được xác nhận.",
    methods: "Phương thức thanh toán",
    kind: {
      bank: "Ngân hàng",
      manual: "Chuyển khoản thủ công",
      gateway: "Cổng thanh toán",
      ewallet: "Ví điện tử",
    },
    limits: "{{min}} đến {{max}}",
    payee: "Chuyển vào: {{payee}}",
    amount: "Số tiền",
    amountHint: "Tối đa hai chữ số thập phân, trong hạn mức của phương thức.",
    promotion: "Khuyến mãi nạp tiền",
    noPromotion: "Không nhận khuyến mãi",
    bonus: "Thưởng {{amount}}",
    submit: "Nạp tiền",
    none: "Hiện chưa có phương thức nạp tiền nào. Vui lòng liên hệ chăm sóc khách hàng.",
  },
  order: {
    title: "Lệnh nạp {{id}}",
    summary: "{{amount}} qua {{method}}",
    pendingNote: "Lệnh nạp đang chờ xác nhận thanh toán. Số dư sẽ được cập nhật khi lệnh được duyệt.",
    pay: "Thanh toán tại nhà cung cấp",
    record: "Xem trong lịch sử nạp tiền",
    another: "Nạp thêm lần nữa",
  },
  state: {
    pending: "Đang chờ",
    approved: "Đã duyệt",
    rejected: "Bị từ chối",
  },
  record: {
    filter: "Ngày",
    from: "Từ",
    to: "Đến",
    search: "Tìm kiếm",
    empty: "Không có lần nạp nào trong các ngày này.",
    list: "Các lần nạp",
    date: "Ngày",
    method: "Phương thức",
    amount: "Số tiền",
    state: "Trạng thái",
    order: "Lệnh {{id}}",
  },
  errors: {
    summary_one: "Có một ô cần bạn kiểm tra.",
    summary_other: "Có {{count}} ô cần bạn kiểm tra.",
    method_required: "Vui lòng chọn phương thức thanh toán.",
    amount_required: "Vui lòng nhập số tiền.",
    amount_format: "Nhập số tiền như 100 hoặc 1.000,50 (tối đa hai chữ số thập phân).",
    amount_min: "Số tiền thấp hơn mức tối thiểu của phương thức này.",
    amount_max: "Số tiền cao hơn mức tối đa của phương thức này.",
    promotion_unavailable: "Khuyến mãi này không còn áp dụng cho nạp tiền.",
    form_expired: "Biểu mẫu đã hết hạn. Vui lòng kiểm tra số tiền và gửi lại.",
    method_unavailable: "Phương thức thanh toán này không còn khả dụng. Vui lòng chọn phương thức khác.",
    refused: "Không thể nạp tiền. Vui lòng thử lại hoặc liên hệ chăm sóc khách hàng.",
  },
} satisfies Translation["cashier"];

import type { Database } from "better-sqlite3";

// The seeded notices (content.ts) in the other languages the front end ships, keyed by their English
// title. Written by hand, like the English ones.

type Text = { title: string; content: string };
type Languages = Record<"KO" | "JA" | "ES" | "PT" | "CN" | "VI" | "TH" | "ID", Text>;

const NOTICE_TEXTS: Record<string, Languages> = {
  "Scheduled maintenance on 25 November": {
    KO: {
      title: "11월 25일 정기 점검 안내",
      content:
        "<p>회원 여러분, 11월 25일 02:00~04:00 (GMT+8) 동안 <b>정기 점검</b>이 진행됩니다. 점검 중에는 입금과 게임 실행이 제한됩니다.</p>",
    },
    JA: {
      title: "11月25日の定期メンテナンスのお知らせ",
      content:
        "<p>会員の皆様へ。11月25日 02:00～04:00 (GMT+8) に<b>定期メンテナンス</b>を実施します。この間は入金とゲームの起動ができません。</p>",
    },
    ES: {
      title: "Mantenimiento programado el 25 de noviembre",
      content:
        "<p>Estimados miembros: la plataforma tendrá un <b>mantenimiento programado</b> el 25 de noviembre de 02:00 a 04:00 (GMT+8). Durante ese tiempo no habrá depósitos ni inicio de juegos.</p>",
    },
    PT: {
      title: "Manutenção programada em 25 de novembro",
      content:
        "<p>Prezados membros, a plataforma passará por <b>manutenção programada</b> em 25 de novembro, das 02:00 às 04:00 (GMT+8). Depósitos e jogos ficarão indisponíveis nesse período.</p>",
    },
    CN: {
      title: "11月25日系统例行维护公告",
      content:
        "<p>尊敬的会员：平台将于 11 月 25 日 02:00 至 04:00（GMT+8）进行<b>例行维护</b>，维护期间暂停存款和游戏启动。</p>",
    },
    VI: {
      title: "Bảo trì định kỳ ngày 25 tháng 11",
      content:
        "<p>Kính gửi quý thành viên, hệ thống sẽ <b>bảo trì định kỳ</b> vào ngày 25 tháng 11 từ 02:00 đến 04:00 (GMT+8). Trong thời gian này không thể nạp tiền và mở trò chơi.</p>",
    },
    TH: {
      title: "ปิดปรับปรุงระบบตามกำหนดวันที่ 25 พฤศจิกายน",
      content:
        "<p>เรียนสมาชิกทุกท่าน แพลตฟอร์มจะ<b>ปิดปรับปรุงตามกำหนด</b>ในวันที่ 25 พฤศจิกายน เวลา 02:00 ถึง 04:00 (GMT+8) ระหว่างนี้จะไม่สามารถฝากเงินและเปิดเกมได้</p>",
    },
    ID: {
      title: "Pemeliharaan terjadwal pada 25 November",
      content:
        "<p>Member yang terhormat, platform kami akan menjalani <b>pemeliharaan terjadwal</b> pada 25 November pukul 02.00 hingga 04.00 (GMT+8). Deposit dan peluncuran game tidak tersedia selama waktu tersebut.</p>",
    },
  },
  "New slot games from Pragmatic Play": {
    KO: {
      title: "프라그마틱 플레이 신규 슬롯 출시",
      content:
        "<p>게임 센터에 새로운 슬롯 게임 10종이 추가되었습니다. <b>슬롯</b> 메뉴에서 지금 플레이하고 출시 기념 무료 스핀을 받으세요.</p>",
    },
    JA: {
      title: "Pragmatic Playの新作スロット登場",
      content:
        "<p>ゲームセンターに新しいスロットが10本追加されました。<b>スロット</b>からプレイして、リリース記念のフリースピンをお楽しみください。</p>",
    },
    ES: {
      title: "Nuevas tragamonedas de Pragmatic Play",
      content:
        "<p>Han llegado diez nuevas tragamonedas al centro de juegos. Juégalas ya en la sección <b>Tragamonedas</b> y disfruta de giros gratis en la semana de lanzamiento.</p>",
    },
    PT: {
      title: "Novos caça-níqueis da Pragmatic Play",
      content:
        "<p>Dez novos caça-níqueis chegaram ao centro de jogos. Jogue agora na seção <b>Slots</b> e aproveite as rodadas grátis da semana de lançamento.</p>",
    },
    CN: {
      title: "Pragmatic Play 全新老虎机上线",
      content: "<p>游戏中心新增 10 款老虎机游戏。立即前往<b>老虎机</b>专区畅玩，上线首周更有免费旋转。</p>",
    },
    VI: {
      title: "Slot mới từ Pragmatic Play",
      content:
        "<p>Mười trò slot mới đã có mặt trong trung tâm trò chơi. Hãy quay ngay tại mục <b>Slot</b> và nhận lượt quay miễn phí trong tuần ra mắt.</p>",
    },
    TH: {
      title: "สล็อตใหม่จาก Pragmatic Play",
      content: "<p>เกมสล็อตใหม่ 10 เกมมาถึงแล้วในศูนย์เกม เล่นได้เลยที่หมวด<b>สล็อต</b> พร้อมรับฟรีสปินในสัปดาห์เปิดตัว</p>",
    },
    ID: {
      title: "Game slot baru dari Pragmatic Play",
      content:
        "<p>Sepuluh game slot baru telah hadir di pusat game. Mainkan sekarang di bagian <b>Slot</b> dan nikmati putaran gratis di minggu peluncuran.</p>",
    },
  },
  "Protect your account": {
    KO: {
      title: "계정을 안전하게 보호하세요",
      content:
        "<p>저희는 전화나 채팅으로 비밀번호를 <b>절대</b> 묻지 않습니다. 보안 센터에서 SMS 인증을 켜 두세요.</p>",
    },
    JA: {
      title: "アカウントを守りましょう",
      content:
        "<p>電話やチャットでパスワードをお尋ねすることは<b>決して</b>ありません。セキュリティセンターでSMS認証をオンにしてください。</p>",
    },
    ES: {
      title: "Protege tu cuenta",
      content:
        "<p><b>Nunca</b> te pediremos la contraseña por teléfono ni por chat. Activa la verificación por SMS en el centro de seguridad.</p>",
    },
    PT: {
      title: "Proteja sua conta",
      content:
        "<p><b>Nunca</b> pediremos sua senha por telefone ou chat. Ative a verificação por SMS na central de segurança.</p>",
    },
    CN: {
      title: "保护好您的账户",
      content: "<p>我们<b>绝不会</b>通过电话或聊天向您索要密码。请在安全中心开启短信验证。</p>",
    },
    VI: {
      title: "Bảo vệ tài khoản của bạn",
      content:
        "<p>Chúng tôi <b>không bao giờ</b> hỏi mật khẩu của bạn qua điện thoại hay chat. Hãy bật xác minh SMS trong trung tâm bảo mật.</p>",
    },
    TH: {
      title: "ปกป้องบัญชีของคุณ",
      content: "<p>เรา<b>ไม่เคย</b>ขอรหัสผ่านของคุณทางโทรศัพท์หรือแชท โปรดเปิดการยืนยันทาง SMS ในศูนย์ความปลอดภัย</p>",
    },
    ID: {
      title: "Lindungi akun Anda",
      content:
        "<p>Kami <b>tidak pernah</b> meminta kata sandi Anda melalui telepon atau chat. Aktifkan verifikasi SMS di pusat keamanan.</p>",
    },
  },
  "Deposit channel update": {
    KO: {
      title: "입금 채널 안내",
      content:
        "<p>이제 계좌 이체 입금이 <b>3분 이내</b>에 확인됩니다. 입금이 반영될 때까지 이체 영수증을 보관해 주세요.</p>",
    },
    JA: {
      title: "入金チャネルの更新",
      content:
        "<p>銀行振込の入金は<b>3分以内</b>に確認されるようになりました。反映されるまで振込明細を保管してください。</p>",
    },
    ES: {
      title: "Actualización del canal de depósito",
      content:
        "<p>La transferencia bancaria ahora confirma los depósitos en <b>3 minutos</b>. Guarda el comprobante hasta que veas el abono.</p>",
    },
    PT: {
      title: "Atualização do canal de depósito",
      content:
        "<p>A transferência bancária agora confirma depósitos em até <b>3 minutos</b>. Guarde o comprovante até o crédito aparecer.</p>",
    },
    CN: {
      title: "存款通道更新",
      content: "<p>银行转账通道现在可在 <b>3 分钟</b>内确认存款。到账前请保留好转账凭证。</p>",
    },
    VI: {
      title: "Cập nhật kênh nạp tiền",
      content:
        "<p>Kênh chuyển khoản ngân hàng nay xác nhận tiền nạp trong vòng <b>3 phút</b>. Vui lòng giữ biên lai chuyển khoản cho đến khi tiền vào tài khoản.</p>",
    },
    TH: {
      title: "อัปเดตช่องทางการฝากเงิน",
      content: "<p>ช่องทางโอนผ่านธนาคารยืนยันยอดฝากภายใน <b>3 นาที</b> แล้ว โปรดเก็บสลิปการโอนไว้จนกว่ายอดจะเข้าบัญชี</p>",
    },
    ID: {
      title: "Pembaruan saluran deposit",
      content:
        "<p>Saluran transfer bank kini mengonfirmasi deposit dalam <b>3 menit</b>. Simpan bukti transfer Anda hingga saldo masuk.</p>",
    },
  },
  "Weekend rebate raised to 1.2%": {
    KO: {
      title: "주말 리베이트 1.2%로 인상",
      content:
        "<p>이번 주말부터 라이브 카지노와 슬롯 리베이트가 <b>1.2%</b>로 인상되며, 매주 월요일 자동 지급됩니다.</p>",
    },
    JA: {
      title: "週末リベートを1.2%に引き上げ",
      content:
        "<p>今週末から、ライブカジノとスロットのリベートを<b>1.2%</b>に引き上げます。毎週月曜日に自動で支払われます。</p>",
    },
    ES: {
      title: "El reembolso de fin de semana sube al 1,2%",
      content:
        "<p>Desde este fin de semana, los reembolsos de casino en vivo y tragamonedas suben al <b>1,2%</b>, pagados automáticamente cada lunes.</p>",
    },
    PT: {
      title: "Rebate de fim de semana sobe para 1,2%",
      content:
        "<p>A partir deste fim de semana, os rebates de cassino ao vivo e slots sobem para <b>1,2%</b>, pagos automaticamente toda segunda-feira.</p>",
    },
    CN: {
      title: "周末返水提升至 1.2%",
      content: "<p>自本周末起，真人娱乐和老虎机返水提升至 <b>1.2%</b>，每周一自动发放。</p>",
    },
    VI: {
      title: "Hoàn trả cuối tuần tăng lên 1,2%",
      content:
        "<p>Từ cuối tuần này, hoàn trả casino trực tiếp và slot tăng lên <b>1,2%</b>, tự động chi trả vào mỗi thứ Hai.</p>",
    },
    TH: {
      title: "เพิ่มค่าคืนยอดเสียวันหยุดเป็น 1.2%",
      content: "<p>ตั้งแต่สุดสัปดาห์นี้ ค่าคืนยอดคาสิโนสดและสล็อตเพิ่มเป็น <b>1.2%</b> จ่ายอัตโนมัติทุกวันจันทร์</p>",
    },
    ID: {
      title: "Rabat akhir pekan naik menjadi 1,2%",
      content:
        "<p>Mulai akhir pekan ini, rabat live casino dan slot naik menjadi <b>1,2%</b>, dibayar otomatis setiap Senin.</p>",
    },
  },
  "Terms and conditions updated": {
    KO: {
      title: "이용약관 변경 안내",
      content:
        "<p>이용약관이 변경되었습니다. 사이트를 계속 이용하시면 <b>새 약관</b>에 동의한 것으로 간주됩니다. 전문은 고객 센터에서 확인하세요.</p>",
    },
    JA: {
      title: "利用規約を更新しました",
      content:
        "<p>利用規約を更新しました。引き続きご利用いただくと<b>新しい規約</b>に同意したものとみなされます。全文はヘルプセンターでご覧ください。</p>",
    },
    ES: {
      title: "Términos y condiciones actualizados",
      content:
        "<p>Hemos actualizado los términos y condiciones. Seguir usando el sitio implica aceptar los <b>nuevos términos</b>; el texto completo está en el centro de ayuda.</p>",
    },
    PT: {
      title: "Termos e condições atualizados",
      content:
        "<p>Nossos termos e condições foram atualizados. Continuar usando o site significa aceitar os <b>novos termos</b>; o texto completo está na central de ajuda.</p>",
    },
    CN: {
      title: "服务条款已更新",
      content: "<p>我们的服务条款已更新。继续使用本网站即表示您接受<b>新条款</b>；完整内容请见帮助中心。</p>",
    },
    VI: {
      title: "Điều khoản và điều kiện đã cập nhật",
      content:
        "<p>Điều khoản và điều kiện của chúng tôi đã được cập nhật. Tiếp tục sử dụng trang nghĩa là bạn chấp nhận <b>điều khoản mới</b>; toàn văn có trong trung tâm trợ giúp.</p>",
    },
    TH: {
      title: "อัปเดตข้อกำหนดและเงื่อนไข",
      content:
        "<p>ข้อกำหนดและเงื่อนไขของเราได้รับการอัปเดตแล้ว การใช้งานเว็บไซต์ต่อถือว่าคุณยอมรับ<b>ข้อกำหนดใหม่</b> อ่านฉบับเต็มได้ที่ศูนย์ช่วยเหลือ</p>",
    },
    ID: {
      title: "Syarat dan ketentuan diperbarui",
      content:
        "<p>Syarat dan ketentuan kami telah diperbarui. Dengan terus menggunakan situs ini, Anda menerima <b>ketentuan baru</b>; teks lengkapnya ada di pusat bantuan.</p>",
    },
  },
  "Agent commission settlement": {
    KO: {
      title: "에이전트 커미션 정산",
      content: "<p>지난 기간의 커미션은 <b>매월 3일</b>에 정산됩니다.</p>",
    },
    JA: {
      title: "エージェント手数料の精算",
      content: "<p>前期間の手数料は<b>毎月3日</b>に精算されます。</p>",
    },
    ES: {
      title: "Liquidación de comisiones de agente",
      content: "<p>La comisión del periodo anterior se liquida el <b>día 3 de cada mes</b>.</p>",
    },
    PT: {
      title: "Liquidação de comissões de agente",
      content: "<p>A comissão do período anterior é liquidada no <b>dia 3 de cada mês</b>.</p>",
    },
    CN: {
      title: "代理佣金结算",
      content: "<p>上一周期的佣金于<b>每月 3 日</b>结算。</p>",
    },
    VI: {
      title: "Quyết toán hoa hồng đại lý",
      content: "<p>Hoa hồng của kỳ trước được quyết toán vào <b>ngày 3 hằng tháng</b>.</p>",
    },
    TH: {
      title: "การชำระค่าคอมมิชชันตัวแทน",
      content: "<p>ค่าคอมมิชชันของงวดก่อนจะชำระใน<b>วันที่ 3 ของทุกเดือน</b></p>",
    },
    ID: {
      title: "Penyelesaian komisi agen",
      content: "<p>Komisi periode sebelumnya diselesaikan pada <b>tanggal 3 setiap bulan</b>.</p>",
    },
  },
};

// The home page's popups and banners in every language the front end ships, keyed by their English title.
const POPUP_TEXTS: Record<string, Partial<Languages>> = {
  "Welcome to our casino": {
    CN: {
      title: "欢迎来到我们的娱乐场",
      content: "<p>立即注册，首次存款即可领取 <b>100% 迎新奖金</b>。</p>",
    },
    VI: {
      title: "Chào mừng bạn đến với casino",
      content: "<p>Đăng ký ngay hôm nay và nhận <b>thưởng chào mừng 100%</b> cho lần nạp đầu tiên.</p>",
    },
    TH: {
      title: "ยินดีต้อนรับสู่คาสิโนของเรา",
      content: "<p>สมัครวันนี้และรับ<b>โบนัสต้อนรับ 100%</b> สำหรับการฝากครั้งแรก</p>",
    },
    ID: {
      title: "Selamat datang di kasino kami",
      content: "<p>Daftar hari ini dan klaim <b>bonus sambutan 100%</b> untuk deposit pertama Anda.</p>",
    },
    KO: {
      title: "카지노에 오신 것을 환영합니다",
      content: "<p>오늘 가입하고 첫 입금 시 <b>100% 웰컴 보너스</b>를 받으세요.</p>",
    },
    JA: {
      title: "カジノへようこそ",
      content: "<p>今日登録して、初回入金で<b>100%ウェルカムボーナス</b>を受け取りましょう。</p>",
    },
    ES: {
      title: "Bienvenido a nuestro casino",
      content: "<p>Regístrate hoy y obtén un <b>bono de bienvenida del 100%</b> en tu primer depósito.</p>",
    },
    PT: {
      title: "Bem-vindo ao nosso cassino",
      content:
        "<p>Cadastre-se hoje e receba um <b>bônus de boas-vindas de 100%</b> no seu primeiro depósito.</p>",
    },
  },
  "Your deposit bonus is waiting": {
    CN: {
      title: "您的存款奖金正在等您",
      content: "<p>立即存款，即可获得最高 500 的 <b>20% 再存奖金</b>。</p>",
    },
    VI: {
      title: "Thưởng nạp tiền đang chờ bạn",
      content: "<p>Nạp tiền ngay để nhận <b>thưởng nạp lại 20%</b>, tối đa 500.</p>",
    },
    TH: {
      title: "โบนัสเงินฝากของคุณรออยู่",
      content: "<p>ฝากเงินตอนนี้และรับ<b>โบนัสฝากซ้ำ 20%</b> สูงสุด 500</p>",
    },
    ID: {
      title: "Bonus deposit Anda menunggu",
      content: "<p>Deposit sekarang dan dapatkan <b>bonus isi ulang 20%</b> hingga 500.</p>",
    },
    KO: {
      title: "입금 보너스가 기다리고 있습니다",
      content: "<p>지금 입금하고 최대 500까지 <b>20% 재입금 보너스</b>를 받으세요.</p>",
    },
    JA: {
      title: "入金ボーナスがお待ちしています",
      content: "<p>今すぐ入金して、最大500までの<b>20%再入金ボーナス</b>を受け取りましょう。</p>",
    },
    ES: {
      title: "Tu bono de depósito te espera",
      content: "<p>Deposita ahora y obtén un <b>bono de recarga del 20%</b> de hasta 500.</p>",
    },
    PT: {
      title: "Seu bônus de depósito está esperando",
      content: "<p>Deposite agora e ganhe um <b>bônus de recarga de 20%</b> de até 500.</p>",
    },
  },
};

const BANNER_TITLES: Record<string, Partial<Record<keyof Languages, string>>> = {
  "Welcome Bonus 100%": {
    CN: "100% 迎新奖金",
    VI: "Thưởng chào mừng 100%",
    TH: "โบนัสต้อนรับ 100%",
    ID: "Bonus Sambutan 100%",
    KO: "100% 웰컴 보너스",
    JA: "100%ウェルカムボーナス",
    ES: "Bono de bienvenida 100%",
    PT: "Bônus de boas-vindas 100%",
  },
  "Daily Slot Tournament": {
    CN: "每日老虎机锦标赛",
    VI: "Giải đấu slot hằng ngày",
    TH: "ทัวร์นาเมนต์สล็อตรายวัน",
    ID: "Turnamen Slot Harian",
    KO: "매일 슬롯 토너먼트",
    JA: "デイリースロットトーナメント",
    ES: "Torneo diario de slots",
    PT: "Torneio diário de slots",
  },
  "Live Casino Cashback": {
    CN: "真人娱乐返现",
    VI: "Hoàn tiền casino trực tiếp",
    TH: "เงินคืนคาสิโนสด",
    ID: "Cashback Live Casino",
    KO: "라이브 카지노 캐시백",
    JA: "ライブカジノキャッシュバック",
    ES: "Reembolso de casino en vivo",
    PT: "Cashback do cassino ao vivo",
  },
  "Invite Friends": {
    CN: "邀请好友",
    VI: "Mời bạn bè",
    TH: "ชวนเพื่อน",
    ID: "Ajak Teman",
    KO: "친구 초대",
    JA: "友達を招待",
    ES: "Invita a tus amigos",
    PT: "Convide amigos",
  },
  "Join Today": {
    CN: "立即加入",
    VI: "Tham gia ngay",
    TH: "สมัครวันนี้",
    ID: "Gabung Hari Ini",
    KO: "지금 가입하세요",
    JA: "今すぐ参加",
    ES: "Únete hoy",
    PT: "Cadastre-se hoje",
  },
};

export function seedContentLanguages(db: Database): void {
  const notices = db.prepare("SELECT id, title FROM notice").all() as { id: number; title: string }[];
  const insert = db.prepare(
    "INSERT INTO notice_text (notice_id, language, title, content) VALUES (?, ?, ?, ?)",
  );
  for (const notice of notices) {
    for (const [language, text] of Object.entries(NOTICE_TEXTS[notice.title] ?? {}))
      insert.run(notice.id, language, text.title, text.content);
  }

  const popups = db.prepare("SELECT id, title FROM popup").all() as { id: number; title: string }[];
  const popupText = db.prepare(
    "INSERT INTO popup_text (popup_id, language, title, content) VALUES (?, ?, ?, ?)",
  );
  for (const popup of popups)
    for (const [language, text] of Object.entries(POPUP_TEXTS[popup.title] ?? {}))
      popupText.run(popup.id, language, text.title, text.content);

  const banners = db.prepare("SELECT id, title FROM banner").all() as { id: number; title: string }[];
  const bannerText = db.prepare("INSERT INTO banner_text (banner_id, language, title) VALUES (?, ?, ?)");
  for (const banner of banners)
    for (const [language, title] of Object.entries(BANNER_TITLES[banner.title] ?? {}))
      bannerText.run(banner.id, language, title);
}

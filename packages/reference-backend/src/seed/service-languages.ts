import type { Database } from "better-sqlite3";

// The help centre, the seeded inbox and the deposit method names in the other languages the front end
// ships, keyed by their English text (migration 025). Written by hand, like the English ones.

type Code = "KO" | "JA" | "ES" | "PT" | "CN" | "VI" | "TH" | "ID";
type Text = { title: string; content: string };

const HELP_TEXTS: Record<string, Record<Code, Text>> = {
  about: {
    KO: {
      title: "회사 소개",
      content: "<p>최고의 스튜디오가 만든 <b>600개 이상의 게임</b>을 갖춘 라이선스 온라인 카지노입니다.</p>",
    },
    JA: {
      title: "私たちについて",
      content:
        "<p>一流スタジオの<b>600以上のゲーム</b>をそろえた、ライセンスを持つオンラインカジノです。</p>",
    },
    ES: {
      title: "Quiénes somos",
      content:
        "<p>Somos un casino en línea con licencia y <b>más de 600 juegos</b> de los mejores estudios.</p>",
    },
    PT: {
      title: "Sobre nós",
      content:
        "<p>Somos um cassino online licenciado com <b>mais de 600 jogos</b> dos melhores estúdios.</p>",
    },
    CN: {
      title: "关于我们",
      content: "<p>我们是持牌在线娱乐场，提供来自顶级工作室的<b>600 多款游戏</b>。</p>",
    },
    VI: {
      title: "Về chúng tôi",
      content:
        "<p>Chúng tôi là casino trực tuyến được cấp phép với <b>hơn 600 trò chơi</b> từ các studio hàng đầu.</p>",
    },
    TH: {
      title: "เกี่ยวกับเรา",
      content: "<p>เราเป็นคาสิโนออนไลน์ที่ได้รับใบอนุญาต มี<b>เกมมากกว่า 600 เกม</b>จากสตูดิโอชั้นนำ</p>",
    },
    ID: {
      title: "Tentang kami",
      content:
        "<p>Kami adalah kasino online berlisensi dengan <b>lebih dari 600 game</b> dari studio terbaik.</p>",
    },
  },
  deposit: {
    KO: {
      title: "입금은 어떻게 하나요?",
      content:
        "<p>메뉴에서 <b>입금</b>을 열고 결제 수단을 선택한 뒤 안내를 따르세요. 입금은 몇 분 안에 반영됩니다.</p>",
    },
    JA: {
      title: "入金方法は？",
      content:
        "<p>メニューから<b>入金</b>を開き、お支払い方法を選んで手順に従ってください。数分で反映されます。</p>",
    },
    ES: {
      title: "¿Cómo deposito?",
      content:
        "<p>Abre <b>Depósito</b> en el menú, elige un método de pago y sigue los pasos. Los depósitos llegan en minutos.</p>",
    },
    PT: {
      title: "Como faço um depósito?",
      content:
        "<p>Abra <b>Depósito</b> no menu, escolha um método de pagamento e siga os passos. Os depósitos chegam em minutos.</p>",
    },
    CN: {
      title: "如何存款？",
      content: "<p>从菜单打开<b>存款</b>，选择支付方式并按步骤操作。存款几分钟内到账。</p>",
    },
    VI: {
      title: "Làm sao để nạp tiền?",
      content:
        "<p>Mở <b>Nạp tiền</b> trong menu, chọn phương thức thanh toán và làm theo các bước. Tiền nạp đến trong vài phút.</p>",
    },
    TH: {
      title: "ฝากเงินอย่างไร?",
      content: "<p>เปิด<b>ฝากเงิน</b>จากเมนู เลือกช่องทางชำระเงินแล้วทำตามขั้นตอน เงินฝากเข้าภายในไม่กี่นาที</p>",
    },
    ID: {
      title: "Bagaimana cara deposit?",
      content:
        "<p>Buka <b>Deposit</b> dari menu, pilih metode pembayaran, lalu ikuti langkahnya. Deposit masuk dalam hitungan menit.</p>",
    },
  },
  withdraw: {
    KO: {
      title: "출금은 어떻게 하나요?",
      content:
        "<p>보안 센터에서 은행 카드를 등록한 뒤 <b>출금</b>을 여세요. 출금은 24시간 안에 확인됩니다.</p>",
    },
    JA: {
      title: "出金方法は？",
      content:
        "<p>セキュリティセンターで銀行カードを登録してから<b>出金</b>を開いてください。出金は24時間以内に確認されます。</p>",
    },
    ES: {
      title: "¿Cómo retiro?",
      content:
        "<p>Vincula una tarjeta bancaria en el centro de seguridad y abre <b>Retirar</b>. Los retiros se revisan en 24 horas.</p>",
    },
    PT: {
      title: "Como faço um saque?",
      content:
        "<p>Vincule um cartão bancário na central de segurança e abra <b>Sacar</b>. Os saques são verificados em até 24 horas.</p>",
    },
    CN: {
      title: "如何取款？",
      content: "<p>先在安全中心绑定银行卡，再打开<b>取款</b>。取款在 24 小时内审核。</p>",
    },
    VI: {
      title: "Làm sao để rút tiền?",
      content:
        "<p>Liên kết thẻ ngân hàng trong trung tâm bảo mật, rồi mở <b>Rút tiền</b>. Lệnh rút được duyệt trong 24 giờ.</p>",
    },
    TH: {
      title: "ถอนเงินอย่างไร?",
      content:
        "<p>ผูกบัตรธนาคารในศูนย์ความปลอดภัย แล้วเปิด<b>ถอนเงิน</b> การถอนเงินจะได้รับการตรวจสอบภายใน 24 ชั่วโมง</p>",
    },
    ID: {
      title: "Bagaimana cara menarik dana?",
      content:
        "<p>Tautkan kartu bank di pusat keamanan, lalu buka <b>Tarik</b>. Penarikan diperiksa dalam 24 jam.</p>",
    },
  },
  terms: {
    KO: {
      title: "이용 약관",
      content:
        "<p>가입하면 <b>만 18세 이상</b>임을 확인하고 본 약관에 동의하게 됩니다.</p><ol><li>1인 1계정입니다.</li><li>보너스에는 각 프로모션에 명시된 롤링 조건이 적용됩니다.</li></ol>",
    },
    JA: {
      title: "利用規約",
      content:
        "<p>登録により、<b>18歳以上</b>であることを確認し、本規約に同意したものとみなされます。</p><ol><li>アカウントはお一人様一つです。</li><li>ボーナスには各プロモーションに記載の賭け条件があります。</li></ol>",
    },
    ES: {
      title: "Términos y condiciones",
      content:
        "<p>Al registrarte confirmas que tienes <b>18 años o más</b> y aceptas estos términos.</p><ol><li>Una cuenta por persona.</li><li>Los bonos tienen el requisito de apuesta indicado en cada promoción.</li></ol>",
    },
    PT: {
      title: "Termos e condições",
      content:
        "<p>Ao se cadastrar, você confirma ter <b>18 anos ou mais</b> e aceita estes termos.</p><ol><li>Uma conta por pessoa.</li><li>Os bônus têm o rollover indicado em cada promoção.</li></ol>",
    },
    CN: {
      title: "条款与条件",
      content:
        "<p>注册即表示您确认已<b>年满 18 岁</b>并接受本条款。</p><ol><li>每人仅限一个账户。</li><li>奖金须满足各优惠注明的流水要求。</li></ol>",
    },
    VI: {
      title: "Điều khoản và điều kiện",
      content:
        "<p>Khi đăng ký, bạn xác nhận đã <b>đủ 18 tuổi</b> và chấp nhận các điều khoản này.</p><ol><li>Mỗi người một tài khoản.</li><li>Tiền thưởng có yêu cầu cược ghi trong từng khuyến mãi.</li></ol>",
    },
    TH: {
      title: "ข้อกำหนดและเงื่อนไข",
      content:
        "<p>เมื่อสมัคร คุณยืนยันว่า<b>อายุ 18 ปีขึ้นไป</b>และยอมรับข้อกำหนดเหล่านี้</p><ol><li>หนึ่งบัญชีต่อหนึ่งคน</li><li>โบนัสมีเงื่อนไขการทำยอดตามที่ระบุในแต่ละโปรโมชัน</li></ol>",
    },
    ID: {
      title: "Syarat dan ketentuan",
      content:
        "<p>Dengan mendaftar Anda menyatakan berusia <b>18 tahun atau lebih</b> dan menerima ketentuan ini.</p><ol><li>Satu akun per orang.</li><li>Bonus memiliki syarat turnover yang tertera di tiap promosi.</li></ol>",
    },
  },
  privacy: {
    KO: {
      title: "개인정보 처리방침",
      content:
        "<p>개인정보는 계정 운영에만 사용하며 절대 판매하지 않습니다. 열람이나 삭제는 고객센터에 요청하세요.</p>",
    },
    JA: {
      title: "プライバシーポリシー",
      content:
        "<p>個人情報はアカウントの運営にのみ使い、販売することはありません。閲覧や削除はカスタマーサービスへご依頼ください。</p>",
    },
    ES: {
      title: "Política de privacidad",
      content:
        "<p>Guardamos tus datos personales solo para gestionar tu cuenta y nunca los vendemos. Pide a atención al cliente verlos o borrarlos.</p>",
    },
    PT: {
      title: "Política de privacidade",
      content:
        "<p>Guardamos seus dados pessoais apenas para manter sua conta e nunca os vendemos. Peça ao atendimento para vê-los ou excluí-los.</p>",
    },
    CN: {
      title: "隐私政策",
      content: "<p>我们仅为运营您的账户保存个人数据，绝不出售。如需查看或删除，请联系客服。</p>",
    },
    VI: {
      title: "Chính sách quyền riêng tư",
      content:
        "<p>Chúng tôi chỉ lưu dữ liệu cá nhân để vận hành tài khoản của bạn và không bao giờ bán. Hãy liên hệ CSKH để xem hoặc xóa.</p>",
    },
    TH: {
      title: "นโยบายความเป็นส่วนตัว",
      content: "<p>เราเก็บข้อมูลส่วนบุคคลเพื่อดูแลบัญชีของคุณเท่านั้นและไม่ขายให้ใคร ติดต่อฝ่ายบริการลูกค้าเพื่อดูหรือลบข้อมูล</p>",
    },
    ID: {
      title: "Kebijakan privasi",
      content:
        "<p>Kami menyimpan data pribadi Anda hanya untuk menjalankan akun dan tidak pernah menjualnya. Hubungi layanan pelanggan untuk melihat atau menghapusnya.</p>",
    },
  },
  responsible: {
    KO: {
      title: "책임감 있는 게임",
      content:
        "<p>언제든지 입금 한도를 정하거나 계정을 잠시 쉴 수 있습니다. 돈이 아닌 재미를 위해 즐기세요.</p>",
    },
    JA: {
      title: "責任あるゲーム",
      content:
        "<p>入金限度額の設定やアカウントの休止はいつでもできます。お金のためではなく、楽しむために遊びましょう。</p>",
    },
    ES: {
      title: "Juego responsable",
      content:
        "<p>Fija límites de depósito o tómate un descanso de tu cuenta cuando quieras. Juega por diversión, no por dinero.</p>",
    },
    PT: {
      title: "Jogo responsável",
      content:
        "<p>Defina limites de depósito ou faça uma pausa na sua conta a qualquer momento. Jogue por diversão, não por dinheiro.</p>",
    },
    CN: { title: "理性游戏", content: "<p>您可随时设置存款限额或暂停账户。娱乐为主，切勿以此谋利。</p>" },
    VI: {
      title: "Chơi có trách nhiệm",
      content:
        "<p>Đặt hạn mức nạp hoặc tạm nghỉ tài khoản bất cứ lúc nào. Chơi để giải trí, không phải để kiếm tiền.</p>",
    },
    TH: { title: "การเล่นอย่างรับผิดชอบ", content: "<p>ตั้งวงเงินฝากหรือพักบัญชีได้ทุกเมื่อ เล่นเพื่อความสนุก ไม่ใช่เพื่อเงิน</p>" },
    ID: {
      title: "Bermain secara bertanggung jawab",
      content:
        "<p>Atur batas deposit atau istirahat dari akun kapan saja. Bermainlah untuk hiburan, bukan untuk uang.</p>",
    },
  },
};

const INBOX_TEXTS: Record<string, Record<Code, Text>> = {
  "Welcome to the inbox": {
    KO: {
      title: "받은 편지함에 오신 것을 환영합니다",
      content:
        "<p>운영팀의 메시지가 이곳에 도착합니다. 읽지 않은 메시지는 메시지 센터에 <b>배지</b>로 표시됩니다.</p>",
    },
    JA: {
      title: "受信箱へようこそ",
      content:
        "<p>運営チームからのメッセージはここに届きます。未読のものはメッセージセンターに<b>バッジ</b>が付きます。</p>",
    },
    ES: {
      title: "Bienvenido a la bandeja de entrada",
      content:
        "<p>Aquí llegan los mensajes de nuestro equipo. Los no leídos llevan una <b>insignia</b> en el centro de mensajes.</p>",
    },
    PT: {
      title: "Bem-vindo à caixa de entrada",
      content:
        "<p>As mensagens da nossa equipe chegam aqui. As não lidas têm um <b>selo</b> na central de mensagens.</p>",
    },
    CN: {
      title: "欢迎使用收件箱",
      content: "<p>我们团队的消息会发送到这里。未读消息在消息中心带有<b>标记</b>。</p>",
    },
    VI: {
      title: "Chào mừng đến hộp thư",
      content:
        "<p>Tin nhắn từ đội ngũ của chúng tôi sẽ đến đây. Tin chưa đọc có <b>huy hiệu</b> trong trung tâm tin nhắn.</p>",
    },
    TH: {
      title: "ยินดีต้อนรับสู่กล่องข้อความ",
      content: "<p>ข้อความจากทีมงานจะมาที่นี่ ข้อความที่ยังไม่อ่านจะมี<b>ป้าย</b>ในศูนย์ข้อความ</p>",
    },
    ID: {
      title: "Selamat datang di kotak masuk",
      content:
        "<p>Pesan dari tim kami tiba di sini. Pesan yang belum dibaca memiliki <b>lencana</b> di pusat pesan.</p>",
    },
  },
  "Weekend reload bonus": {
    KO: {
      title: "주말 재입금 보너스",
      content: "<p>이번 주말에 입금하고 <b>20% 재입금 보너스</b>를 받으세요.</p>",
    },
    JA: {
      title: "週末リロードボーナス",
      content: "<p>今週末に入金すると<b>20%リロードボーナス</b>がもらえます。</p>",
    },
    ES: {
      title: "Bono de recarga de fin de semana",
      content: "<p>Deposita este fin de semana y obtén una <b>recarga del 20%</b>.</p>",
    },
    PT: {
      title: "Bônus de recarga de fim de semana",
      content: "<p>Deposite neste fim de semana e ganhe uma <b>recarga de 20%</b>.</p>",
    },
    CN: { title: "周末再存奖金", content: "<p>本周末存款即可获得 <b>20% 再存奖金</b>。</p>" },
    VI: {
      title: "Thưởng nạp lại cuối tuần",
      content: "<p>Nạp tiền cuối tuần này để nhận <b>thưởng nạp lại 20%</b>.</p>",
    },
    TH: { title: "โบนัสฝากซ้ำสุดสัปดาห์", content: "<p>ฝากเงินสุดสัปดาห์นี้รับ<b>โบนัสฝากซ้ำ 20%</b></p>" },
    ID: {
      title: "Bonus isi ulang akhir pekan",
      content: "<p>Deposit akhir pekan ini dan dapatkan <b>isi ulang 20%</b>.</p>",
    },
  },
  "Your withdrawal has been paid": {
    KO: {
      title: "출금이 지급되었습니다",
      content: "<p><b>200.00</b> 출금이 끝자리 1234 은행 카드로 지급되었습니다.</p>",
    },
    JA: {
      title: "出金が支払われました",
      content: "<p><b>200.00</b>の出金を、末尾1234の銀行カードへお支払いしました。</p>",
    },
    ES: {
      title: "Tu retiro ha sido pagado",
      content: "<p>Tu retiro de <b>200.00</b> se pagó a tu tarjeta bancaria terminada en 1234.</p>",
    },
    PT: {
      title: "Seu saque foi pago",
      content: "<p>Seu saque de <b>200.00</b> foi pago no seu cartão bancário final 1234.</p>",
    },
    CN: { title: "您的取款已支付", content: "<p>您的 <b>200.00</b> 取款已支付至尾号 1234 的银行卡。</p>" },
    VI: {
      title: "Lệnh rút tiền đã được chi trả",
      content: "<p>Khoản rút <b>200.00</b> đã được chuyển vào thẻ ngân hàng đuôi 1234.</p>",
    },
    TH: {
      title: "การถอนเงินของคุณได้รับการจ่ายแล้ว",
      content: "<p>การถอนเงิน <b>200.00</b> ได้โอนเข้าบัตรธนาคารที่ลงท้ายด้วย 1234 แล้ว</p>",
    },
    ID: {
      title: "Penarikan Anda telah dibayar",
      content: "<p>Penarikan Anda sebesar <b>200.00</b> telah dibayarkan ke kartu bank berakhiran 1234.</p>",
    },
  },
};

// Bank and wallet brands keep their names, except where the language has its own (Chinese).
const METHOD_NAMES: Record<string, Partial<Record<Code, string>>> = {
  ICBC: { CN: "中国工商银行" },
  "China Construction Bank": { CN: "中国建设银行" },
  "Bank of China": { CN: "中国银行" },
  "Manual bank transfer": {
    KO: "수동 계좌 이체",
    JA: "手動銀行振込",
    ES: "Transferencia bancaria manual",
    PT: "Transferência bancária manual",
    CN: "人工银行转账",
    VI: "Chuyển khoản ngân hàng thủ công",
    TH: "โอนเงินผ่านธนาคารด้วยตนเอง",
    ID: "Transfer bank manual",
  },
  "Online payment": {
    KO: "온라인 결제",
    JA: "オンライン決済",
    ES: "Pago en línea",
    PT: "Pagamento online",
    CN: "在线支付",
    VI: "Thanh toán trực tuyến",
    TH: "ชำระเงินออนไลน์",
    ID: "Pembayaran online",
  },
  Alipay: { CN: "支付宝" },
  "WeChat Pay": { CN: "微信支付", KO: "위챗페이", JA: "WeChat Pay" },
};

export function seedServiceLanguages(db: Database): void {
  const help = db.prepare(
    "INSERT INTO help_entry_text (entry_id, language, title, content) VALUES (?, ?, ?, ?)",
  );
  for (const { id, key } of db.prepare("SELECT id, key FROM help_entry").all() as {
    id: number;
    key: string;
  }[])
    for (const [language, text] of Object.entries(HELP_TEXTS[key] ?? {}))
      help.run(id, language, text.title, text.content);

  const inbox = db.prepare(
    "INSERT INTO inbox_message_text (message_id, language, title, content) VALUES (?, ?, ?, ?)",
  );
  for (const { id, title } of db.prepare("SELECT id, title FROM inbox_message").all() as {
    id: number;
    title: string;
  }[])
    for (const [language, text] of Object.entries(INBOX_TEXTS[title] ?? {}))
      inbox.run(id, language, text.title, text.content);

  const method = db.prepare("INSERT INTO deposit_method_text (method_id, language, name) VALUES (?, ?, ?)");
  for (const { id, name } of db.prepare("SELECT id, name FROM deposit_method").all() as {
    id: number;
    name: string;
  }[])
    for (const [language, text] of Object.entries(METHOD_NAMES[name] ?? {})) method.run(id, language, text);
}

import type { Database } from "better-sqlite3";

// The seeded promotions (content.ts, promotions.ts) and the demo player's rewards in the other
// languages the demo merchant offers, keyed by their English title (migration 022). Written by hand,
// like the English ones; amounts keep the site's one number format (decision 0034).

type Language = "KO" | "CN" | "VI" | "TH" | "ID";
type Text = { title: string; content: string };

const PROMOTION_TEXTS: Record<string, Record<Language, Text>> = {
  "100% Welcome Bonus": {
    KO: {
      title: "100% 신규 가입 보너스",
      content: "<p>신규 회원은 첫 입금 시 최대 1,000까지 <b>100% 보너스</b>를 받습니다. 롤링 10배.</p>",
    },
    CN: {
      title: "100% 首存迎新奖金",
      content: "<p>新会员首次存款可获 <b>100% 奖金</b>，最高 1,000。流水 10 倍。</p>",
    },
    VI: {
      title: "Thưởng chào mừng 100%",
      content:
        "<p>Thành viên mới nhận <b>thưởng 100%</b> cho lần nạp đầu tiên, tối đa 1,000. Vòng cược 10 lần.</p>",
    },
    TH: {
      title: "โบนัสต้อนรับ 100%",
      content: "<p>สมาชิกใหม่รับ<b>โบนัส 100%</b> จากการฝากครั้งแรก สูงสุด 1,000 ทำยอด 10 เท่า</p>",
    },
    ID: {
      title: "Bonus Sambutan 100%",
      content:
        "<p>Member baru mendapat <b>bonus 100%</b> untuk deposit pertama, hingga 1,000. Turnover 10x.</p>",
    },
  },
  "Daily Reload 20%": {
    KO: {
      title: "매일 20% 재충전 보너스",
      content: "<p>매일 첫 입금 시 <b>20% 재충전 보너스</b>를 받으세요.</p>",
    },
    CN: { title: "每日 20% 再存奖金", content: "<p>每天首笔存款即可获得 <b>20% 再存奖金</b>。</p>" },
    VI: {
      title: "Nạp lại mỗi ngày 20%",
      content: "<p>Nhận <b>thưởng nạp lại 20%</b> cho lần nạp đầu tiên mỗi ngày.</p>",
    },
    TH: { title: "โบนัสฝากรายวัน 20%", content: "<p>รับ<b>โบนัสฝากซ้ำ 20%</b> จากการฝากครั้งแรกของทุกวัน</p>" },
    ID: {
      title: "Bonus Isi Ulang Harian 20%",
      content: "<p>Dapatkan <b>bonus isi ulang 20%</b> untuk deposit pertama Anda setiap hari.</p>",
    },
  },
  "Download the App, Get 8 Free": {
    KO: {
      title: "앱 다운로드하고 8 무료 받기",
      content: "<p>앱에서 처음 로그인하면 <b>무료 크레딧 8</b>을 드립니다.</p>",
    },
    CN: {
      title: "下载 App 免费领 8 点",
      content: "<p>首次登录我们的 App，即可获得 <b>8 点免费额度</b>。</p>",
    },
    VI: {
      title: "Tải ứng dụng, nhận 8 miễn phí",
      content: "<p>Đăng nhập ứng dụng lần đầu và nhận <b>8 tín dụng miễn phí</b>.</p>",
    },
    TH: { title: "ดาวน์โหลดแอป รับฟรี 8", content: "<p>เข้าสู่ระบบผ่านแอปของเราครั้งแรก รับ<b>เครดิตฟรี 8</b></p>" },
    ID: {
      title: "Unduh Aplikasi, Dapat 8 Gratis",
      content: "<p>Login pertama kali di aplikasi kami dan terima <b>8 kredit gratis</b>.</p>",
    },
  },
  "Slot Tournament: 50,000 Prize Pool": {
    KO: {
      title: "슬롯 토너먼트: 상금 50,000",
      content: "<p>지정 슬롯에서 순위를 올리세요. <b>상위 100명</b>이 50,000을 나눠 갖습니다.</p>",
    },
    CN: {
      title: "老虎机锦标赛：奖池 50,000",
      content: "<p>在指定老虎机上冲击排行榜，<b>前 100 名</b>玩家瓜分 50,000。</p>",
    },
    VI: {
      title: "Giải đấu slot: Quỹ thưởng 50,000",
      content:
        "<p>Leo bảng xếp hạng trên các slot chọn lọc. <b>100 người chơi đứng đầu</b> chia nhau 50,000.</p>",
    },
    TH: {
      title: "ทัวร์นาเมนต์สล็อต: รางวัลรวม 50,000",
      content: "<p>ไต่อันดับในเกมสล็อตที่ร่วมรายการ <b>ผู้เล่น 100 อันดับแรก</b>แบ่งรางวัล 50,000</p>",
    },
    ID: {
      title: "Turnamen Slot: Total Hadiah 50,000",
      content: "<p>Naiki papan peringkat di slot pilihan. <b>100 pemain teratas</b> berbagi 50,000.</p>",
    },
  },
  "Live Casino Cashback 5%": {
    KO: {
      title: "라이브 카지노 5% 캐시백",
      content: "<p>이번 주 라이브 바카라에서 잃으셨나요? 매주 월요일 <b>5% 캐시백</b>을 받으세요.</p>",
    },
    CN: { title: "真人娱乐场 5% 返现", content: "<p>本周真人百家乐失利？每周一可获 <b>5% 返现</b>。</p>" },
    VI: {
      title: "Hoàn tiền casino trực tiếp 5%",
      content: "<p>Thua baccarat trực tiếp tuần này? Nhận <b>hoàn tiền 5%</b> mỗi thứ Hai.</p>",
    },
    TH: { title: "เงินคืนคาสิโนสด 5%", content: "<p>เสียจากบาคาร่าสดสัปดาห์นี้? รับ<b>เงินคืน 5%</b> ทุกวันจันทร์</p>" },
    ID: {
      title: "Cashback Live Casino 5%",
      content: "<p>Kalah di baccarat live minggu ini? Dapatkan <b>cashback 5%</b> setiap Senin.</p>",
    },
  },
  "Unlimited Rebate up to 1.2%": {
    KO: {
      title: "최대 1.2% 무제한 리베이트",
      content: "<p>모든 베팅에 리베이트, <b>매일 지급</b>, 롤링 조건 없음.</p>",
    },
    CN: { title: "无上限返水，最高 1.2%", content: "<p>每笔投注均可返水，<b>每日派发</b>，无流水要求。</p>" },
    VI: {
      title: "Hoàn trả không giới hạn đến 1.2%",
      content: "<p>Hoàn trả cho mọi cược, <b>trả hằng ngày</b>, không yêu cầu vòng cược.</p>",
    },
    TH: { title: "คืนยอดเล่นไม่อั้น สูงสุด 1.2%", content: "<p>รับเงินคืนทุกการเดิมพัน <b>จ่ายทุกวัน</b> ไม่ต้องทำยอด</p>" },
    ID: {
      title: "Rebate Tanpa Batas hingga 1.2%",
      content: "<p>Rebate untuk setiap taruhan, <b>dibayar harian</b>, tanpa syarat turnover.</p>",
    },
  },
  "VIP Rank Rules": {
    KO: {
      title: "VIP 등급 규정",
      content: "<p>월간 유효 베팅에 따라 <b>VIP 등급</b>이 올라갑니다. 등급별 혜택은 표를 확인하세요.</p>",
    },
    CN: {
      title: "VIP 等级规则",
      content: "<p>您的 <b>VIP 等级</b>随每月有效投注提升。各等级福利请见下表。</p>",
    },
    VI: {
      title: "Quy định cấp bậc VIP",
      content:
        "<p><b>Cấp VIP</b> của bạn tăng theo tổng cược hợp lệ hằng tháng. Xem bảng để biết quyền lợi từng cấp.</p>",
    },
    TH: {
      title: "กฎการเลื่อนระดับ VIP",
      content: "<p><b>ระดับ VIP</b> ของคุณเพิ่มขึ้นตามยอดเดิมพันที่ใช้ได้รายเดือน ดูสิทธิประโยชน์ของแต่ละระดับในตาราง</p>",
    },
    ID: {
      title: "Aturan Peringkat VIP",
      content:
        "<p><b>Level VIP</b> Anda naik sesuai taruhan valid bulanan. Lihat tabel untuk keuntungan setiap level.</p>",
    },
  },
  "Point Mall Grand Opening": {
    KO: {
      title: "포인트 몰 그랜드 오픈",
      content: "<p>새 포인트 몰에서 포인트를 <b>보너스 크레딧</b>과 경품으로 교환하세요.</p>",
    },
    CN: { title: "积分商城盛大开业", content: "<p>在全新积分商城用积分兑换<b>奖金额度</b>和奖品。</p>" },
    VI: {
      title: "Khai trương cửa hàng điểm",
      content: "<p>Đổi điểm lấy <b>tín dụng thưởng</b> và quà tặng tại cửa hàng điểm mới.</p>",
    },
    TH: { title: "เปิดตัวพอยท์มอลล์", content: "<p>แลกคะแนนเป็น<b>เครดิตโบนัส</b>และของรางวัลในพอยท์มอลล์ใหม่</p>" },
    ID: {
      title: "Peresmian Mal Poin",
      content: "<p>Tukar poin Anda dengan <b>kredit bonus</b> dan hadiah di mal poin yang baru.</p>",
    },
  },
  "Fishing Festival": {
    KO: {
      title: "피싱 페스티벌",
      content: "<p>아무 피싱 게임에서나 <b>황금 용</b>을 잡고 20,000을 나눠 가지세요.</p>",
    },
    CN: { title: "捕鱼嘉年华", content: "<p>在任意捕鱼游戏中捕获<b>黄金龙</b>，瓜分 20,000。</p>" },
    VI: {
      title: "Lễ hội bắn cá",
      content: "<p>Bắt <b>rồng vàng</b> trong bất kỳ trò bắn cá nào để chia nhau 20,000.</p>",
    },
    TH: { title: "เทศกาลยิงปลา", content: "<p>จับ<b>มังกรทองคำ</b>ในเกมยิงปลาใดก็ได้ เพื่อร่วมแบ่งรางวัล 20,000</p>" },
    ID: {
      title: "Festival Tembak Ikan",
      content: "<p>Tangkap <b>naga emas</b> di game tembak ikan mana pun untuk berbagi 20,000.</p>",
    },
  },
  "Lucky Lottery Draw": {
    KO: {
      title: "행운의 로또 추첨",
      content: "<p>로또 10장마다 <b>행운 추첨</b> 응모권 1장이 지급되었습니다.</p>",
    },
    CN: { title: "幸运彩票抽奖", content: "<p>每 10 张彩票可获得一次<b>幸运抽奖</b>机会。</p>" },
    VI: {
      title: "Rút thăm xổ số may mắn",
      content: "<p>Cứ 10 vé xổ số được một lượt tham gia <b>rút thăm may mắn</b>.</p>",
    },
    TH: { title: "จับรางวัลลอตเตอรี่นำโชค", content: "<p>ลอตเตอรี่ทุก 10 ใบได้สิทธิ์ร่วม<b>จับรางวัลนำโชค</b> 1 สิทธิ์</p>" },
    ID: {
      title: "Undian Lotere Keberuntungan",
      content: "<p>Setiap 10 tiket lotere memberi satu kesempatan ikut <b>undian keberuntungan</b>.</p>",
    },
  },
};

const REWARD_TITLES: Record<string, Record<Language, string>> = {
  "Weekly live casino cashback": {
    KO: "주간 라이브 카지노 캐시백",
    CN: "每周真人娱乐场返现",
    VI: "Hoàn tiền casino trực tiếp hằng tuần",
    TH: "เงินคืนคาสิโนสดรายสัปดาห์",
    ID: "Cashback live casino mingguan",
  },
  "Birthday gift": {
    KO: "생일 선물",
    CN: "生日礼物",
    VI: "Quà sinh nhật",
    TH: "ของขวัญวันเกิด",
    ID: "Hadiah ulang tahun",
  },
  "October cashback": {
    KO: "10월 캐시백",
    CN: "10 月返现",
    VI: "Hoàn tiền tháng 10",
    TH: "เงินคืนเดือนตุลาคม",
    ID: "Cashback Oktober",
  },
};

/** The texts above for every seeded promotion and reward with that English title. */
export function seedPromotionLanguages(db: Database): void {
  const promotions = db.prepare("SELECT id, title FROM promotion").all() as { id: number; title: string }[];
  const promotionText = db.prepare(
    "INSERT INTO promotion_text (promotion_id, language, title, content) VALUES (?, ?, ?, ?)",
  );
  for (const promotion of promotions)
    for (const [language, text] of Object.entries(PROMOTION_TEXTS[promotion.title] ?? {}))
      promotionText.run(promotion.id, language, text.title, text.content);

  const rewards = db.prepare("SELECT id, title FROM reward").all() as { id: number; title: string }[];
  const rewardText = db.prepare("INSERT INTO reward_text (reward_id, language, title) VALUES (?, ?, ?)");
  for (const reward of rewards)
    for (const [language, title] of Object.entries(REWARD_TITLES[reward.title] ?? {}))
      rewardText.run(reward.id, language, title);
}

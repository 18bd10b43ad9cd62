import type { Database } from "better-sqlite3";
import { seedDay } from "./dates.ts";

// Written once by hand: announcements read like an operator wrote them. The content is HTML on
// purpose, including markup the BFF must sanitise (one notice carries a <script>).

const BANNERS = [
  { group: "m_home", title: "Welcome Bonus 100%", link: "/m/activity" },
  { group: "m_home", title: "Daily Slot Tournament", link: "/m/activity" },
  { group: "m_home", title: "Live Casino Cashback", link: null },
  { group: "m_leftmenu", title: "Invite Friends", link: "/m/inviteFriends" },
  { group: "m_reg", title: "Join Today", link: null },
];

const NOTICES = [
  {
    title: "Scheduled maintenance on 25 November",
    content:
      "<p>Dear members, our platform will undergo <b>scheduled maintenance</b> on 25 November from 02:00 to 04:00 (GMT+8). Deposits and game launches will be unavailable during this window.</p>",
    days: -1,
    type: 1,
    hot: true,
  },
  {
    title: "New slot games from Pragmatic Play",
    content:
      "<p>Ten new slot games have arrived in the game center. Spin them now in the <b>Slots</b> section and enjoy launch-week free spins.</p>",
    days: -3,
    type: 2,
    hot: true,
  },
  {
    title: "Protect your account",
    content:
      "<p>We will <b>never</b> ask for your password by phone or chat. Turn on SMS verification in the security centre.</p><script>console.log('notice')</script>",
    days: -5,
    type: 1,
    hot: false,
  },
  {
    title: "Deposit channel update",
    content:
      "<p>The bank transfer channel now confirms deposits within <b>3 minutes</b>. Please keep your transfer receipt until the credit appears.</p>",
    days: -8,
    type: 3,
    hot: false,
  },
  {
    title: "Weekend rebate raised to 1.2%",
    content:
      "<p>From this weekend, live casino and slot rebates are raised to <b>1.2%</b>, paid automatically every Monday.</p>",
    days: -12,
    type: 2,
    hot: false,
  },
  {
    title: "Terms and conditions updated",
    content:
      "<p>Our terms and conditions have been updated. Continued use of the site means you accept the <b>new terms</b>; the full text is in the help centre.</p>",
    days: -20,
    type: 4,
    hot: false,
  },
];

const AGENT_NOTICES = [
  {
    title: "Agent commission settlement",
    content: "<p>Commission for the previous period is settled on the <b>3rd of each month</b>.</p>",
    days: -2,
    type: 1,
  },
];

const POPUPS = [
  {
    title: "Welcome to our casino",
    content: "<p>Register today and claim a <b>100% welcome bonus</b> on your first deposit.</p>",
    promotionType: null,
    execution: "B",
  },
  {
    title: "Your deposit bonus is waiting",
    content: "<p>Deposit now and receive a <b>20% reload bonus</b> up to 500.</p>",
    promotionType: "deposit_promo",
    execution: "A",
  },
];

const PROMOTIONS = [
  {
    title: "100% Welcome Bonus",
    category: "new_player",
    days: -60,
    end: 60,
    content:
      "<p>New members receive a <b>100% bonus</b> on the first deposit, up to 1,000. Turnover 10x.</p>",
  },
  {
    title: "Daily Reload 20%",
    category: "deposit_promo",
    days: -30,
    end: null,
    content: "<p>Get a <b>20% reload bonus</b> on your first deposit of every day.</p>",
  },
  {
    title: "Download the App, Get 8 Free",
    category: "app_download",
    days: -45,
    end: null,
    content: "<p>Log in on our app for the first time and receive <b>8 free credits</b>.</p>",
  },
  {
    title: "Slot Tournament: 50,000 Prize Pool",
    category: "rng_promo",
    days: -7,
    end: 23,
    content: "<p>Climb the leaderboard on selected slots. The <b>top 100</b> players share 50,000.</p>",
  },
  {
    title: "Live Casino Cashback 5%",
    category: "live_promo",
    days: -14,
    end: 16,
    content: "<p>Lose on live baccarat this week? Get <b>5% cashback</b> every Monday.</p>",
  },
  {
    title: "Unlimited Rebate up to 1.2%",
    category: "rebate_promo",
    days: -90,
    end: null,
    content: "<p>Rebates on every bet, <b>paid daily</b>, no turnover requirement.</p>",
  },
  {
    title: "VIP Rank Rules",
    category: "player_rank_rules",
    days: -120,
    end: null,
    content:
      "<p>Your <b>VIP level</b> rises with your monthly valid bets. See the table for the benefits of each level.</p>",
  },
  {
    title: "Point Mall Grand Opening",
    category: "point_mall",
    days: -10,
    end: 50,
    content: "<p>Exchange your points for <b>bonus credits</b> and prizes in the new point mall.</p>",
  },
];

export function seedContent(db: Database): void {
  const banner = db.prepare("INSERT INTO banner (group_name, title, link, sequence) VALUES (?, ?, ?, ?)");
  BANNERS.forEach((b, i) => banner.run(b.group, b.title, b.link, i + 1));

  const notice = db.prepare(
    "INSERT INTO notice (audience, title, content, start_date, type, is_hot, sequence) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  NOTICES.forEach((n, i) =>
    notice.run("PL", n.title, n.content, seedDay(n.days, 10), n.type, n.hot ? 1 : 0, i + 1),
  );
  AGENT_NOTICES.forEach((n, i) => notice.run("A", n.title, n.content, seedDay(n.days, 10), n.type, 0, i + 1));

  const popup = db.prepare(
    "INSERT INTO popup (title, content, promotion_type, execution, sequence) VALUES (?, ?, ?, ?, ?)",
  );
  POPUPS.forEach((p, i) => popup.run(p.title, p.content, p.promotionType, p.execution, i + 1));

  const promotion =
    db.prepare(`INSERT INTO promotion (title, category, content, start_date, end_date, no_expiry, sequence)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const image = db.prepare("INSERT INTO promotion_image (promotion_id, sequence) VALUES (?, ?)");
  PROMOTIONS.forEach((p, i) => {
    const { lastInsertRowid } = promotion.run(
      p.title,
      p.category,
      p.content,
      seedDay(p.days),
      p.end === null ? null : seedDay(p.end, 23),
      p.end === null ? 1 : 0,
      i + 1,
    );
    // Sequence 1 is the list image; the first promotions also have a second, detail image.
    image.run(lastInsertRowid, 1);
    if (i < 3) image.run(lastInsertRowid, 2);
  });
}

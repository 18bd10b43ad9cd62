import type { Database } from "better-sqlite3";
import { formatDateTime, SEED_NOW, seedDay } from "./dates.ts";

// What members can do with the seeded promotions (seed/content.ts), by title, and two more promotions:
// one not started yet ("coming soon") and one ended ("Close").
const ACTIONS: Array<{ title: string; action: "join" | "claim" | "apply"; bonusCents?: number }> = [
  { title: "100% Welcome Bonus", action: "apply", bonusCents: 10_000 },
  { title: "Daily Reload 20%", action: "join" },
  { title: "Download the App, Get 8 Free", action: "claim", bonusCents: 800 },
  { title: "Slot Tournament: 50,000 Prize Pool", action: "join" },
  { title: "Live Casino Cashback 5%", action: "join" },
  { title: "Point Mall Grand Opening", action: "claim", bonusCents: 500 },
];

const MORE_PROMOTIONS = [
  {
    title: "Fishing Festival",
    category: "fish_promo",
    start: seedDay(365),
    end: seedDay(395, 23),
    content: "<p>Catch the <b>golden dragon</b> in any fishing game for a share of 20,000.</p>",
  },
  {
    title: "Lucky Lottery Draw",
    category: "lotto_promo",
    start: seedDay(-40),
    end: seedDay(-10, 23),
    content: "<p>Every 10 lottery tickets gave one entry to the <b>lucky draw</b>.</p>",
  },
];

const HELP = [
  {
    key: "about",
    title: "About us",
    content: "<p>We run a licensed online casino with <b>over 600 games</b> from the best studios.</p>",
  },
  {
    key: "deposit",
    title: "How do I deposit?",
    content:
      "<p>Open <b>Deposit</b> from the menu, choose a payment method and follow the steps. Deposits arrive within minutes.</p>",
  },
  {
    key: "withdraw",
    title: "How do I withdraw?",
    content:
      "<p>Bind a bank card in the security centre, then open <b>Withdraw</b>. Withdrawals are checked within 24 hours.</p>",
  },
  {
    key: "terms",
    title: "Terms and conditions",
    content:
      "<p>By registering you confirm that you are <b>18 or older</b> and accept these terms.</p><ol><li>One account per person.</li><li>Bonuses carry the turnover stated on each promotion.</li></ol>",
  },
  {
    key: "privacy",
    title: "Privacy policy",
    content:
      "<p>We keep your personal data only to run your account and never sell it. Ask customer service to see or delete it.</p>",
  },
  {
    key: "responsible",
    title: "Responsible gaming",
    content:
      "<p>Set deposit limits or a break from your account at any time. Play for fun, not for money.</p>",
  },
];

const REWARDS = [
  { kind: "cashback", title: "Weekly live casino cashback", amountCents: 1234, state: "available", days: -1 },
  { kind: "reward", title: "Birthday gift", amountCents: 888, state: "available", days: -3 },
  { kind: "cashback", title: "October cashback", amountCents: 321, state: "expired", days: -25 },
];

/** Promotion actions and bonuses, help entries, and the demo player's rewards and entries. */
export function seedPromotions(db: Database): void {
  const setAction = db.prepare("UPDATE promotion SET action = ?, bonus_cents = ? WHERE title = ?");
  for (const a of ACTIONS) setAction.run(a.action, a.bonusCents ?? 0, a.title);

  const next = db.prepare("SELECT coalesce(max(sequence), 0) + 1 FROM promotion").pluck();
  const promotion =
    db.prepare(`INSERT INTO promotion (title, category, content, start_date, end_date, no_expiry,
      action, sequence) VALUES (?, ?, ?, ?, ?, 0, 'join', ?)`);
  const image = db.prepare("INSERT INTO promotion_image (promotion_id, sequence) VALUES (?, 1)");
  for (const p of MORE_PROMOTIONS)
    image.run(promotion.run(p.title, p.category, p.content, p.start, p.end, next.get()).lastInsertRowid);

  const help = db.prepare("INSERT INTO help_entry (key, title, content, sequence) VALUES (?, ?, ?, ?)");
  HELP.forEach((h, i) => help.run(h.key, h.title, h.content, i + 1));

  const player = db.prepare("SELECT id FROM members WHERE account = 'demo_player'").pluck().get() as number;
  const reward = db.prepare(
    "INSERT INTO reward (member_id, kind, title, amount_cents, state, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const r of REWARDS)
    reward.run(
      player,
      r.kind,
      r.title,
      r.amountCents,
      r.state,
      formatDateTime(SEED_NOW + r.days * 86_400_000),
    );
  db.prepare(
    `INSERT INTO promotion_entry (member_id, promotion_id, state)
     SELECT ?, id, 'joined' FROM promotion WHERE title = 'Slot Tournament: 50,000 Prize Pool'`,
  ).run(player);
}

import type { Database } from "better-sqlite3";
import { seedDay } from "./dates.ts";

// The inbox reads like an operator wrote it; one message carries markup the BFF must sanitise.
const INBOX = [
  {
    to: null,
    title: "Welcome to the inbox",
    content:
      "<p>Messages from our team arrive here. Unread ones carry a <b>badge</b> in the message centre.</p>",
    days: -6,
  },
  {
    to: null,
    title: "Weekend reload bonus",
    content:
      "<p>Deposit this weekend and get a <b>20% reload</b>.</p><img src=x onerror=\"console.log('inbox')\">",
    days: -2,
  },
  {
    to: "demo_player",
    title: "Your withdrawal has been paid",
    content: "<p>Your withdrawal of <b>200.00</b> was paid to your bank card ending 1234.</p>",
    days: -1,
  },
];

export function seedMessages(db: Database): void {
  // The two newest player notices get a detail image (sequence 1).
  const notices = db
    .prepare("SELECT id FROM notice WHERE audience = 'PL' ORDER BY start_date DESC, sequence LIMIT 2")
    .pluck()
    .all() as number[];
  const image = db.prepare("INSERT INTO notice_image (notice_id, sequence) VALUES (?, 1)");
  for (const id of notices) image.run(id);

  const message = db.prepare(
    "INSERT INTO inbox_message (member_id, title, content, sent_at) VALUES ((SELECT id FROM members WHERE account = ?), ?, ?, ?)",
  );
  for (const m of INBOX) message.run(m.to, m.title, m.content, seedDay(m.days, 9));

  db.prepare(
    "INSERT INTO chat_unread (member_id, unread_count) SELECT id, 3 FROM members WHERE account = 'demo_player'",
  ).run();
}

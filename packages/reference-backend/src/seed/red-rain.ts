// The red-envelope rain schedule (issue 12), relative to the moment the database is made like the
// agent team (docs/decisions/0030): one rain three days ago, one raining now (until a day from now),
// one tomorrow. No grabs are seeded: a grab is a ledger credit, and the seeded balances stay as the
// other areas' tests know them. tests/integration/red-rain.test.ts holds its figures.
import type { Database } from "better-sqlite3";
import { statementCache } from "../statements.ts";

const HOUR_MS = 3_600_000;

export function seedRedRain(db: Database, now = Date.now()): void {
  const rain = statementCache(db)(
    "INSERT INTO red_rain (starts_at, ends_at, envelope_cents, envelopes_per_member) VALUES (?, ?, ?, ?)",
  );
  const iso = (ms: number) => new Date(ms).toISOString();
  rain.run(iso(now - 72 * HOUR_MS), iso(now - 71 * HOUR_MS), 5_00, 2);
  rain.run(iso(now - HOUR_MS), iso(now + 24 * HOUR_MS), 8_88, 3);
  rain.run(iso(now + 25 * HOUR_MS), iso(now + 26 * HOUR_MS), 18_88, 1);
}

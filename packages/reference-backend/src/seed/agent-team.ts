// demo_agent's team (issue 12): three levels below the agent, with logins, deposits, bets and wins
// spread over the last days. Only events are seeded (sessions, ledger rows, registration dates);
// every figure the agent pages show is a query over them (store/agent-team.ts). Unlike the other
// areas' fixed dates, these are relative to the day the database is made (docs/decisions/0030):
// "today's" counters of the agent home need something to count. tests/integration/agent-team.test.ts
// holds the hand-computed figures of this table.
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { Prng } from "./prng.ts";
import { statementCache } from "../statements.ts";
import { postLedger } from "../store/ledger.ts";
import { hashPasswordSync } from "../store/members-password.ts";
import { offerContract } from "../store/agent-contracts.ts";
import { DEMO_PASSWORD } from "./members.ts";

const DAY_MS = 86_400_000;

interface Activity {
  /** Days before today (0 = today). */
  day: number;
  login?: "online" | true;
  deposit?: number;
  bet?: number;
  win?: number;
}

interface TeamMember {
  account: string;
  parent: string;
  type: number;
  /** Rebate in percent (one decimal). */
  rebate: number;
  /** Registered this many days ago. */
  registered: number;
  activity: Activity[];
}

const AGENT_REBATE = 2.0;

export const DEMO_TEAM: TeamMember[] = [
  {
    account: "demo_down1",
    parent: "demo_agent",
    type: 0,
    rebate: 1.5,
    registered: 30,
    activity: [
      { day: 0, login: "online", deposit: 200, bet: 100, win: 40 },
      { day: 1, login: true, bet: 50, win: 80 },
    ],
  },
  {
    account: "demo_down2",
    parent: "demo_agent",
    type: 0,
    rebate: 1.0,
    registered: 30,
    activity: [{ day: 2, login: true, deposit: 100, bet: 30 }],
  },
  {
    account: "demo_down3",
    parent: "demo_agent",
    type: 2,
    rebate: 1.8,
    registered: 30,
    activity: [{ day: 1, login: true, deposit: 50, bet: 20, win: 10 }],
  },
  {
    account: "demo_sub1",
    parent: "demo_down3",
    type: 1,
    rebate: 1.2,
    registered: 0,
    activity: [{ day: 0, login: true, bet: 10, win: 25 }],
  },
  {
    account: "demo_leaf1",
    parent: "demo_sub1",
    type: 0,
    rebate: 0.5,
    registered: 3,
    activity: [
      { day: 3, login: true, deposit: 300, bet: 200, win: 150 },
      { day: 0, login: "online" },
    ],
  },
  { account: "demo_sub2", parent: "demo_down3", type: 0, rebate: 0.8, registered: 5, activity: [] },
];

export function seedAgentTeam(db: Database, _prng: Prng, now = Date.now()): void {
  const sql = statementCache(db);
  const todayStart = now - (now % DAY_MS);
  // Today's events happen before now, earlier days' at noon.
  const at = (day: number, index: number) =>
    day === 0
      ? todayStart + Math.floor(((now - todayStart) * (index + 1)) / 100)
      : todayStart - day * DAY_MS + DAY_MS / 2;
  const iso = (ms: number) => new Date(ms).toISOString();

  sql("UPDATE members SET rebate_permille = ? WHERE account = 'demo_agent'").run(AGENT_REBATE * 10);
  const insert = sql(
    `INSERT INTO members (account, nickname, password_hash, type, parent_id)
     VALUES (?, ?, ?, ?, (SELECT id FROM members WHERE account = ?)) ON CONFLICT (account) DO NOTHING`,
  );
  const idOf = (account: string) =>
    Number(sql("SELECT id FROM members WHERE account = ?").pluck().get(account));
  const stamp = sql("UPDATE ledger SET created_at = ? WHERE idempotency_key = ?");
  const session = sql("INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)");
  const hash = hashPasswordSync(DEMO_PASSWORD);

  DEMO_TEAM.forEach((m, memberIndex) => {
    insert.run(m.account, m.account.replace("demo_", "Team "), hash, m.type, m.parent);
    const id = idOf(m.account);
    sql("UPDATE members SET rebate_permille = ?, created_at = ? WHERE id = ?").run(
      Math.round(m.rebate * 10),
      iso(at(m.registered, memberIndex)),
      id,
    );
    // Money in before money out, so no row would take the balance below zero.
    const moves = m.activity.flatMap((a) => [
      ...(a.deposit ? [{ a, kind: "deposit" as const, cents: a.deposit * 100 }] : []),
      ...(a.win ? [{ a, kind: "win" as const, cents: a.win * 100 }] : []),
    ]);
    const bets = m.activity.flatMap((a) => (a.bet ? [{ a, kind: "bet" as const, cents: -a.bet * 100 }] : []));
    [...moves, ...bets].forEach(({ a, kind, cents }, i) => {
      const key = `seed:agent-team:${m.account}:${kind}:${a.day}`;
      const posted = postLedger(db, {
        memberId: id,
        kind,
        amountCents: cents,
        reference: "demo team",
        idempotencyKey: key,
      });
      if (!posted.posted) throw new Error(`seed ${key}: ${posted.reason}`);
      stamp.run(iso(at(a.day, memberIndex + i)), key);
    });
    for (const a of m.activity) {
      if (!a.login) continue;
      const started = at(a.day, memberIndex);
      const ends = a.login === "online" ? now + 12 * 3_600_000 : started + 60_000;
      session.run(randomBytes(24).toString("base64url"), id, started, ends);
    }
  });

  // The daily salary contract demo_agent is offered (the member seed marks it as awaiting).
  offerContract({ db, sql }, idOf("demo_agent"), "salary", [
    { thresholdCents: 1_000_00, ratePermille: 5 },
    { thresholdCents: 10_000_00, ratePermille: 10 },
  ]);
}

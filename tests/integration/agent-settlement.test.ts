// Settlement of the agent's rebate and dividends (docs/decisions/0038) against demo_agent's seeded
// team (packages/reference-backend/src/seed/agent-team.ts): an operator settles a day or a half-month once
// it is over, each agent is paid what its pages show, once however often (or in parallel) it is
// settled; the pages then show the payout. Hand-computed from the seed table: yesterday demo_down1 bet
// 50 at 0.5% and demo_down3 20 at 0.2% → demo_agent 0.29; three days ago demo_leaf1 bet 200, which
// pays demo_agent 0.2% (0.40), demo_down3 1.8 − 1.2 = 0.6% (1.20) and demo_sub1 1.2 − 0.5 = 0.7% (1.40).
import { describe, expect, it } from "vitest";
import { loader as teamRebateLoader } from "~/routes/agent/team-rebate";
import { loader as dividendLoader } from "~/routes/agent/agent-dividend";
import { loader as recordLoader } from "~/routes/member/transaction-record";
import { postLedger } from "@mobile-front/reference-backend/testing";
import { createMember } from "../support/member";
import { request, runRoute, unwrap, type AnyRoute } from "../support/route";
import { OPERATOR_TOKEN } from "../support/servers";
import { acceptDividendContract, agentTestServers, daysAgo, halfOf } from "./agent-support";

const servers = agentTestServers();

const load = async <T>(fn: AnyRoute, path: string) =>
  (await runRoute(servers.services, fn, request(path, { cookie: servers.cookie }))) as T;
const balanceCents = (account: string) =>
  servers.backend.db
    .prepare("SELECT balance_cents FROM members WHERE account = ?")
    .pluck()
    .get(account) as number;
const payoutRows = (kind: string, account: string) =>
  servers.backend.db
    .prepare(
      "SELECT l.amount_cents AS cents, l.idempotency_key AS key FROM ledger l JOIN members m ON m.id = l.member_id WHERE l.kind = ? AND m.account = ?",
    )
    .all(kind, account) as Array<{ cents: number; key: string }>;

/** POST /operator/agent/settlements as an operator; answers the status and the envelope. */
async function settle(body: unknown) {
  const response = await fetch(`${servers.backend.url}/operator/agent/settlements`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    answer: (await response.json()) as {
      errorCode?: string;
      value?: { payouts: Array<{ account: string; amountCents: number; repeated: boolean }> };
    },
  };
}

type RebatePage = Awaited<ReturnType<typeof teamRebateLoader>>;
type DividendPage = Awaited<ReturnType<typeof dividendLoader>>;

describe("rebate settlement", () => {
  it("pays yesterday's rebate the page shows, once when settled twice; the page and the record show it", async () => {
    const yesterday = daysAgo(1);
    const path = `/m/member/teamRebate?startDate=${yesterday}&endDate=${yesterday}`;
    const before = await load<RebatePage>(teamRebateLoader, path);
    expect(before.rows.days).toEqual([{ date: yesterday, rebate: 29, state: "pending", paidAt: null }]);
    expect(before.rows.sum.rebate).toBe(29);
    const balance = balanceCents("demo_agent");

    const first = await settle({ kind: "rebate", day: yesterday });
    expect(first.status).toBe(200);
    expect(first.answer.value!.payouts).toEqual([
      { account: "demo_agent", amountCents: 29, repeated: false },
    ]);
    const second = await settle({ kind: "rebate", day: yesterday });
    expect(second.answer.value!.payouts).toEqual([
      { account: "demo_agent", amountCents: 29, repeated: true },
    ]);
    expect(balanceCents("demo_agent")).toBe(balance + 29);
    expect(payoutRows("rebate", "demo_agent")).toHaveLength(1);

    const after = await load<RebatePage>(teamRebateLoader, path);
    expect(after.rows.days).toMatchObject([{ date: yesterday, rebate: 29, state: "paid" }]);
    expect(after.rows.days[0].paidAt!.slice(0, 10)).toBe(daysAgo(0));
    // The figures the page shows do not move when they are paid.
    expect(after.rows.list).toEqual(before.rows.list);

    const record = unwrap<{ rows: Array<{ kind: string; amountCents: number }> }>(
      await load(recordLoader, `/m/transaction/record?types=A&start=${daysAgo(0)}&end=${daysAgo(0)}`),
    ).data;
    expect(record.rows.filter((r) => r.kind === "rebate")).toEqual([
      expect.objectContaining({ kind: "rebate", amountCents: 29 }),
    ]);
  });

  it("settled in parallel, pays every agent of the day once, each the amount of its own page", async () => {
    const day = daysAgo(3);
    const balances = ["demo_agent", "demo_down3", "demo_sub1"].map(balanceCents);
    const page = await load<RebatePage>(
      teamRebateLoader,
      `/m/member/teamRebate?startDate=${day}&endDate=${day}`,
    );
    const answers = await Promise.all([1, 2, 3].map(() => settle({ kind: "rebate", day })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // Every answer lists the same payouts; exactly one of them made each.
    const payouts = answers.map((a) => a.answer.value!.payouts);
    for (const list of payouts)
      expect(list.map(({ account, amountCents }) => [account, amountCents])).toEqual([
        ["demo_agent", 40],
        ["demo_down3", 120],
        ["demo_sub1", 140],
      ]);
    for (const i of [0, 1, 2]) expect(payouts.filter((list) => !list[i].repeated)).toHaveLength(1);
    expect(page.rows.days[0].rebate).toBe(40);
    expect(["demo_agent", "demo_down3", "demo_sub1"].map(balanceCents)).toEqual([
      balances[0] + 40,
      balances[1] + 120,
      balances[2] + 140,
    ]);
    for (const account of ["demo_down3", "demo_sub1"]) expect(payoutRows("rebate", account)).toHaveLength(1);
  });

  it("a day with nothing to pay pays nothing", async () => {
    const quiet = daysAgo(40);
    const answer = await settle({ kind: "rebate", day: quiet });
    expect(answer.status).toBe(200);
    expect(answer.answer.value!.payouts).toEqual([]);
  });

  it("refuses a day that is not over, and a bad request", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const day of [daysAgo(0), tomorrow]) {
      const refused = await settle({ kind: "rebate", day });
      expect(refused.status).toBe(409);
      expect(refused.answer.errorCode).toBe("settlement.period.open");
    }
    for (const body of [
      { kind: "salary", day: daysAgo(1) },
      { kind: "rebate", day: "2026-02-30" },
      { kind: "rebate" },
    ])
      expect((await settle(body)).status).toBe(400);
    const noToken = await fetch(`${servers.backend.url}/operator/agent/settlements`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "rebate", day: daysAgo(1) }),
    });
    expect(noToken.status).toBe(403);
  });
});

describe("dividend settlement", () => {
  it("pays a closed period's dividend the page shows, once; an open period is refused", async () => {
    // Under a contract (loss from 50: 10%, from 100: 20%), a team member lost 120 in a period that is
    // over: 16 days ago is always in the period before today's.
    await acceptDividendContract(servers.backend);
    const { db } = servers.backend;
    const member = createMember(db, { balance: 500 });
    db.prepare(
      "UPDATE members SET parent_id = (SELECT id FROM members WHERE account = 'demo_agent') WHERE id = ?",
    ).run(member.id);
    const closedDay = daysAgo(16);
    postLedger(db, {
      memberId: member.id,
      kind: "bet",
      amountCents: -120_00,
      reference: "test bet",
      idempotencyKey: `test-bet:${member.id}`,
    });
    db.prepare("UPDATE ledger SET created_at = ? WHERE idempotency_key = ?").run(
      `${closedDay}T12:00:00.000Z`,
      `test-bet:${member.id}`,
    );

    const path = `/m/member/agent/agentDivident?startDate=${closedDay}&endDate=${closedDay}`;
    const before = (await load<DividendPage>(dividendLoader, path)).rows!.list[0];
    expect(before).toMatchObject({ start: halfOf(closedDay), state: "settled", paidAt: null });
    // The seeded days that may share the period only add to the loss: 20% of at least 100 (in cents).
    expect(before.dividend).toBe(Math.floor((-before.net * 20) / 100));
    const balance = balanceCents("demo_agent");

    const answers = await Promise.all([1, 2].map(() => settle({ kind: "dividend", day: closedDay })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const cents = before.dividend;
    expect(answers.flatMap((a) => a.answer.value!.payouts.filter((p) => !p.repeated))).toEqual([
      { account: "demo_agent", amountCents: cents, repeated: false },
    ]);
    expect(balanceCents("demo_agent")).toBe(balance + cents);
    expect(payoutRows("dividend", "demo_agent")).toEqual([
      { cents, key: expect.stringContaining(halfOf(closedDay)) },
    ]);
    const after = (await load<DividendPage>(dividendLoader, path)).rows!.list[0];
    expect(after.paidAt!.slice(0, 10)).toBe(daysAgo(0));
    expect(after.dividend).toBe(before.dividend);

    // Today's period is not over: refused, and nothing is paid.
    const open = await settle({ kind: "dividend", day: daysAgo(0) });
    expect(open.status).toBe(409);
    expect(open.answer.errorCode).toBe("settlement.period.open");
    expect(payoutRows("dividend", "demo_agent")).toHaveLength(1);
  });
});

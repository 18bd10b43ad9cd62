// Deposits against the reference backend (issue 11): orders made once per idempotency key, credited
// once however often they are approved, refused for accounts that may not deposit, and the ledger
// always summing to the balance. The BFF's deposit page and record run behind the root middleware.
import { randomUUID } from "node:crypto";
import {
  type Database,
  statementCache,
  type BackendContext,
  ApiError,
  createDepositOrder,
  decideDepositOrder,
  type DepositRequest,
  issueTicket,
  spin,
  ticketOf,
  claimReward,
  grantReward,
  type MemberRow,
} from "@mobile-front/reference-backend/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as depositAction, loader as depositLoader } from "~/routes/cashier/voucher-center";
import { loader as recordLoader } from "~/routes/cashier/vou-report";
import { createMember, startBackendWithDb, type TestMember } from "../support/member";
import { operator } from "../support/operator";
import { memberCookie, request, runRoute, testServices, unwrap } from "../support/route";
import { MERCHANT, OPERATOR_TOKEN } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let db: Database;
let store: BackendContext;
beforeAll(async () => {
  backend = await startBackendWithDb();
  db = backend.db;
  store = {
    db,
    sql: statementCache(db),
    merchantCode: MERCHANT,
    operatorToken: OPERATOR_TOKEN,
    imageCdns: [],
    oauthRedirectOrigins: new Set(),
  };
});
afterAll(() => backend?.close());

const balanceCents = (memberId: number) =>
  db.prepare("SELECT balance_cents FROM members WHERE id = ?").pluck().get(memberId) as number;
const ledgerSum = (memberId: number) =>
  db
    .prepare("SELECT coalesce(sum(amount_cents), 0) FROM ledger WHERE member_id = ?")
    .pluck()
    .get(memberId) as number;
const orderCount = (memberId: number) =>
  db.prepare("SELECT count(*) FROM deposit_order WHERE member_id = ?").pluck().get(memberId) as number;
const memberRow = (id: number) => db.prepare("SELECT * FROM members WHERE id = ?").get(id) as MemberRow;
const anyGame = () => db.prepare("SELECT game_id FROM game LIMIT 1").pluck().get() as number;
const methodId = (kind: string) =>
  db
    .prepare("SELECT id FROM deposit_method WHERE kind = ? ORDER BY sequence LIMIT 1")
    .pluck()
    .get(kind) as number;

/** The fields these tests read of the backend's answers (an order, the options). */
type Value = {
  id: number;
  state: string;
  providerPath: string | null;
  currency: string;
  methods: Array<{ kind: string }>;
  promotions: Array<{ id: number }>;
};

/** A member's call to the backend under /wps, as the BFF makes it. */
async function wps(member: TestMember, path: string, body?: unknown) {
  const response = await fetch(`${backend.url}/wps${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Merchant: MERCHANT, Authorization: member.token, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as { value: Value; errorCode?: string } };
}

const order = (overrides: Partial<DepositRequest> = {}): DepositRequest => ({
  methodId: methodId("gateway"),
  amountCents: 12_345,
  promotionId: null,
  idempotencyKey: randomUUID(),
  ...overrides,
});

describe("deposit orders in the reference backend", () => {
  it("a deposit approved twice credits the wallet once, with one ledger row deposit:<id>", async () => {
    const member = createMember(db, { balance: 10 });
    const { answer } = await wps(member, "/deposit/orders", order());
    const id = answer.value.id as number;
    expect(answer.value.state).toBe("pending");
    expect(balanceCents(member.id)).toBe(1000);
    const decisions = await Promise.all([
      operator(backend.url, `/deposits/${id}/approve`, {}),
      operator(backend.url, `/deposits/${id}/approve`, {}),
    ]);
    expect(decisions.map((d) => (d as Value).state)).toEqual(["approved", "approved"]);
    await operator(backend.url, `/deposits/${id}/approve`, {});
    expect(balanceCents(member.id)).toBe(1000 + 12_345);
    expect(
      db.prepare("SELECT kind, amount_cents FROM ledger WHERE idempotency_key = ?").all(`deposit:${id}`),
    ).toEqual([{ kind: "deposit", amount_cents: 12_345 }]);
    expect(ledgerSum(member.id)).toBe(balanceCents(member.id));
  });

  it("a rejected order is never credited, not even by a later approval", async () => {
    const member = createMember(db, { balance: 0 });
    const { answer } = await wps(member, "/deposit/orders", order());
    await operator(backend.url, `/deposits/${answer.value.id}/reject`, {});
    const later = await operator<{ state: string }>(backend.url, `/deposits/${answer.value.id}/approve`, {});
    expect(later.state).toBe("rejected");
    expect(balanceCents(member.id)).toBe(0);
  });

  it("one idempotency key makes one order, also when posted twice at once, and both answers are that order", async () => {
    const member = createMember(db);
    const body = order();
    const [a, b] = await Promise.all([
      wps(member, "/deposit/orders", body),
      wps(member, "/deposit/orders", body),
    ]);
    expect(a.answer.value.id).toBe(b.answer.value.id);
    expect(a.answer.value).toEqual(b.answer.value);
    expect(orderCount(member.id)).toBe(1);
  });

  it("credits an accepted deposit promotion's bonus once with the approval", async () => {
    const member = createMember(db, { balance: 0 });
    const options = (await wps(member, "/deposit/options")).answer.value;
    expect(options.currency).toBe("CNY");
    expect(new Set(options.methods.map((m) => m.kind))).toEqual(
      new Set(["bank", "manual", "gateway", "ewallet"]),
    );
    const promotion = options.promotions[0];
    db.prepare("UPDATE promotion SET bonus_cents = 500 WHERE id = ?").run(promotion.id);
    const { answer } = await wps(member, "/deposit/orders", order({ promotionId: promotion.id }));
    await operator(backend.url, `/deposits/${answer.value.id}/approve`, {});
    await operator(backend.url, `/deposits/${answer.value.id}/approve`, {});
    expect(balanceCents(member.id)).toBe(12_345 + 500);
    expect(ledgerSum(member.id)).toBe(balanceCents(member.id));
  });

  it.each([4, 40, 41])("refuses member type %d", async (type) => {
    const member = createMember(db, { type });
    const { status, answer } = await wps(member, "/deposit/orders", order());
    expect([status, answer.errorCode]).toEqual([403, "deposit.real.account.only"]);
    expect(orderCount(member.id)).toBe(0);
  });

  it("refuses an amount outside the method's limits and a method that is switched off", async () => {
    const member = createMember(db);
    const low = await wps(member, "/deposit/orders", order({ amountCents: 999 }));
    expect(low.answer.errorCode).toBe("deposit.amount.below.min");
    db.prepare("UPDATE deposit_method SET enabled = 0 WHERE id = ?").run(methodId("ewallet"));
    const off = await wps(member, "/deposit/orders", order({ methodId: methodId("ewallet") }));
    db.prepare("UPDATE deposit_method SET enabled = 1 WHERE kind = 'ewallet'").run();
    expect(off.answer.errorCode).toBe("deposit.method.unavailable");
    expect(orderCount(member.id)).toBe(0);
  });

  it("asks the refuseDeposit seam before accepting an order, and makes none when it refuses", () => {
    const member = createMember(db);
    const seen: DepositRequest[] = [];
    const refusal = new ApiError(403, "responsible.deposit.limit", "over the daily deposit limit");
    const request = order();
    expect(() =>
      createDepositOrder(store, memberRow(member.id), request, (_c, m, r) => {
        seen.push(r);
        return m.id === member.id ? refusal : null;
      }),
    ).toThrow(refusal);
    expect(seen).toEqual([request]);
    expect(orderCount(member.id)).toBe(0);
    expect(createDepositOrder(store, memberRow(member.id), request, () => null).state).toBe("pending");
  });

  it("the provider page approves a gateway order once; other methods have no provider page", async () => {
    const member = createMember(db, { balance: 0 });
    const gateway = (await wps(member, "/deposit/orders", order())).answer.value;
    const page = await fetch(`${backend.url}${gateway.providerPath}`);
    expect(await page.text()).toContain("Approve payment");
    const post = () =>
      fetch(`${backend.url}${gateway.providerPath}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "decision=approve",
      });
    await post();
    expect(await (await post()).text()).toContain("approved");
    expect(balanceCents(member.id)).toBe(12_345);
    const bank = (
      await wps(member, "/deposit/orders", order({ methodId: methodId("bank"), amountCents: 20_000 }))
    ).answer.value;
    expect(bank.providerPath).toBeNull();
    expect((await fetch(`${backend.url}/provider/deposits/not-a-ref`)).status).toBe(404);
  });

  it("the ledger sums to the balance after 1,000 random deposits, decisions, bonuses and bets", () => {
    const member = createMember(db, { balance: 5 });
    const ticket = ticketOf(
      store,
      issueTicket(store, {
        gameId: anyGame(),
        mode: "real",
        sessionToken: member.token,
        lobbyUrl: "/m/home",
      }),
    )!;
    const operation = fc.oneof(
      fc.record({ op: fc.constant("deposit" as const), cents: fc.integer({ min: 1000, max: 1_000_000 }) }),
      fc.record({ op: fc.constantFrom("approve" as const, "reject" as const), pick: fc.nat() }),
      fc.record({ op: fc.constant("bonus" as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ op: fc.constant("bet" as const) }),
    );
    const orders: number[] = [];
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1000, maxLength: 1000 }), (operations) => {
        for (const o of operations) {
          if (o.op === "deposit")
            orders.push(createDepositOrder(store, memberRow(member.id), order({ amountCents: o.cents })).id);
          else if (o.op === "approve" || o.op === "reject") {
            if (orders.length > 0) decideDepositOrder(store, orders[o.pick % orders.length], o.op);
          } else if (o.op === "bonus") {
            const id = grantReward(store, {
              memberId: member.id,
              kind: "reward",
              title: "test bonus",
              amountCents: o.cents,
              createdAt: "2026-11-23 00:00:00",
            });
            claimReward(store, memberRow(member.id), id);
          } else spin(store, ticket, memberRow(member.id));
          expect(balanceCents(member.id)).toBeGreaterThanOrEqual(0);
        }
        expect(ledgerSum(member.id)).toBe(balanceCents(member.id));
      }),
      { numRuns: 1 },
    );
    const credited = db
      .prepare("SELECT count(*) FROM ledger WHERE member_id = ? AND kind = 'deposit'")
      .pluck()
      .get(member.id);
    const approved = db
      .prepare("SELECT count(*) FROM deposit_order WHERE member_id = ? AND state = 'approved'")
      .pluck()
      .get(member.id);
    expect(credited).toBe(approved);
  });
});

describe("/m/voucherCenter and /m/vouReport through the BFF", () => {
  const services = () => testServices(backend.url, { memberCacheTtlMs: 0 });

  it("a double-posted deposit form with one key makes one order and both posts land on it", async () => {
    const member = createMember(db);
    const cookie = await memberCookie(member);
    const page = unwrap<{ idempotencyKey: string; methods: Array<{ id: number; kind: string }> }>(
      await runRoute(services(), depositLoader, request("/m/voucherCenter", { cookie })),
    ).data;
    const form = {
      methodId: String(page.methods.find((m) => m.kind === "bank")!.id),
      amount: "250.50",
      idempotencyKey: page.idempotencyKey,
    };
    const post = () =>
      runRoute(services(), depositAction, request("/m/voucherCenter", { cookie, form })) as Promise<Response>;
    const [first, second] = await Promise.all([post(), post()]);
    expect(first.status).toBe(303);
    expect(second).toRedirectTo(first.headers.get("Location")!);
    expect(orderCount(member.id)).toBe(1);
    const shown = unwrap<{ order: { state: string; amount: string; recordHref: string } }>(
      await runRoute(services(), depositLoader, request(first.headers.get("Location")!, { cookie })),
    ).data.order;
    expect(shown).toMatchObject({ state: "pending", amount: "¥250.50" });
    expect(shown.recordHref).toMatch(/^\/m\/vouReport\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses a bad amount in place, keeping what was typed", async () => {
    const member = createMember(db);
    const cookie = await memberCookie(member);
    const form = { methodId: String(methodId("bank")), amount: "12.345", idempotencyKey: randomUUID() };
    const answer = unwrap<{
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    }>(await runRoute(services(), depositAction, request("/m/voucherCenter", { cookie, form })));
    expect(answer.status).toBe(400);
    expect(answer.data.result.error.amount).toEqual(["amount_format"]);
    expect(answer.data.result.initialValue.amount).toBe("12.345");
    expect(orderCount(member.id)).toBe(0);
  });

  it("sends a trial player to registration, told why; a partner home, told why; a guest to login", async () => {
    const trial = createMember(db, { type: 4 });
    const register = (await runRoute(
      services(),
      depositLoader,
      request("/m/voucherCenter", { cookie: await memberCookie(trial) }),
    )) as Response;
    expect(register).toRedirectTo("/m/register?reason=realMoney");
    const partner = createMember(db, { type: 40 });
    const home = (await runRoute(
      services(),
      depositLoader,
      request("/m/voucherCenter", { cookie: await memberCookie(partner) }),
    )) as Response;
    expect(home).toRedirectTo("/m/home");
    // "This account can't deposit or withdraw" comes with it as a flash.
    await expect(home).toFlash({ messageKey: "account.real_money_only" });
    const guest = (await runRoute(services(), recordLoader, request("/m/vouReport"))) as Response;
    expect(guest.headers.get("Location")).toMatch(/^\/m\/login/);
  });

  it("an impossible day in the record's address is corrected with a redirect, never a 500 (issue 21)", async () => {
    const cookie = await memberCookie(createMember(db));
    for (const query of [
      "to=2026-13-45",
      "from=",
      "to=2026-00-10",
      "to=9999-99-99",
      "from=2026-02-30&to=2026-02-31",
    ]) {
      const answer = (await runRoute(
        services(),
        recordLoader,
        request(`/m/vouReport?${query}`, { cookie }),
      )) as Response;
      expect(answer.status, query).toBe(302);
      expect(answer.headers.get("Location"), query).toMatch(
        /^\/m\/vouReport\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
      );
    }
  });

  it("the record shows the member's orders with their state, pages, and corrects a bad query", async () => {
    const member = createMember(db);
    const cookie = await memberCookie(member);
    for (let i = 0; i < 11; i++)
      createDepositOrder(store, memberRow(member.id), order({ amountCents: 10_000 + i }));
    const first = db
      .prepare("SELECT min(id) FROM deposit_order WHERE member_id = ?")
      .pluck()
      .get(member.id) as number;
    decideDepositOrder(store, first, "approve");
    const corrected = (await runRoute(
      services(),
      recordLoader,
      request("/m/vouReport", { cookie }),
    )) as Response;
    const location = corrected.headers.get("Location")!;
    expect(location).toMatch(/^\/m\/vouReport\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    type Record = {
      orders: Array<{ id: number; state: string; amount: string }>;
      query: { from: string; to: string };
      paging: { pages: number; next: number | null };
    };
    const page1 = unwrap<Record>(
      await runRoute(services(), recordLoader, request(location, { cookie })),
    ).data;
    expect(page1.orders).toHaveLength(10);
    expect(page1.paging).toMatchObject({ pages: 2, next: 2 });
    expect(page1.orders[0]).toMatchObject({ state: "pending", amount: "¥100.10" });
    const page2 = unwrap<Record>(
      await runRoute(
        services(),
        recordLoader,
        request(`/m/vouReport?from=${page1.query.from}&to=${page1.query.to}&page=2`, { cookie }),
      ),
    ).data;
    expect(page2.orders).toEqual([
      expect.objectContaining({ id: first, state: "approved", amount: "¥100.00" }),
    ]);
    const empty = unwrap<Record>(
      await runRoute(
        services(),
        recordLoader,
        request("/m/vouReport?from=2020-01-01&to=2020-01-31", { cookie }),
      ),
    ).data;
    expect(empty.orders).toEqual([]);
  });
  it("names each method in the visitor's language, as the deposit page does (issue 49 item 12)", async () => {
    const member = createMember(db);
    const cookie = await memberCookie(member);
    createDepositOrder(store, memberRow(member.id), order({ methodId: methodId("manual") }));
    createDepositOrder(store, memberRow(member.id), order({ methodId: methodId("gateway") }));
    const methods = async (language: string) => {
      const corrected = (await runRoute(
        services(),
        recordLoader as never,
        request("/m/vouReport", { cookie, headers: { "Accept-Language": language } }),
      )) as Response;
      const record = unwrap<{ orders: Array<{ method: string }> }>(
        await runRoute(
          services(),
          recordLoader as never,
          request(corrected.headers.get("Location")!, { cookie, headers: { "Accept-Language": language } }),
        ),
      ).data;
      return record.orders.map((o) => o.method).sort();
    };
    expect(await methods("ko")).toEqual(["수동 계좌 이체", "온라인 결제"].sort());
    expect(await methods("th")).toEqual(["ชำระเงินออนไลน์", "โอนเงินผ่านธนาคารด้วยตนเอง"].sort());
    expect(await methods("en")).toEqual(["Manual bank transfer", "Online payment"]);
  });
});

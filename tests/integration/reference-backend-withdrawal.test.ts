// Withdrawals and the security centre at the reference backend itself (accounts §7 "withdraw",
// "security"): requests fired at the real HTTP endpoints, balance and ledger read from its database.
import { randomUUID } from "node:crypto";
import type { Database } from "@mobile-front/reference-backend/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { balanceOf, createMember, startBackendWithDb, type TestMember } from "../support/member";
import { operator } from "../support/operator";
import { MERCHANT } from "../support/servers";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";

const FUNDS_PASSWORD = "246810";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let db: Database;
beforeAll(async () => {
  backend = await startBackendWithDb();
  db = backend.db;
});
afterAll(() => backend?.close());

type Answer<T> = { status: number; success: boolean; value: T; errorCode?: string };

async function wps<T = unknown>(member: TestMember, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${backend.url}/wps${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Merchant: MERCHANT, Authorization: member.token, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, "status">) };
}

/** A member with a login password, a funds password and one card; answers the card's id. */
async function readyMember(balance: number): Promise<{ member: TestMember; cardId: number }> {
  const member = createMember(db, { balance });
  setLoginPassword(db, member);
  expect(
    (
      await wps(member, "/security/fundsPassword", {
        loginPassword: LOGIN_PASSWORD,
        fundsPassword: FUNDS_PASSWORD,
      })
    ).success,
  ).toBe(true);
  const card = await wps<{ id: number; last4: string }>(member, "/security/bankCards", {
    holder: "Kim Min-jun",
    bankCode: "KB",
    cardNumber: "6222 0212 3456 7890",
    fundsPassword: FUNDS_PASSWORD,
  });
  expect(card.value.last4).toBe("7890");
  return { member, cardId: card.value.id };
}

const withdraw = (member: TestMember, cardId: number, amountCents: number, requestKey = randomUUID()) =>
  wps<{ id: number; state: string; amountCents: number }>(member, "/withdraw", {
    amountCents,
    bankCardId: cardId,
    fundsPassword: FUNDS_PASSWORD,
    requestKey,
  });

const ledgerOf = (member: TestMember) =>
  db
    .prepare(
      "SELECT kind, amount_cents AS amountCents, idempotency_key AS key FROM ledger WHERE member_id = ? ORDER BY id",
    )
    .all(member.id) as { kind: string; amountCents: number; key: string }[];
const ledgerSumCents = (member: TestMember) =>
  ledgerOf(member).reduce((sum, row) => sum + row.amountCents, 0);

beforeEach(async () => {
  await operator(backend.url, "/withdrawals/limits", { minCents: 10_000, maxCents: 5_000_000 });
});

describe("withdrawals at the reference backend", () => {
  it("two withdrawals at the same time never overdraw: one is held, the other refused for the balance", async () => {
    const { member, cardId } = await readyMember(1000);
    const answers = await Promise.all([withdraw(member, cardId, 80_000), withdraw(member, cardId, 80_000)]);
    expect(answers.map((a) => a.success).sort()).toEqual([false, true]);
    const refused = answers.find((a) => !a.success)!;
    expect(refused.errorCode).toBe("withdraw.balance.insufficient");
    expect(balanceOf(db, member)).toBe(200);
    expect(ledgerSumCents(member)).toBe(20_000);
    expect(ledgerOf(member).filter((row) => row.kind === "withdrawal")).toHaveLength(1);
    // The refused request left no order behind.
    expect(
      db.prepare("SELECT count(*) FROM withdrawal_order WHERE member_id = ?").pluck().get(member.id),
    ).toBe(1);
  });

  it("many small withdrawals at once hold exactly what the balance allows", async () => {
    const { member, cardId } = await readyMember(500);
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(member, cardId, 12_000)));
    expect(answers.filter((a) => a.success)).toHaveLength(4);
    expect(balanceOf(db, member)).toBe(20);
    expect(ledgerSumCents(member)).toBe(2000);
  });

  it("a double-posted request with one key makes one order and holds once", async () => {
    const { member, cardId } = await readyMember(1000);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      withdraw(member, cardId, 30_000, key),
      withdraw(member, cardId, 30_000, key),
    ]);
    expect(first.success && second.success).toBe(true);
    expect(second.value.id).toBe(first.value.id);
    const third = await withdraw(member, cardId, 30_000, key);
    expect(third.value.id).toBe(first.value.id);
    expect(balanceOf(db, member)).toBe(700);
    expect(ledgerOf(member).filter((row) => row.kind === "withdrawal")).toEqual([
      { kind: "withdrawal", amountCents: -30_000, key: `withdrawal:${first.value.id}` },
    ]);
  });

  it("rejected twice releases once; approved moves nothing more", async () => {
    const { member, cardId } = await readyMember(1000);
    const rejected = await withdraw(member, cardId, 40_000);
    const approved = await withdraw(member, cardId, 10_000);
    expect(balanceOf(db, member)).toBe(500);
    const decisions = await Promise.all([
      operator(backend.url, `/withdrawals/${rejected.value.id}/reject`, {}),
      operator(backend.url, `/withdrawals/${rejected.value.id}/reject`, {}),
    ]);
    expect(decisions.map((d) => (d as { moved: boolean }).moved).sort()).toEqual([false, true]);
    await operator(backend.url, `/withdrawals/${approved.value.id}/approve`, {});
    await operator(backend.url, `/withdrawals/${approved.value.id}/approve`, {});
    expect(balanceOf(db, member)).toBe(900);
    expect(ledgerSumCents(member)).toBe(90_000);
    expect(ledgerOf(member).filter((row) => row.kind === "withdrawal_release")).toEqual([
      { kind: "withdrawal_release", amountCents: 40_000, key: `withdrawal_release:${rejected.value.id}` },
    ]);
    // A decided order cannot be decided the other way.
    await expect(operator(backend.url, `/withdrawals/${approved.value.id}/reject`, {})).rejects.toThrow(
      /409/,
    );
    const report = await wps<{ id: number; state: string }[]>(member, "/withdraw/report");
    expect(report.value.map((o) => [o.id, o.state])).toEqual([
      [approved.value.id, "approved"],
      [rejected.value.id, "rejected"],
    ]);
  });

  it("refuses a wrong funds password, amounts outside the limits and above the balance, with the field named", async () => {
    const { member, cardId } = await readyMember(1000);
    const wrong = await wps(member, "/withdraw", {
      amountCents: 20_000,
      bankCardId: cardId,
      fundsPassword: "999999",
      requestKey: randomUUID(),
    });
    expect(wrong).toMatchObject({
      status: 400,
      errorCode: "funds.password.wrong",
      value: { field: "fundsPassword" },
    });
    expect((await withdraw(member, cardId, 9_999)).errorCode).toBe("withdraw.amount.below.min");
    await operator(backend.url, "/withdrawals/limits", { minCents: 100, maxCents: 50_000 });
    expect((await withdraw(member, cardId, 50_001)).errorCode).toBe("withdraw.amount.above.max");
    await operator(backend.url, "/withdrawals/limits", { minCents: 100, maxCents: 500_000 });
    expect((await withdraw(member, cardId, 100_001)).errorCode).toBe("withdraw.balance.insufficient");
    expect(balanceOf(db, member)).toBe(1000);
    expect(ledgerOf(member).map((row) => row.kind)).toEqual(["opening"]);
  });
});

describe("security centre at the reference backend", () => {
  it("sets the funds password once, with the login password; reset needs the security answer when one is set", async () => {
    const member = createMember(db);
    setLoginPassword(db, member);
    const wrongLogin = await wps(member, "/security/fundsPassword", {
      loginPassword: "nope",
      fundsPassword: "123456",
    });
    expect(wrongLogin.errorCode).toBe("password.old.invalid");
    const badFormat = await wps(member, "/security/fundsPassword", {
      loginPassword: LOGIN_PASSWORD,
      fundsPassword: "12ab",
    });
    expect(badFormat.errorCode).toBe("funds.password.format");
    expect(
      (
        await wps(member, "/security/fundsPassword", {
          loginPassword: LOGIN_PASSWORD,
          fundsPassword: "123456",
        })
      ).success,
    ).toBe(true);
    const again = await wps(member, "/security/fundsPassword", {
      loginPassword: LOGIN_PASSWORD,
      fundsPassword: "654321",
    });
    expect(again.errorCode).toBe("funds.password.exists");

    const question = await wps(member, "/security/question", {
      loginPassword: LOGIN_PASSWORD,
      questionKey: "birth_city",
      answer: "Seoul",
    });
    expect(question.success).toBe(true);
    const config = await wps<{ fundsPasswordSet: boolean; questionKey: string }>(member, "/security/config");
    expect(config.value).toMatchObject({ fundsPasswordSet: true, questionKey: "birth_city" });
    const wrongAnswer = await wps(member, "/security/fundsPassword/reset", {
      loginPassword: LOGIN_PASSWORD,
      answer: "Busan",
      fundsPassword: "654321",
    });
    expect(wrongAnswer.errorCode).toBe("security.answer.wrong");
    const reset = await wps(member, "/security/fundsPassword/reset", {
      loginPassword: LOGIN_PASSWORD,
      answer: "  seoul ",
      fundsPassword: "654321",
    });
    expect(reset.success).toBe(true);
    const card = await wps(member, "/security/bankCards", {
      holder: "Kim",
      bankCode: "KB",
      cardNumber: "6222021234567890",
      fundsPassword: "123456",
    });
    expect(card.errorCode).toBe("funds.password.wrong");
  });

  it("binds cards with checked holder, bank and number, lists them masked, refuses the same card twice", async () => {
    const { member } = await readyMember(10);
    const bind = (body: Record<string, string>) =>
      wps(member, "/security/bankCards", {
        holder: "김민준",
        bankCode: "ICBC",
        cardNumber: "6212260200012345678",
        fundsPassword: FUNDS_PASSWORD,
        ...body,
      });
    expect((await bind({ cardNumber: "1234" })).errorCode).toBe("card.number.invalid");
    expect((await bind({ holder: "1" })).errorCode).toBe("card.holder.invalid");
    expect((await bind({ bankCode: "NOPE" })).errorCode).toBe("card.bank.unknown");
    expect((await bind({})).success).toBe(true);
    expect((await bind({ cardNumber: "6212 2602 0001 2345 678" })).errorCode).toBe("card.number.bound");
    const list = await wps<Record<string, unknown>[]>(member, "/security/bankCards");
    expect(list.value.map((c) => c.last4)).toEqual(["7890", "5678"]);
    expect(JSON.stringify(list.value)).not.toMatch(/6212260200012345678|6222021234567890/);
  });

  it("pauses the funds password after five wrong ones, even for the right one", async () => {
    const { member, cardId } = await readyMember(1000);
    const attempt = (fundsPassword: string) =>
      wps(member, "/withdraw", {
        amountCents: 20_000,
        bankCardId: cardId,
        fundsPassword,
        requestKey: randomUUID(),
      });
    for (let i = 0; i < 5; i++) expect((await attempt("000000")).errorCode).toBe("funds.password.wrong");
    expect(await attempt(FUNDS_PASSWORD)).toMatchObject({
      status: 429,
      errorCode: "funds.password.too.many",
    });
    expect(balanceOf(db, member)).toBe(1000);
  });

  it("refuses trial players", async () => {
    const trial = createMember(db, { type: 4 });
    expect((await wps(trial, "/security/config")).status).toBe(403);
  });
});

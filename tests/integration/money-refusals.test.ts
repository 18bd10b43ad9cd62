// Every refusal the reference backend gives a money form has its own words in every shipped language
// (issue 21): each refusal below is made for real against the backend, then read through the page's
// own mapping, and its words are looked up in every language. "Unknown error" is never the answer to
// a known code.
import { describe, expect, it } from "vitest";
import { BackendError, createBackendClient } from "~/.server/backend";
import { LOCALES } from "~/locales";
import { refusalErrors } from "~/.server/account-session";
import { transferRefusal } from "~/routes/agent/agent.server";
import { depositRefusal } from "~/routes/cashier/voucher-center.server";
import { responsibleRefusal } from "~/.server/responsible-refusal";
import { refusalKey } from "~/domain/responsible-words";
import { action as teamAction } from "~/routes/agent/team";
import { balanceOf, createMember, type TestMember } from "../support/member";
import { backendOfFile, memberCookie, request, runRoute, testServices } from "../support/route";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";
import { textsOf } from "../support/texts";

const backend = backendOfFile();
const FUNDS_PASSWORD = "135790";
const KEY = () => crypto.randomUUID();

const client = (member: TestMember) =>
  createBackendClient({
    baseUrl: backend.url,
    merchant: "demo",
    language: "EN",
    token: member.token,
    timeoutMs: 3000,
  });

/** The error a backend call was refused with. */
async function refusalOf(call: Promise<unknown>): Promise<BackendError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BackendError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** The one message key of a form refusal, as "namespace:path" of the texts. */
function keyOf(refusal: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, prefix: string) {
  const keys = [...(refusal.formErrors ?? []), ...Object.values(refusal.fieldErrors ?? {}).flat()];
  expect(keys).toHaveLength(1);
  const key = keys[0]!;
  if (key.includes(":")) return key;
  return `translation:${key.includes(".") ? key : `${prefix}.${key}`}`;
}

/** Words in every shipped language, not the general refusal. */
function expectWordsEverywhere(textKey: string) {
  expect(textKey).not.toMatch(/unknown_error$|\.refused$/);
  for (const lng of LOCALES) expect(textsOf(lng)[textKey], `${lng} ${textKey}`).toBeTruthy();
}

async function memberWithCard(balance = 1000) {
  const member = createMember(backend.db, { balance });
  setLoginPassword(backend.db, member);
  const api = client(member);
  await api.setFundsPassword({ loginPassword: LOGIN_PASSWORD, fundsPassword: FUNDS_PASSWORD });
  await api.bindBankCard({
    holder: "Kim Min-jun",
    bankCode: "KB",
    cardNumber: "6222021234567890",
    fundsPassword: FUNDS_PASSWORD,
  });
  const [card] = await api.bankCards();
  return { member, api, cardId: card!.id };
}

describe("withdraw refusals", () => {
  it.each([
    ["withdraw.balance.insufficient", { amountCents: 200_000 }, "security.errors.amount_above_balance"],
    ["withdraw.amount.below.min", { amountCents: 100 }, "security.errors.amount_below_min"],
    ["withdraw.amount.above.max", { amountCents: 10_000_000 }, "security.errors.amount_above_max"],
    ["funds.password.wrong", { fundsPassword: "000000" }, "security.errors.funds_password_wrong"],
  ] as const)("%s has its words", async (code, change, expected) => {
    const { api, cardId } = await memberWithCard(1000);
    const error = await refusalOf(
      api.withdraw({
        amountCents: 10_000,
        bankCardId: cardId,
        fundsPassword: FUNDS_PASSWORD,
        requestKey: KEY(),
        ...change,
      }),
    );
    expect(error.errorCode).toBe(code);
    const key = keyOf(refusalErrors(error), "account.errors");
    expect(key).toBe(`translation:${expected}`);
    expectWordsEverywhere(key);
  });

  it("a locked funds password (too many wrong ones) has its words", async () => {
    const { api, cardId } = await memberWithCard(1000);
    const wrong = () =>
      refusalOf(
        api.withdraw({ amountCents: 10_000, bankCardId: cardId, fundsPassword: "000000", requestKey: KEY() }),
      );
    let error = await wrong();
    for (let i = 0; i < 10 && error.errorCode !== "funds.password.too.many"; i++) error = await wrong();
    expect(error.errorCode).toBe("funds.password.too.many");
    const key = keyOf(refusalErrors(error), "account.errors");
    expect(key).toBe("translation:security.errors.funds_password_locked");
    expectWordsEverywhere(key);
  });

  it("a withdrawal without a funds password set has its words", async () => {
    const member = createMember(backend.db, { balance: 1000 });
    const error = await refusalOf(
      client(member).withdraw({
        amountCents: 10_000,
        bankCardId: 1,
        fundsPassword: "111111",
        requestKey: KEY(),
      }),
    );
    const key = keyOf(refusalErrors(error), "account.errors");
    expectWordsEverywhere(key);
  });
});

describe("deposit refusals", () => {
  const methods = async (member: TestMember) => (await client(member).depositOptions()).methods;

  it("below the minimum, above the maximum and a method switched off have their words", async () => {
    const member = createMember(backend.db);
    const [method] = await methods(member);
    const order = (amountCents: number, methodId = method!.id) =>
      client(member).createDepositOrder({ methodId, amountCents, promotionId: null, idempotencyKey: KEY() });
    for (const [amountCents, methodId, code] of [
      [method!.minCents - 1, method!.id, "deposit.amount.below.min"],
      [method!.maxCents + 1, method!.id, "deposit.amount.above.max"],
      [method!.minCents, 999_999, "deposit.method.unavailable"],
    ] as const) {
      const error = await refusalOf(order(amountCents, methodId));
      expect(error.errorCode).toBe(code);
      expectWordsEverywhere(keyOf(depositRefusal(error), "cashier.errors"));
    }
  });

  it("a trial player's deposit has the real-money words", async () => {
    const trial = createMember(backend.db, { type: 4 });
    const [method] = await methods(createMember(backend.db));
    const error = await refusalOf(
      client(trial).createDepositOrder({
        methodId: method!.id,
        amountCents: method!.minCents,
        promotionId: null,
        idempotencyKey: KEY(),
      }),
    );
    expect(error.errorCode).toBe("deposit.real.account.only");
    const key = keyOf(depositRefusal(error), "cashier.errors");
    expect(key).toBe("translation:account.real_money_trial");
    expectWordsEverywhere(key);
  });

  it("the player's own deposit limit reached is said with what may still be deposited", async () => {
    const member = createMember(backend.db);
    await client(member).setResponsibleLimit("deposit.day", 10_000);
    const [method] = await methods(member);
    const error = await refusalOf(
      client(member).createDepositOrder({
        methodId: method!.id,
        amountCents: 20_000,
        promotionId: null,
        idempotencyKey: KEY(),
      }),
    );
    const limited = responsibleRefusal(error);
    expect(limited).toMatchObject({ limit: "deposit.day", remainingCents: 10_000 });
    expectWordsEverywhere(`responsible:${refusalKey(limited!.limit)}`);
  });
});

describe("agent transfer refusals", () => {
  function agentWithDownline(balance = 100) {
    const agent = createMember(backend.db, { type: 1, balance });
    const downline = createMember(backend.db, { type: 0, balance: 0 });
    backend.db.prepare("UPDATE members SET parent_id = ? WHERE id = ?").run(agent.id, downline.id);
    return { api: client(agent), downline };
  }

  it.each([
    ["agent.transfer.balance", 20_000, "downline", "account.errors.transfer_over_balance"],
    ["agent.transfer.amount.max", 1_000_000_001, "downline", "account.errors.transfer_above_max"],
    ["agent.transfer.downline", 100, "stranger", "account.errors.transfer_not_downline"],
  ] as const)("%s has its words", async (code, amountCents, to, expected) => {
    const { api, downline } = agentWithDownline();
    const account = to === "downline" ? downline.account : createMember(backend.db).account;
    const error = await refusalOf(api.transferToDownline({ account, amountCents, idempotencyKey: KEY() }));
    expect(error.errorCode).toBe(code);
    const key = keyOf(transferRefusal(error), "account.errors");
    expect(key).toBe(`translation:${expected}`);
    expectWordsEverywhere(key);
  });

  it("a form re-sent with a used key and another downline moves nothing and says so, not 'Transferred'", async () => {
    const agent = createMember(backend.db, { type: 1, balance: 100 });
    const [first, second] = [createMember(backend.db), createMember(backend.db)];
    for (const downline of [first, second])
      backend.db.prepare("UPDATE members SET parent_id = ? WHERE id = ?").run(agent.id, downline.id);
    const cookie = await memberCookie(agent);
    const idempotencyKey = KEY();
    const post = (account: string) =>
      runRoute(
        testServices(backend.url),
        teamAction,
        request("/m/member/team", {
          cookie,
          form: { intent: "transfer", account, amount: "5", idempotencyKey },
        }),
      );
    expect(((await post(first!.account)) as Response).status).toBe(303);
    const again = await post(second!.account);
    expect(again).toMatchObject({
      init: { status: 409 },
      data: { formId: `transfer-${second!.account}`, result: { error: { "": ["transfer_repeated"] } } },
    });
    expect(balanceOf(backend.db, second!)).toBe(1000);
    expectWordsEverywhere("translation:account.errors.transfer_repeated");
  });

  it("the same form posted twice (a double tap without JavaScript) says 'Transferred' both times and moves once", async () => {
    // The first post empties the agent's wallet: the second is still a replay, not an overdraft.
    const agent = createMember(backend.db, { type: 1, balance: 5 });
    const downline = createMember(backend.db);
    backend.db.prepare("UPDATE members SET parent_id = ? WHERE id = ?").run(agent.id, downline.id);
    const cookie = await memberCookie(agent);
    const form = { intent: "transfer", account: downline.account, amount: "5", idempotencyKey: KEY() };
    const post = () =>
      runRoute(testServices(backend.url), teamAction, request("/m/member/team", { cookie, form }));
    for (const answer of [await post(), await post()]) {
      expect(answer).toRedirectTo("/m/member/team");
      await expect(answer).toFlash({ messageKey: "agent.team.transferred" });
    }
    expect([balanceOf(backend.db, agent), balanceOf(backend.db, downline)]).toEqual([0, 1005]);
  });

  it("a rebate for an account that is not a downline has its words", async () => {
    const { api } = agentWithDownline();
    const error = await refusalOf(api.updateDownlineRebate(createMember(backend.db).account, 0));
    expect(error.errorCode).toBe("agent.downline.unknown");
    expectWordsEverywhere(keyOf(transferRefusal(error), "account.errors"));
  });
});

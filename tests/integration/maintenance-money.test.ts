// Maintenance stops money at once (issue 49): the moment the operator switches it on, the reference
// backend refuses every write of a member (`system.maintenance`), so the very next deposit and
// withdrawal through the BFF move nothing, though the BFF's cached status still says the site is up;
// the BFF answers the refusal with the maintenance page. Once maintenance ends, the page finds the
// site back within a second, not after the status's time to live.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createBackendClient } from "~/.server/backend";
import { createMember, sessionCookie, startBackendWithDb, type TestMember } from "../support/member";
import { operator } from "../support/operator";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";
import { BFF_SESSION_SECRET, MERCHANT, startBff } from "../support/servers";

const FUNDS_PASSWORD = "135790";
/** Far longer than the test: only the backend's refusal can tell the BFF of maintenance in time. */
const STATUS_TTL_MS = 120_000;

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  backend = await startBackendWithDb();
  bff = await startBff(backend.url, { statusTtlMs: STATUS_TTL_MS });
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

const client = (member: TestMember) =>
  createBackendClient({
    baseUrl: backend.url,
    merchant: MERCHANT,
    language: "EN",
    token: member.token,
    timeoutMs: 3000,
  });

/** A member with a balance, a funds password and a bank card, and the BFF cookie of its session. */
async function memberWithCard() {
  const member = createMember(backend.db, { balance: 1000 });
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
  const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
  return { member, cardId: card!.id, cookie: `${name}=${value}` };
}

/** Everything money leaves behind for a member: balance, ledger rows, orders. */
const moneyOf = (member: TestMember) =>
  backend.db
    .prepare(
      `SELECT (SELECT balance_cents FROM members WHERE id = @id) AS balance,
              (SELECT count(*) FROM ledger WHERE member_id = @id) AS ledgerRows,
              (SELECT count(*) FROM deposit_order WHERE member_id = @id) AS deposits,
              (SELECT count(*) FROM withdrawal_order WHERE member_id = @id) AS withdrawals`,
    )
    .get({ id: member.id });

const page = (path: string, cookie: string) =>
  fetch(`${bff.url}${path}`, { redirect: "manual", headers: { Cookie: cookie, "Accept-Language": "en" } });
const post = (path: string, cookie: string, form: Record<string, string>) =>
  fetch(`${bff.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Accept-Language": "en", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });

/** The page a form post led to, followed as a browser does. */
async function landing(answer: Response, cookie: string) {
  expect([302, 303]).toContain(answer.status);
  const next = await page(answer.headers.get("Location")!, cookie);
  return { status: next.status, retryAfter: next.headers.get("Retry-After"), body: await next.text() };
}

const isMaintenancePage = (body: string) => body.includes('data-status="1"');

it("refuses the very next deposit and withdrawal once maintenance is on, shows the maintenance page, and moves nothing", async () => {
  const { member, cardId, cookie } = await memberWithCard();
  const methodId = backend.db
    .prepare("SELECT id FROM deposit_method WHERE kind = 'bank' ORDER BY sequence LIMIT 1")
    .pluck()
    .get() as number;
  // The BFF knows the site as up (and keeps that for STATUS_TTL_MS).
  expect((await page("/m/voucherCenter", cookie)).status).toBe(200);
  expect((await page("/m/withdraw", cookie)).status).toBe(200);
  const before = moneyOf(member);

  await operator(backend.url, "/status", { maintenance: true });
  try {
    const deposit = await post("/m/voucherCenter", cookie, {
      methodId: String(methodId),
      amount: "250.50",
      idempotencyKey: randomUUID(),
    });
    const afterDeposit = await landing(deposit, cookie);
    expect([afterDeposit.status, afterDeposit.retryAfter]).toEqual([503, "300"]);
    expect(isMaintenancePage(afterDeposit.body)).toBe(true);
    // Without script it reloads itself (with script it asks its address again: the HEAD below).
    expect(afterDeposit.body).toMatch(/<noscript><meta http-equiv="refresh" content="\d+"\/?><\/noscript>/);
    expect(
      (await fetch(`${bff.url}/m/voucherCenter`, { method: "HEAD", headers: { Cookie: cookie } })).status,
    ).toBe(503);

    const withdraw = await post("/m/withdraw", cookie, {
      amount: "100",
      bankCardId: String(cardId),
      fundsPassword: FUNDS_PASSWORD,
      requestKey: randomUUID(),
    });
    const afterWithdraw = await landing(withdraw, cookie);
    expect(afterWithdraw.status).toBe(503);
    expect(isMaintenancePage(afterWithdraw.body)).toBe(true);
    // A form sent by script (React Router's data request) is led to the page too, not to its data.
    const scripted = await fetch(`${bff.url}/m/voucherCenter.data`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        methodId: String(methodId),
        amount: "250.50",
        idempotencyKey: randomUUID(),
      }),
    });
    expect(await scripted.text()).toMatch(/"redirect","\/m\/voucherCenter"/);
    expect(moneyOf(member)).toEqual(before);
  } finally {
    await operator(backend.url, "/status", { maintenance: false });
  }
  // The screen's ask (HEAD) and "Try again" (the same page) find the site back within the re-check,
  // not after the status's time to live.
  const head = () => fetch(`${bff.url}/m/withdraw`, { method: "HEAD", headers: { Cookie: cookie } });
  await expect.poll(async () => (await head()).status, { timeout: 5000, interval: 200 }).toBe(200);
  expect((await page("/m/withdraw", cookie)).status).toBe(200);
});

it("the reference backend refuses a member's writes in maintenance with system.maintenance; logging out still works", async () => {
  const member = createMember(backend.db, { balance: 1000 });
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${backend.url}/wps${path}`, {
      method,
      headers: { Merchant: MERCHANT, Authorization: member.token, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await operator(backend.url, "/status", { maintenance: true });
  try {
    const refused = await call("POST", "/session/login", { username: "demo_player", password: "Passw0rd!" });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: "system.maintenance" });
    // Reads still answer; a logout ends the session.
    expect((await call("GET", "/system/status")).status).toBe(200);
    expect((await call("DELETE", "/session/logout")).status).toBe(200);
  } finally {
    await operator(backend.url, "/status", { maintenance: false });
  }
});

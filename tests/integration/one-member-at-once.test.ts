// One member, many requests at once (issue 62): a double tap without JavaScript, two tabs, a fetcher's
// post beside page loads, twenty deposits and ten withdrawals in parallel, all on one session through
// a real BFF with two workers and the per-session answers on (HEADER_TTL_MS). A post clears the
// session's cached answers while its other requests wait on them; none of them may answer 5xx, and
// money still moves exactly once per key.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createBackendClient } from "~/.server/backend";
import { createMember, sessionCookie, startBackendWithDb, type TestMember } from "../support/member";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";
import { BFF_SESSION_SECRET, MERCHANT, startBff } from "../support/servers";

const FUNDS_PASSWORD = "135790";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  backend = await startBackendWithDb();
  bff = await startBff(backend.url, {
    statusTtlMs: 60_000,
    env: { WEB_CONCURRENCY: "2", HEADER_TTL_MS: "60000" },
  });
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

/** A member with a balance, a funds password and a bank card, and a cookie jar holding its session. */
async function memberWithCard(balance: number) {
  const member = createMember(backend.db, { balance });
  setLoginPassword(backend.db, member);
  const api = createBackendClient({
    baseUrl: backend.url,
    merchant: MERCHANT,
    language: "EN",
    token: member.token,
    timeoutMs: 3000,
  });
  await api.setFundsPassword({ loginPassword: LOGIN_PASSWORD, fundsPassword: FUNDS_PASSWORD });
  await api.bindBankCard({
    holder: "Kim Min-jun",
    bankCode: "KB",
    cardNumber: "6222021234567890",
    fundsPassword: FUNDS_PASSWORD,
  });
  const [card] = await api.bankCards();
  const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
  return { member, cardId: card!.id, jar: new Jar(`${name}=${value}`) };
}

/** The session cookie as a browser keeps it: every answer's new session cookie replaces it. */
class Jar {
  constructor(public cookie: string) {}
  keep(answer: Response) {
    const renewed = answer.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))
      ?.split(";")[0];
    if (renewed && renewed !== "session=") this.cookie = renewed;
  }
}

/** Every answer of the test, for the one check that matters here: none is a 5xx. */
const answers: Array<{ what: string; status: number }> = [];

async function send(jar: Jar, path: string, form?: Record<string, string>): Promise<Response> {
  const answer = await fetch(`${bff.url}${path}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      Cookie: jar.cookie,
      "Accept-Language": "en",
      ...(form && { "Content-Type": "application/x-www-form-urlencoded" }),
    },
    body: form && new URLSearchParams(form),
  });
  await answer.arrayBuffer();
  answers.push({ what: `${form ? "POST" : "GET"} ${path}`, status: answer.status });
  jar.keep(answer);
  return answer;
}

const serverErrors = () => answers.filter((a) => a.status >= 500);

const depositMethod = () =>
  backend.db
    .prepare("SELECT id FROM deposit_method WHERE kind = 'bank' ORDER BY sequence LIMIT 1")
    .pluck()
    .get() as number;

const money = (member: TestMember) =>
  backend.db
    .prepare(
      `SELECT (SELECT balance_cents FROM members WHERE id = @id) AS balance,
              (SELECT coalesce(sum(amount_cents), 0) FROM ledger WHERE member_id = @id) AS ledger,
              (SELECT count(*) FROM deposit_order WHERE member_id = @id) AS deposits,
              (SELECT count(*) FROM withdrawal_order WHERE member_id = @id) AS withdrawals`,
    )
    .get({ id: member.id }) as { balance: number; ledger: number; deposits: number; withdrawals: number };

const deposit = (key: string) => ({ methodId: String(depositMethod()), amount: "120", idempotencyKey: key });

it("a double tap of the deposit form: no 5xx, one order for the one key", async () => {
  answers.length = 0;
  const { member, jar } = await memberWithCard(1000);
  await send(jar, "/m/voucherCenter");
  const form = deposit(randomUUID());
  for (let tap = 0; tap < 10; tap++) {
    await Promise.all([send(jar, "/m/voucherCenter", form), send(jar, "/m/voucherCenter", form)]);
  }
  expect(serverErrors()).toEqual([]);
  expect(money(member).deposits).toBe(1);
});

it("twenty deposits with their own keys at once: no 5xx, each made exactly once", async () => {
  answers.length = 0;
  const { member, jar } = await memberWithCard(1000);
  await send(jar, "/m/voucherCenter");
  const keys = Array.from({ length: 20 }, () => randomUUID());
  await Promise.all(keys.map((key) => send(jar, "/m/voucherCenter", deposit(key))));
  // The same keys again (a browser's retry): nothing more is made.
  await Promise.all(keys.map((key) => send(jar, "/m/voucherCenter", deposit(key))));
  expect(serverErrors()).toEqual([]);
  expect(money(member).deposits).toBe(20);
});

it("ten withdrawals at once: no 5xx, never below zero, the ledger equal to the balance", async () => {
  answers.length = 0;
  // Enough for six of the ten: the rest are refused (4xx or a form error), none overdraws.
  const { member, cardId, jar } = await memberWithCard(1000);
  await send(jar, "/m/withdraw");
  await Promise.all(
    Array.from({ length: 10 }, () =>
      send(jar, "/m/withdraw", {
        amount: "150",
        bankCardId: String(cardId),
        fundsPassword: FUNDS_PASSWORD,
        requestKey: randomUUID(),
      }),
    ),
  );
  expect(serverErrors()).toEqual([]);
  const after = money(member);
  expect(after.withdrawals).toBe(6);
  expect(after.balance).toBe(1000 * 100 - 6 * 150 * 100);
  expect(after.ledger).toBe(after.balance);
});

it("two tabs loading member pages while a fetcher posts the theme: no 5xx", async () => {
  answers.length = 0;
  const { jar } = await memberWithCard(1000);
  const pages = [
    "/m/withdraw",
    "/m/voucherCenter",
    "/m/securityCenter",
    "/m/member/home",
    "/m/withdraw.data",
    "/m/member/home.data",
  ];
  // Each round: a theme tap (a fetcher's post) and a page load in each tab, all sent with the cookie
  // the browser holds then, as they are when a tap and a navigation overlap.
  for (let round = 0; round < 12; round++) {
    await Promise.all([
      send(jar, "/resources/theme", { theme: round % 2 ? "dark" : "light", redirectTo: "/m/withdraw" }),
      send(jar, pages[round % pages.length]),
      send(jar, pages[(round + 3) % pages.length]),
    ]);
  }
  expect(serverErrors()).toEqual([]);
});

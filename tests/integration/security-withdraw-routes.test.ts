// The withdraw page and the security centre through their loaders and actions, against the reference
// backend (issue 11): the member is led to set a funds password and bind a card first; a form posted
// twice with one idempotency key makes one order; a wrong funds password is refused in place and
// never echoed; what else was typed stays.
import { describe, expect, it } from "vitest";
import { takeFlash } from "~/.server/flash";
import { action as centreAction, loader as centreLoader } from "~/routes/security/security-center";
import { action as withdrawAction, loader as withdrawLoader } from "~/routes/security/withdraw";
import { balanceOf, createMember, sessionCookie, type TestMember } from "../support/member";
import {
  backendOfFile,
  memberCookie,
  request,
  runRoute,
  SESSION_SECRET,
  testServices,
  unwrap,
  type AnyRoute,
} from "../support/route";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";

const FUNDS_PASSWORD = "135790";

const backend = backendOfFile();

const services = () => testServices(backend.url);
type WithdrawData = Awaited<ReturnType<typeof withdrawLoader>>;
type CentreData = Awaited<ReturnType<typeof centreLoader>>;
type Answer = {
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
};

async function memberWithCookie(balance = 1000) {
  const member = createMember(backend.db, { balance });
  setLoginPassword(backend.db, member);
  return { member, cookie: await memberCookie(member) };
}

const flashOf = async (response: Response) =>
  (
    await takeFlash(
      new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")! } }),
    )
  ).flash;

const post = (fn: AnyRoute, path: string, cookie: string, form: Record<string, string>) =>
  runRoute(services(), fn, request(path, { cookie, form }));

const withdrawData = async (cookie: string) =>
  (await runRoute(services(), withdrawLoader, request("/m/withdraw", { cookie }))) as WithdrawData;

async function setUp(cookie: string) {
  const set = (await post(centreAction, "/m/securityCenter", cookie, {
    intent: "setFundsPassword",
    loginPassword: LOGIN_PASSWORD,
    fundsPassword: FUNDS_PASSWORD,
    confirmFundsPassword: FUNDS_PASSWORD,
  })) as Response;
  expect(set.status).toBe(303);
  expect(await flashOf(set)).toEqual({ kind: "success", messageKey: "security.done.fundsPasswordSet" });
  const bind = (await post(centreAction, "/m/securityCenter", cookie, {
    intent: "bindCard",
    holder: "Kim Min-jun",
    bankCode: "KB",
    cardNumber: "6222 0212 3456 7890",
    fundsPassword: FUNDS_PASSWORD,
  })) as Response;
  expect(bind).toRedirectTo("/m/securityCenter");
}

describe("/m/withdraw and /m/securityCenter", () => {
  it("leads a member without a funds password, then without a card, to the security centre", async () => {
    const { cookie } = await memberWithCookie();
    expect((await withdrawData(cookie)).step).toBe("fundsPassword");
    await post(centreAction, "/m/securityCenter", cookie, {
      intent: "setFundsPassword",
      loginPassword: LOGIN_PASSWORD,
      fundsPassword: FUNDS_PASSWORD,
      confirmFundsPassword: FUNDS_PASSWORD,
    });
    expect((await withdrawData(cookie)).step).toBe("bankCard");
    const centre = (await runRoute(
      services(),
      centreLoader,
      request("/m/securityCenter", { cookie }),
    )) as CentreData;
    expect(centre.config.fundsPasswordSet).toBe(true);
    expect(centre.paymentPassword.regExp).toBe("^\\d{6}$");
  });

  it("a withdrawal form posted twice with one key makes one order and moves the money once", async () => {
    const { member, cookie } = await memberWithCookie(1000);
    await setUp(cookie);
    const data = await withdrawData(cookie);
    expect(data.step).toBe("form");
    expect(data.balanceCents).toBe(100_000);
    expect(data.cards[0]).toMatchObject({ bank: "KB Kookmin Bank", number: "**** **** **** 7890" });
    const form = {
      amount: "250.50",
      bankCardId: String(data.cards[0].id),
      fundsPassword: FUNDS_PASSWORD,
      requestKey: data.requestKey,
    };
    const answers = (await Promise.all([
      post(withdrawAction, "/m/withdraw", cookie, form),
      post(withdrawAction, "/m/withdraw", cookie, form),
    ])) as Response[];
    // Both show the same result: back to the page with the same toast.
    for (const answer of answers) {
      expect(answer).toRedirectTo("/m/withdraw");
      expect(await flashOf(answer)).toEqual({
        kind: "success",
        messageKey: "security.done.withdrawRequested",
      });
    }
    // A resubmitted page after the money left still answers its order, not "more than your balance".
    const again = (await post(withdrawAction, "/m/withdraw", cookie, {
      ...form,
      amount: "250.50",
    })) as Response;
    expect(again.status).toBe(303);
    expect(balanceOf(backend.db, member)).toBe(749.5);
    const after = await withdrawData(cookie);
    expect(after.orders).toEqual([expect.objectContaining({ amountCents: 25_050, state: "pending" })]);
    expect(after.requestKey).not.toBe(data.requestKey);
  });

  it("refuses a wrong funds password in place, keeps the amount and the key, never echoes the password", async () => {
    const { member, cookie } = await memberWithCookie(1000);
    await setUp(cookie);
    const data = await withdrawData(cookie);
    const answer = unwrap<Answer>(
      await post(withdrawAction, "/m/withdraw", cookie, {
        amount: "300",
        bankCardId: String(data.cards[0].id),
        fundsPassword: "000000",
        requestKey: data.requestKey,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toEqual({ fundsPassword: ["security.errors.funds_password_wrong"] });
    expect(answer.data.result.initialValue).toMatchObject({ amount: "300", requestKey: data.requestKey });
    expect(answer.data.result.initialValue).not.toHaveProperty("fundsPassword");
    expect(balanceOf(backend.db, member)).toBe(1000);
  });

  it("answers the backend's balance refusal on the amount field", async () => {
    const { cookie } = await memberWithCookie(150);
    await setUp(cookie);
    const data = await withdrawData(cookie);
    const answer = unwrap<Answer>(
      await post(withdrawAction, "/m/withdraw", cookie, {
        amount: "200",
        bankCardId: String(data.cards[0].id),
        fundsPassword: FUNDS_PASSWORD,
        requestKey: data.requestKey,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toEqual({ amount: ["security.errors.amount_above_balance"] });
  });

  it("keeps what was typed in a refused card form but not the funds password", async () => {
    const { cookie } = await memberWithCookie();
    await setUp(cookie);
    const answer = unwrap<Answer & { intent: string }>(
      await post(centreAction, "/m/securityCenter", cookie, {
        intent: "bindCard",
        holder: "Kim Min-jun",
        bankCode: "KB",
        cardNumber: "6222021234567890",
        fundsPassword: FUNDS_PASSWORD,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.intent).toBe("bindCard");
    expect(answer.data.result.error).toEqual({ cardNumber: ["security.errors.card_bound"] });
    expect(answer.data.result.initialValue).toEqual({
      intent: "bindCard",
      holder: "Kim Min-jun",
      bankCode: "KB",
      cardNumber: "6222021234567890",
    });
  });

  it("sends guests to login and trial players to registration, saying why", async () => {
    const guest = (await runRoute(services(), withdrawLoader, request("/m/withdraw"))) as Response;
    expect(guest.headers.get("Location")).toMatch(/^\/m\/login/);
    const trial: TestMember = createMember(backend.db, { type: 4 });
    const c = await sessionCookie(SESSION_SECRET, trial);
    const answer = (await runRoute(
      services(),
      centreLoader,
      request("/m/securityCenter", { cookie: `${c.name}=${c.value}` }),
    )) as Response;
    // The one trial refusal (decision 0062).
    expect(answer).toRedirectTo("/m/register?reason=realAccount");
  });
});

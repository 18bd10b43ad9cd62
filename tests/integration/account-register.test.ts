// Registration action against a real reference backend: every field rule, taken username, invalid
// affiliate code, SMS codes, captcha, terms, and that a refusal saves nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fieldFormat } from "~/domain/field-format";
import { action, loader } from "~/routes/account/register";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { OPERATOR_TOKEN, startBackend, type RunningBackend } from "../support/servers";
import {
  captchaAnswer,
  expectRedirect,
  expireCodes,
  humanCheck,
  latestCode,
  type Reply,
} from "./account-support";

let backend: RunningBackend;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackend();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

type Captcha = { captchaId: string; image: string };
type RegisterData = { result: Reply; captcha: Captcha | null; codeSent: { expiredMinutes?: number } | null };
type LoaderData = {
  captcha: Captcha | null;
  affiliate: { code: string; valid: boolean } | null;
  methods: string[];
  method: string;
  fields: string[];
};

let captcha: Captcha;
beforeEach(async () => {
  const { data } = unwrap<LoaderData>(await runRoute(services, loader, request("/m/register")));
  captcha = data.captcha!;
});

async function withCaptcha(form: Record<string, string>) {
  return {
    ...form,
    captchaId: captcha.captchaId,
    captcha: await captchaAnswer(backend.url, captcha.captchaId),
  };
}
const post = async (form: Record<string, string>, raw = false) =>
  runRoute(services, action, request("/m/register", { form: raw ? form : await withCaptcha(form) }));
const valid = (over: Record<string, string> = {}) => ({
  method: "username",
  intent: "register",
  username: "newplayer1",
  password: "Secret123",
  confirmPassword: "Secret123",
  email: "new.player@example.com",
  nickname: "Newbie",
  terms: "on",
  ...over,
});
/** Whether an account exists, asked the way the screens ask (username availability). */
async function exists(username: string): Promise<boolean> {
  const r = await fetch(`${backend.url}/wps/check/username?username=${username}`, {
    headers: { Merchant: "demo" },
  });
  return r.status !== 200;
}

describe("registration by username", () => {
  it("the loader offers both methods, username first, and a captcha", async () => {
    const { data } = unwrap<LoaderData>(await runRoute(services, loader, request("/m/register.html")));
    expect(data.methods).toEqual(["username", "mobileNum"]);
    expect(data.method).toBe("username");
    expect(data.fields).toEqual(["username", "password", "confirmPassword"]);
    expect(data.captcha?.image).toMatch(/^iVBORw0KGgo/);
  });

  it("hands the browser field rules it can say in words (the account, the number, the invitation code)", async () => {
    const { data } = unwrap<LoaderData & { settings: Record<string, { regExp: string }> }>(
      await runRoute(services, loader, request("/m/register")),
    );
    expect(fieldFormat(data.settings.username.regExp)).toMatchObject({
      min: 6,
      max: 16,
      startsWithLetter: true,
    });
    expect(fieldFormat(data.settings.mobileNum.regExp)).toMatchObject({ kinds: ["digits"] });
    expect(fieldFormat(data.settings.affiliateCode.regExp)).toMatchObject({ kinds: ["letters", "digits"] });
  });

  it("registers, logs the new member in and greets them", async () => {
    const response = expectRedirect(await post(valid({ username: "fresh_member" })), "/m/home");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
    expect(await exists("fresh_member")).toBe(true);
  });

  const fieldCases: [string, Record<string, string>, Record<string, string[]>][] = [
    ["username too short", { username: "ab" }, { username: ["in_account_format"] }],
    ["username missing", { username: "" }, { username: ["in_required"] }],
    [
      "password without a digit",
      { password: "onlyletters", confirmPassword: "onlyletters" },
      { password: ["in_password_format"] },
    ],
    ["confirmation missing", { confirmPassword: "" }, { confirmPassword: ["in_incorrect_password"] }],
    [
      "confirmation different",
      { confirmPassword: "Secret124" },
      { confirmPassword: ["in_confirmation_correct"] },
    ],
    ["e-mail malformed", { email: "not-an-email" }, { email: ["in_email_incorrect"] }],
    ["nickname with markup", { nickname: "<b>x</b>" }, { nickname: ["in_name_format"] }],
    ["affiliate code malformed", { affiliateCode: "!!" }, { affiliateCode: ["invitation_code_error"] }],
    ["terms not accepted", { terms: "" }, { terms: ["terms_required"] }],
    ["captcha not digits", { captcha: "abc" }, { captcha: ["captcha_digits"] }],
  ];
  for (const [name, change, errors] of fieldCases) {
    it(`refuses: ${name}, keeping what was typed but no password`, async () => {
      const form = { ...(await withCaptcha(valid({ username: "rule_case1" }))), ...change };
      const { data, status } = unwrap<RegisterData>(await post(form, true));
      expect(status).toBe(400);
      expect(data.result.error).toEqual(errors);
      if (!("username" in change)) expect(data.result.initialValue?.username).toBe("rule_case1");
      expect(data.result.initialValue).not.toHaveProperty("password");
      expect(data.result.initialValue).not.toHaveProperty("confirmPassword");
      expect(data.captcha?.captchaId).toBeTruthy();
      expect(await exists("rule_case1")).toBe(false);
    });
  }

  it("an optional empty field passes", async () => {
    expectRedirect(await post(valid({ username: "no_email1", email: "", nickname: "" })), "/m/home");
  });

  it("refuses a taken username in place", async () => {
    const { data } = unwrap<RegisterData>(await post(valid({ username: "demo_player" })));
    expect(data.result.error).toEqual({ username: ["in_username_exists"] });
    expect(data.result.initialValue?.email).toBe("new.player@example.com");
  });

  it("refuses a wrong captcha answer and saves nothing", async () => {
    const form = {
      ...valid({ username: "bad_captcha" }),
      captchaId: captcha.captchaId,
      captcha: "0000000".slice(0, 6),
    };
    const answer = await captchaAnswer(backend.url, captcha.captchaId);
    if (answer === form.captcha) form.captcha = "111111";
    const { data } = unwrap<RegisterData>(await post(form, true));
    // Said as wrong (issue 49), not as "please enter the verification code".
    expect(data.result.error).toEqual({ captcha: ["in_captcha_wrong"] });
    expect(await exists("bad_captcha")).toBe(false);
  });

  it("refuses an unknown affiliate code and saves nothing; a valid one is accepted", async () => {
    const { data } = unwrap<RegisterData>(
      await post(valid({ username: "aff_member", affiliateCode: "NOPE1234" })),
    );
    expect(data.result.error).toEqual({ affiliateCode: ["invitation_code_error"] });
    expect(await exists("aff_member")).toBe(false);
    captcha = data.captcha!;
    expectRedirect(await post(valid({ username: "aff_member", affiliateCode: "DEMO8888" })), "/m/home");
  });

  it("checks the address's affiliate code on load: valid is applied, invalid shows the field", async () => {
    const good = unwrap<LoaderData>(await runRoute(services, loader, request("/m/register?code=DEMO8888")));
    expect(good.data.affiliate).toEqual({ code: "DEMO8888", valid: true });
    const bad = unwrap<LoaderData>(await runRoute(services, loader, request("/m/register?code=WRONG99")));
    expect(bad.data.affiliate).toEqual({ code: "WRONG99", valid: false });
  });

  it("refuses a filled honeypot", async () => {
    const { data } = unwrap<RegisterData>(await post(valid({ username: "bot_member", homepage: "x" })));
    expect(data.result.error).toEqual({ "": ["unknown_error"] });
    expect(await exists("bot_member")).toBe(false);
  });
});

describe("registration by mobile number", () => {
  const mobile = (over: Record<string, string> = {}) => ({
    method: "mobileNum",
    intent: "register",
    countryDialingCode: "82",
    mobileNum: "01055551234",
    password: "Secret123",
    confirmPassword: "Secret123",
    terms: "on",
    ...over,
  });

  it("validates the phone before sending a code, then sends one to the outbox", async () => {
    const bad = unwrap<RegisterData>(await post({ ...mobile(), intent: "sendCode", mobileNum: "12a" }, true));
    expect(bad.data.result.error).toEqual({ mobileNum: ["phone_format_incorrect"] });
    const sent = unwrap<RegisterData>(
      await post({ ...mobile(), ...(await humanCheck(backend.url)), intent: "sendCode" }, true),
    );
    expect(sent.status).toBe(200);
    expect(sent.data.codeSent?.expiredMinutes).toBe(5);
    // The leading zero is stripped before sending.
    expect(await latestCode(backend.url, "+821055551234")).toMatch(/^\d{6}$/);
  });

  it("refuses a wrong code and an expired one, keeping the number; then registers with a live code", async () => {
    await post({ ...mobile(), ...(await humanCheck(backend.url)), intent: "sendCode" }, true);
    const code = await latestCode(backend.url, "+821055551234");
    const wrong = unwrap<RegisterData>(
      await post(mobile({ verificationCode: code === "123456" ? "654321" : "123456" })),
    );
    expect(wrong.data.result.error).toEqual({ verificationCode: ["in_code_invalid"] });
    expect(wrong.data.result.initialValue?.mobileNum).toBe("01055551234");
    expect(wrong.data.result.initialValue).not.toHaveProperty("verificationCode");

    await expireCodes(backend.url, "1055551234");
    captcha = unwrap<LoaderData>(await runRoute(services, loader, request("/m/register"))).data.captcha!;
    const expired = unwrap<RegisterData>(await post(mobile({ verificationCode: code })));
    expect(expired.data.result.error).toEqual({ verificationCode: ["in_code_expired"] });
    expect(await exists("1055551234")).toBe(false);

    await post({ ...mobile(), ...(await humanCheck(backend.url)), intent: "sendCode" }, true);
    const live = await latestCode(backend.url, "+821055551234");
    captcha = unwrap<LoaderData>(await runRoute(services, loader, request("/m/register"))).data.captcha!;
    expectRedirect(await post(mobile({ verificationCode: live })), "/m/home");
    expect(await exists("1055551234")).toBe(true);
  });

  it("the operator outbox needs the operator token", async () => {
    const response = await fetch(`${backend.url}/operator/outbox`);
    expect(response.status).toBe(403);
    const ok = await fetch(`${backend.url}/operator/outbox`, {
      headers: { "X-Operator-Token": OPERATOR_TOKEN },
    });
    expect(ok.status).toBe(200);
  });
});

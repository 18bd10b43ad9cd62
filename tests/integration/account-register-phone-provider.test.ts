// Registration by mobile through the phone-verification provider's SMS path (decision 0077), the BFF's
// action against a real reference backend playing the provider: "Get code" asks the provider, a send
// failure says nothing, and the submit trades the code for the provider's token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { takeFlash } from "~/.server/flash";
import { action, loader } from "~/routes/account/register";
import { startBackendWithDb } from "../support/member";
import { operator } from "../support/operator";
import { request, runRoute, testServices, unwrap } from "../support/route";
import {
  captchaAnswer,
  cookiesOf,
  expectRedirect,
  humanCheck,
  latestCode,
  type Reply,
} from "./account-support";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackendWithDb();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

const provider = (on: boolean) =>
  operator(backend.url, "/settings", { phoneAuthProvider: on ? "reference" : null });
beforeEach(() => provider(true));

type Captcha = { captchaId: string; image: string };
type RegisterData = {
  result: Reply;
  captcha: Captcha | null;
  codeSent: { expiredMinutes?: number; byProvider?: boolean } | null;
};

const mobile = (mobileNum: string, over: Record<string, string> = {}) => ({
  method: "mobileNum",
  intent: "register",
  countryDialingCode: "86",
  mobileNum,
  password: "Secret123",
  confirmPassword: "Secret123",
  terms: "on",
  ...over,
});
/** A page's own picture, solved, as the form's captcha field carries it. */
async function solvedPicture() {
  const { data } = unwrap<{ captcha: Captcha }>(
    await runRoute(services, loader, request("/m/register?method=mobileNum")),
  );
  return {
    captchaId: data.captcha.captchaId,
    captcha: await captchaAnswer(backend.url, data.captcha.captchaId),
  };
}
// Each post from an address of its own: the per-address limits are not what these tests are about.
let posts = 0;
const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  runRoute(
    services,
    action,
    request("/m/register?method=mobileNum", { form, headers }),
    {},
    `10.78.0.${++posts}`,
  );
const getCode = async (mobileNum: string) =>
  unwrap<RegisterData>(
    await post({ ...mobile(mobileNum), intent: "sendCode", ...(await humanCheck(backend.url)) }),
  );
const noErrors = (result: Reply) => Object.values(result.error ?? {}).filter((e) => e && e.length > 0);
const providerCodes = (mobileNum: string) =>
  backend.db.prepare("SELECT purpose FROM verification_codes WHERE mobile_num = ?").all(mobileNum);

describe("registration's Get code with the provider", () => {
  it("the loader knows the provider takes the code", async () => {
    const { data } = unwrap<{ codeByProvider: boolean }>(
      await runRoute(services, loader, request("/m/register?method=mobileNum")),
    );
    expect(data.codeByProvider).toBe(true);
  });

  it("asks for the picture first, then the provider texts the code; a 1-minute countdown, no code life", async () => {
    const first = unwrap<RegisterData>(await post({ ...mobile("13720000001"), intent: "sendCode" }));
    expect(first.data.result.error).toEqual({ captcha: ["in_sms_human_check"] });
    const sent = await getCode("13720000001");
    expect(sent.status).toBe(200);
    expect(sent.data.codeSent).toMatchObject({ byProvider: true });
    expect(sent.data.codeSent).not.toHaveProperty("expiredMinutes");
    expect(await latestCode(backend.url, "+8613720000001")).toMatch(/^\d{6}$/);
    // The provider's code, not the platform's.
    expect(providerCodes("13720000001")).toEqual([{ purpose: "phone-auth" }]);
  });

  it("a send failure says nothing and leaves the button idle, with a fresh picture (JavaScript on and off)", async () => {
    // The provider refuses a fourth text to one number within its window.
    for (let i = 0; i < 3; i++) expect((await getCode("13720000002")).data.codeSent).not.toBeNull();
    const failed = await getCode("13720000002");
    expect(failed.status).toBe(200);
    expect(noErrors(failed.data.result)).toEqual([]);
    expect(failed.data.codeSent).toBeNull();
    expect(failed.data.captcha?.captchaId).toBeTruthy();
    expect(failed.data.result.initialValue?.mobileNum).toBe("13720000002");

    const documentPost = await post(
      { ...mobile("13720000002"), intent: "sendCode", ...(await humanCheck(backend.url)) },
      { "Sec-Fetch-Mode": "navigate" },
    );
    const carried = await carriedAnswer(expectRedirect(documentPost, "/m/register?method=mobileNum"));
    expect(carried.codeSent).toBeNull();
    expect(noErrors(carried.result)).toEqual([]);
  });

  it("a wrong picture is still said at the captcha field: it is the player's typing, not a send failure", async () => {
    const { captchaId } = await humanCheck(backend.url);
    const answer = await captchaAnswer(backend.url, captchaId).catch(() => "");
    const wrongDigits = answer === "1111" ? "2222" : "1111";
    const { data } = unwrap<RegisterData>(
      await post({ ...mobile("13720000003"), intent: "sendCode", captchaId, captcha: wrongDigits }),
    );
    expect(data.result.error).toEqual({ captcha: ["in_captcha_wrong"] });
    expect(data.codeSent).toBeNull();
  });
});

/** The answer a document post carried to the GET that follows (its flash). */
async function carriedAnswer(response: Response): Promise<RegisterData> {
  const { flash } = await takeFlash(
    new Request("http://localhost/", { headers: { Cookie: cookiesOf(response) } }),
  );
  expect(flash?.form).toBeTruthy();
  return flash!.form as unknown as RegisterData;
}

describe("registration's submit with the provider", () => {
  it("a wrong code is said at the code field; every typed value is kept but the secrets (JavaScript on and off)", async () => {
    await getCode("13720000004");
    const code = await latestCode(backend.url, "+8613720000004");
    const typed = mobile("013720000004", { verificationCode: code === "123456" ? "654321" : "123456" });
    const wrong = unwrap<RegisterData>(await post({ ...typed, ...(await solvedPicture()) }));
    expect(wrong.status).toBe(400);
    expect(wrong.data.result.error).toEqual({ verificationCode: ["in_code_invalid"] });
    expect(wrong.data.result.initialValue).toMatchObject({
      mobileNum: "013720000004",
      countryDialingCode: "86",
    });
    for (const secret of ["password", "confirmPassword", "verificationCode", "captcha"])
      expect(wrong.data.result.initialValue).not.toHaveProperty(secret);

    const documentPost = await post(
      { ...typed, ...(await solvedPicture()) },
      { "Sec-Fetch-Mode": "navigate" },
    );
    const carried = await carriedAnswer(expectRedirect(documentPost, "/m/register?method=mobileNum"));
    expect(carried.result.error).toEqual({ verificationCode: ["in_code_invalid"] });
    expect(carried.result.initialValue).toMatchObject({ mobileNum: "013720000004" });
    expect(carried.result.initialValue).not.toHaveProperty("password");
    expect(backend.db.prepare("SELECT 1 FROM members WHERE account = ?").all("13720000004")).toEqual([]);
  });

  it("the right code registers: the provider's token goes to the backend instead of the code", async () => {
    await getCode("13720000005");
    const code = await latestCode(backend.url, "+8613720000005");
    const response = expectRedirect(
      await post({ ...mobile("013720000005", { verificationCode: code }), ...(await solvedPicture()) }),
      "/m/home",
    );
    expect(response.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
    expect(backend.db.prepare("SELECT account FROM members WHERE account = ?").all("13720000005")).toEqual([
      { account: "13720000005" },
    ]);
    // One token for the number, used by the registration (the backend refuses a registration without it).
    expect(
      backend.db
        .prepare("SELECT provider, used FROM oauth_id_tokens WHERE identity = ?")
        .all("+8613720000005"),
    ).toEqual([{ provider: "sms", used: 1 }]);
  });

  it("a refusal for another reason lets the same code try again", async () => {
    await getCode("13720000006");
    const code = await latestCode(backend.url, "+8613720000006");
    const form = mobile("13720000006", { verificationCode: code });
    const badPicture = unwrap<RegisterData>(
      await post({ ...form, captchaId: (await solvedPicture()).captchaId, captcha: "0" }),
    );
    expect(badPicture.data.result.error).toEqual({ captcha: ["in_captcha_wrong"] });
    expectRedirect(await post({ ...form, ...(await solvedPicture()) }), "/m/home");
  });
});

describe("without the provider", () => {
  it("nothing changes: the platform's own code, its life and its countdown", async () => {
    await provider(false);
    // A fresh BFF cache: the status is served stale while it refreshes.
    services = testServices(backend.url);
    const { data } = unwrap<{ codeByProvider: boolean }>(
      await runRoute(services, loader, request("/m/register?method=mobileNum")),
    );
    expect(data.codeByProvider).toBe(false);
    const sent = await getCode("13720000007");
    expect(sent.data.codeSent).toMatchObject({ expiredMinutes: 5 });
    expect(sent.data.codeSent).not.toHaveProperty("byProvider");
    expect(providerCodes("13720000007")).toEqual([{ purpose: "register" }]);
    const code = await latestCode(backend.url, "+8613720000007");
    expectRedirect(
      await post({ ...mobile("13720000007", { verificationCode: code }), ...(await solvedPicture()) }),
      "/m/home",
    );
  });
});

// Forgot password (e-mail and phone) and change password against a real reference backend.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as changeAction, loader as changeLoader } from "~/routes/account/change-password";
import { action as forgetAction, loader as forgetLoader } from "~/routes/account/forget";
import { action as loginAction } from "~/routes/account/login";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { startBackend, type RunningBackend } from "../support/servers";
import {
  expectRedirect,
  expireCodes,
  humanCheck,
  latestCode,
  outbox,
  sessionCookie,
  type Reply,
} from "./account-support";
import { encryptedFetch } from "../support/encrypted-call";

let backend: RunningBackend;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackend();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

type FormData = {
  result: Reply;
  codeSent?: { expiredMinutes?: number } | null;
  captcha?: { captchaId: string; image: string } | null;
  saved?: boolean;
};

async function login(username: string, password: string): Promise<Response> {
  return (await runRoute(
    services,
    loginAction,
    request("/m/login", { form: { mode: "username", intent: "login", username, password } }),
  )) as Response;
}
const forget = (form: Record<string, string>) =>
  runRoute(services, forgetAction, request("/m/forget", { form }));

describe("forgot password by e-mail", () => {
  it("offers phone first when CHNGPASSVERIF3 is on", async () => {
    const { data } = unwrap<{ methods: string[]; method: string }>(
      await runRoute(services, forgetLoader, request("/m/forget")),
    );
    expect(data).toMatchObject({ methods: ["phone", "email"], method: "phone" });
  });

  it("answers alike for a matching and an unknown account; only the match gets mail", async () => {
    const ok = expectRedirect(
      await forget({ method: "email", username: "demo_player", email: " demo_player@example.com " }),
      "/m/login",
    );
    await expect(ok).toFlash();
    expectRedirect(
      await forget({ method: "email", username: "nobody_here", email: "nobody@example.com" }),
      "/m/login",
    );
    const [mail] = await outbox(backend.url, "demo_player@example.com");
    expect(mail.subject).toBe("Your temporary password");
    expect(await outbox(backend.url, "nobody@example.com")).toEqual([]);
    // The temporary password logs in; the old one still works until then.
    const temporary = mail.body.match(/: (\S+) \(valid/)![1];
    expectRedirect(await login("demo_player", temporary), "/m/home");
  });

  it("checks both fields with the spec's e-mail rule", async () => {
    const { data, status } = unwrap<FormData>(await forget({ method: "email", username: "", email: "a@b" }));
    expect(status).toBe(400);
    expect(data.result.error).toEqual({ username: ["in_required"], email: ["in_email_incorrect"] });
    const kept = unwrap<FormData>(await forget({ method: "email", username: "demo_player", email: "x" }));
    expect(kept.data.result.initialValue).toMatchObject({ username: "demo_player", email: "x" });
  });
});

describe("password reset by phone", () => {
  const phone = { method: "phone", countryDialingCode: "86", mobileNum: "013800000002" };

  it("validates the phone, sends a code, refuses wrong, expired and same-password, then sets it and logs in", async () => {
    const bad = unwrap<FormData>(await forget({ ...phone, mobileNum: "", intent: "sendCode" }));
    expect(bad.data.result.error).toEqual({ mobileNum: ["phone_format_incorrect"] });

    const sent = unwrap<FormData>(
      await forget({ ...phone, ...(await humanCheck(backend.url)), intent: "sendCode" }),
    );
    expect(sent.data.codeSent?.expiredMinutes).toBe(5);
    const code = await latestCode(backend.url, "+8613800000002");

    const wrong = unwrap<FormData>(
      await forget({
        ...phone,
        intent: "reset",
        verificationCode: code === "111111" ? "222222" : "111111",
        newPassword: "Brand9new",
      }),
    );
    expect(wrong.data.result.error).toEqual({ verificationCode: ["in_code_invalid"] });
    expect(wrong.data.result.initialValue).not.toHaveProperty("verificationCode");
    expect(wrong.data.result.initialValue?.mobileNum).toBe("013800000002");

    // Same password: the code stays usable and is kept; the password field is cleared.
    const same = unwrap<FormData>(
      await forget({ ...phone, intent: "reset", verificationCode: code, newPassword: "Passw0rd!" }),
    );
    expect(same.data.result.error).toEqual({ newPassword: ["same_password"] });
    expect(same.data.result.initialValue?.verificationCode).toBe(code);
    expect(same.data.result.initialValue).not.toHaveProperty("newPassword");

    const weak = unwrap<FormData>(
      await forget({ ...phone, intent: "reset", verificationCode: code, newPassword: "short" }),
    );
    expect(weak.data.result.error).toEqual({ newPassword: ["in_password_format"] });

    const done = expectRedirect(
      await forget({ ...phone, intent: "reset", verificationCode: code, newPassword: "Brand9new" }),
      "/m/home",
    );
    expect(done.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
    expectRedirect(await login("demo_agent", "Brand9new"), "/m/home");

    // A used code does not work twice.
    const reused = unwrap<FormData>(
      await forget({ ...phone, intent: "reset", verificationCode: code, newPassword: "Other9pass" }),
    );
    expect(reused.data.result.error).toEqual({ verificationCode: ["in_code_invalid"] });
  });

  it("asks for the human check before a code: the picture first, a wrong answer refused, nothing sent", async () => {
    const number = { method: "phone", countryDialingCode: "86", mobileNum: "13800000003" };
    const asked = unwrap<FormData>(await forget({ ...number, intent: "sendCode" }));
    expect(asked.status).toBe(400);
    expect(asked.data.result.error).toEqual({ captcha: ["in_sms_human_check"] });
    expect(asked.data.captcha?.image).toBeTruthy();
    expect(asked.data.result.initialValue?.mobileNum).toBe("13800000003");
    const { captchaId, captcha } = await humanCheck(backend.url);
    const wrongDigits = captcha === "0000" ? "1111" : "0000";
    const wrong = unwrap<FormData>(
      await forget({ ...number, captchaId, captcha: wrongDigits, intent: "sendCode" }),
    );
    expect(wrong.data.result.error).toEqual({ captcha: ["in_captcha_wrong"] });
    // A fresh picture: the refused one is used up, even with its right digits.
    expect(wrong.data.captcha?.captchaId).not.toBe(captchaId);
    const reused = unwrap<FormData>(await forget({ ...number, captchaId, captcha, intent: "sendCode" }));
    expect(reused.data.result.error).toEqual({ captcha: ["in_captcha_wrong"] });
    expect(await outbox(backend.url, "+8613800000003")).toEqual([]);
    // "New image" keeps what was typed and brings another picture.
    const fresh = unwrap<FormData>(await forget({ ...number, intent: "captcha" }));
    expect(fresh.data.captcha?.captchaId).toBeTruthy();
    expect(fresh.data.result.initialValue?.mobileNum).toBe("13800000003");
  });

  it("refuses an expired code", async () => {
    const number = { method: "phone", countryDialingCode: "86", mobileNum: "13800000001" };
    await forget({ ...number, ...(await humanCheck(backend.url)), intent: "sendCode" });
    const code = await latestCode(backend.url, "+8613800000001");
    await expireCodes(backend.url, "13800000001");
    const { data } = unwrap<FormData>(
      await forget({ ...number, intent: "reset", verificationCode: code, newPassword: "Brand9new" }),
    );
    expect(data.result.error).toEqual({ verificationCode: ["in_code_expired"] });
  });

  it("answers an unknown number like a known one and sends nothing", async () => {
    const { data, status } = unwrap<FormData>(
      await forget({
        method: "phone",
        countryDialingCode: "86",
        mobileNum: "19999999999",
        ...(await humanCheck(backend.url)),
        intent: "sendCode",
      }),
    );
    expect(status).toBe(200);
    expect(data.codeSent?.expiredMinutes).toBe(5);
    expect(await outbox(backend.url, "+8619999999999")).toEqual([]);
  });
});

describe("change password", () => {
  it("sends a visitor without a session to login", async () => {
    expectRedirect(
      await runRoute(services, changeLoader, request("/m/changePsw")),
      "/m/login?redirectTo=%2Fm%2FchangePsw",
    );
  });

  it("shows the username read-only and checks every rule, then saves", async () => {
    const cookie = sessionCookie(await login("demo_down1", "Passw0rd!"));
    const { data } = unwrap<{ userName: string }>(
      await runRoute(services, changeLoader, request("/m/changePsw", { cookie })),
    );
    expect(data.userName).toBe("demo_down1");
    const change = (form: Record<string, string>) =>
      runRoute(services, changeAction, request("/m/changePsw", { form, cookie }));

    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { oldPassword: "", newPassword: "Fresh9pass", confirmNewPassword: "Fresh9pass" },
        { oldPassword: ["please_enter_password"] },
      ],
      [
        { oldPassword: "Passw0rd!", newPassword: "weak", confirmNewPassword: "weak" },
        { newPassword: ["in_password_format"] },
      ],
      [
        { oldPassword: "Passw0rd!", newPassword: "Fresh9pass", confirmNewPassword: "" },
        { confirmNewPassword: ["in_incorrect_password"] },
      ],
      [
        { oldPassword: "Passw0rd!", newPassword: "Fresh9pass", confirmNewPassword: "Fresh9pasz" },
        { confirmNewPassword: ["in_confirmation_correct"] },
      ],
      [
        { oldPassword: "Passw0rd!", newPassword: "Passw0rd!", confirmNewPassword: "Passw0rd!" },
        { newPassword: ["same_password"] },
      ],
      [
        { oldPassword: "Wrong0pass", newPassword: "Fresh9pass", confirmNewPassword: "Fresh9pass" },
        { oldPassword: ["in_old_password_incorrect"] },
      ],
    ];
    for (const [form, errors] of cases) {
      const { data: reply, status } = unwrap<FormData>(await change(form));
      expect(status).toBe(400);
      expect(reply.result.error).toEqual(errors);
      expect(reply.result.initialValue ?? {}).not.toHaveProperty("oldPassword");
    }
    const saved = unwrap<FormData>(
      await change({ oldPassword: "Passw0rd!", newPassword: "Fresh9pass", confirmNewPassword: "Fresh9pass" }),
    );
    expect(saved.status).toBe(200);
    expect(saved.data.saved).toBe(true);
    expectRedirect(await login("demo_down1", "Fresh9pass"), "/m/home");
    // Without JavaScript the change is POST → 303 → home with its toast: Reload sends nothing again.
    const documentPost = await runRoute(
      services,
      changeAction,
      request("/m/changePsw", {
        form: { oldPassword: "Fresh9pass", newPassword: "Again9pass", confirmNewPassword: "Again9pass" },
        cookie,
        headers: { "Sec-Fetch-Mode": "navigate" },
      }),
    );
    expect(documentPost).toRedirectTo("/m/home");
    await expect(documentPost).toFlash({ kind: "success", messageKey: "account.in_changes_saved" });
    expectRedirect(await login("demo_down1", "Again9pass"), "/m/home");
  });

  it("the backend itself refuses the same password with modify.new.old.same", async () => {
    const token = await encryptedFetch(backend.url, "/wps/session/login", {
      merchant: "demo",
      payload: { username: "demo_partner", password: "Passw0rd!" },
    }).then((r) => r.json() as Promise<{ value: { token: string } }>);
    const answer = await encryptedFetch(backend.url, "/wps/member/password", {
      merchant: "demo",
      headers: { Authorization: token.value.token },
      payload: { oldPassword: "Passw0rd!", newPassword: "Passw0rd!", confirmNewPassword: "Passw0rd!" },
    }).then((r) => r.json());
    expect(answer).toMatchObject({ success: false, errorCode: "modify.new.old.same" });
  });
});

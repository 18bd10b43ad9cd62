// The reference backend as the phone-verification provider's SMS path (decision 0077): its send and
// verify calls, and the registration's checks of the one-time token it hands out.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startBackendWithDb } from "../support/member";
import { operator } from "../support/operator";
import { MERCHANT } from "../support/servers";
import { expireCodes, humanCheck, latestCode } from "./account-support";
import { encryptedFetch } from "../support/encrypted-call";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
beforeAll(async () => {
  backend = await startBackendWithDb();
});
afterAll(() => backend?.close());

const provider = (on: boolean) =>
  operator(backend.url, "/settings", { phoneAuthProvider: on ? "reference" : null });
beforeEach(() => provider(true));

type Answer = { status: number; body: { success: boolean; value?: any; errorCode?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

// Each call from an address of its own: the per-address limits of texts and registrations are not
// what these tests are about (the per-number one is).
let calls = 0;
const nextAddress = () => `10.77.${(++calls >> 8) & 255}.${calls & 255}`;

async function post(
  path: string,
  body: unknown,
  method = "POST",
  merchant: string | null = MERCHANT,
): Promise<Answer> {
  // Registration is one of the calls the platform encrypts.
  const response = path.startsWith("/wps/member/register")
    ? await encryptedFetch(backend.url, path, {
        method: "PUT",
        merchant: merchant ?? MERCHANT,
        payload: body,
        headers: { "X-Forwarded-For": nextAddress() },
      })
    : await fetch(`${backend.url}${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": nextAddress(),
          ...(merchant ? { Merchant: merchant } : {}),
        },
        body: JSON.stringify(body),
      });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const send = async (mobileNum: string, countryDialingCode = "86") =>
  post("/oauth/sms/send", { countryDialingCode, mobileNum, ...(await humanCheck(backend.url)) });
const verify = (mobileNum: string, code: string, countryDialingCode = "86") =>
  post("/oauth/sms/verify", { countryDialingCode, mobileNum, code });
const wrong = (code: string) => (code === "123456" ? "654321" : "123456");

/** A code sent by the provider and traded for its token. */
async function tokenFor(mobileNum: string): Promise<string> {
  expect((await send(mobileNum)).status).toBe(200);
  const answer = await verify(mobileNum, await latestCode(backend.url, `+86${mobileNum}`));
  expect(answer.status).toBe(200);
  return answer.body.value.idToken as string;
}

describe("the provider's send and verify calls", () => {
  it("are off until the operator initialises the provider", async () => {
    await provider(false);
    const answer = await send("13700000001");
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe("function.not.available");
    expect((await verify("13700000001", "123456")).status).toBe(403);
  });

  it("answer only a caller that names the merchant (the BFF, never a browser through its proxy)", async () => {
    const answer = await post(
      "/oauth/sms/send",
      { countryDialingCode: "86", mobileNum: "13700000001" },
      "POST",
      null,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe("merchant.required");
  });

  it("send a code only behind the human check, to the outbox, and say where it went", async () => {
    const unchecked = await post("/oauth/sms/send", { countryDialingCode: "86", mobileNum: "13700000002" });
    expect(unchecked.status).toBe(400);
    expect(unchecked.body).toMatchObject({ errorCode: "captcha.required", value: { captcha: true } });
    const sent = await send("13700000002");
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({ phoneNumber: "+8613700000002" });
    expect(await latestCode(backend.url, "+8613700000002")).toMatch(/^\d{6}$/);
  });

  it("trade the right code for a one-time token bound to channel sms and the number", async () => {
    await send("13700000003");
    const code = await latestCode(backend.url, "+8613700000003");
    const refused = await verify("13700000003", wrong(code));
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe("sms.code.invalid");
    // Another number's code, or the right digits under another dialing code, is no code of this one.
    expect((await verify("13700000004", code)).body.errorCode).toBe("sms.code.invalid");
    expect((await verify("13700000003", code, "82")).body.errorCode).toBe("sms.code.invalid");
    const answer = await verify("13700000003", code);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ phoneNumber: "+8613700000003", expiresIn: 300 });
    expect(answer.body.value.idToken).toMatch(/^[\w-]{43}$/);
  });

  it("refuse a malformed body as a 400, never a 5xx", async () => {
    for (const body of [
      { countryDialingCode: "86", mobileNum: "13700000003", code: "12ab" },
      { countryDialingCode: "86", mobileNum: "x", code: "123456" },
      { countryDialingCode: 86, mobileNum: ["1"], code: null },
      {},
    ]) {
      const answer = await post("/oauth/sms/verify", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errorCode).toBe("param.invalid");
    }
  });

  it("say an expired code so, and a newer code ends the older one", async () => {
    await send("13700000005");
    const first = await latestCode(backend.url, "+8613700000005");
    await expireCodes(backend.url, "13700000005");
    expect((await verify("13700000005", first)).body.errorCode).toBe("sms.code.expired");
    await send("13700000006");
    const older = await latestCode(backend.url, "+8613700000006");
    await send("13700000006");
    const newer = await latestCode(backend.url, "+8613700000006");
    if (older !== newer) expect((await verify("13700000006", older)).body.errorCode).toBe("sms.code.invalid");
    expect((await verify("13700000006", newer)).status).toBe(200);
  });

  it("refuse a code for good after five wrong tries; a new code is tried afresh", async () => {
    await send("13700000007");
    const code = await latestCode(backend.url, "+8613700000007");
    for (let i = 0; i < 5; i++) expect((await verify("13700000007", wrong(code))).status).toBe(400);
    const locked = await verify("13700000007", code);
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe("sms.code.attempts");
    await send("13700000007");
    expect((await verify("13700000007", await latestCode(backend.url, "+8613700000007"))).status).toBe(200);
  });

  it("share the platform's budget of texts per number", async () => {
    for (let i = 0; i < 3; i++) expect((await send("13700000008")).status).toBe(200);
    const answer = await send("13700000008");
    expect(answer.status).toBe(429);
    expect(answer.body.errorCode).toBe("sms.too.many.requests");
  });
});

describe("registration by mobile with the provider", () => {
  const register = async (mobileNum: string, over: Record<string, unknown> = {}) =>
    post(
      "/wps/member/register/mobile",
      {
        countryDialingCode: "86",
        mobileNum,
        password: "Secret123",
        confirmPassword: "Secret123",
        type: 0,
        ...(await humanCheck(backend.url)),
        ...over,
      },
      "PUT",
    );
  const refusedAtCode = (answer: Answer) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errorCode: "register.firebase.invalid",
      value: { field: "verificationCode", messageKey: "in_phone_verification_failed" },
    });
  };

  it("registers with a live token of channel sms for that number, and the token is then used up", async () => {
    const token = await tokenFor("13710000001");
    const answer = await register("13710000001", { firebaseChannel: "sms", firebaseIdToken: token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value).toMatchObject({ userName: "13710000001", firstTimeLogin: true });
    const row = backend.db
      .prepare("SELECT used FROM oauth_id_tokens WHERE identity = ?")
      .get("+8613710000001") as { used: number };
    expect(row.used).toBe(1);
  });

  it("refuses without a token, and with the platform's own code instead", async () => {
    refusedAtCode(await register("13710000002"));
    refusedAtCode(await register("13710000002", { firebaseChannel: "sms" }));
    await post("/wps/verification/sms/register", {
      countryDialingCode: "86",
      mobileNo: "13710000002",
      ...(await humanCheck(backend.url)),
    });
    const platformCode = await latestCode(backend.url, "+8613710000002");
    refusedAtCode(await register("13710000002", { verificationCode: platformCode }));
  });

  it("refuses a token of another number, another channel, or none it issued", async () => {
    const token = await tokenFor("13710000003");
    refusedAtCode(await register("13710000004", { firebaseChannel: "sms", firebaseIdToken: token }));
    refusedAtCode(
      await register("13710000003", {
        firebaseChannel: "sms",
        countryDialingCode: "82",
        firebaseIdToken: token,
      }),
    );
    refusedAtCode(await register("13710000003", { firebaseChannel: "google", firebaseIdToken: token }));
    refusedAtCode(await register("13710000003", { firebaseChannel: "sms", firebaseIdToken: "x".repeat(43) }));
    // None of these used it up.
    expect((await register("13710000003", { firebaseChannel: "sms", firebaseIdToken: token })).status).toBe(
      200,
    );
  });

  it("refuses a used or an expired token", async () => {
    const used = await tokenFor("13710000005");
    backend.db.prepare("UPDATE oauth_id_tokens SET used = 1 WHERE identity = ?").run("+8613710000005");
    refusedAtCode(await register("13710000005", { firebaseChannel: "sms", firebaseIdToken: used }));
    const lapsed = await tokenFor("13710000006");
    await expireCodes(backend.url, "13710000006");
    refusedAtCode(await register("13710000006", { firebaseChannel: "sms", firebaseIdToken: lapsed }));
    expect(
      backend.db.prepare("SELECT 1 FROM members WHERE account IN (?, ?)").all("13710000005", "13710000006"),
    ).toEqual([]);
  });

  it("expiring a number's tokens leaves a longer number that ends in its digits", async () => {
    const token = await tokenFor("13710000008");
    // "+8613710000008" ends in 3710000008, another number's digits.
    await expireCodes(backend.url, "3710000008");
    expect((await register("13710000008", { firebaseChannel: "sms", firebaseIdToken: token })).status).toBe(
      200,
    );
  });

  it("a refusal for another reason leaves the token for the next try", async () => {
    const token = await tokenFor("13710000007");
    const mismatch = await register("13710000007", {
      firebaseChannel: "sms",
      firebaseIdToken: token,
      confirmPassword: "Other1234",
    });
    expect(mismatch.body.errorCode).toBe("password.confirm.mismatch");
    expect((await register("13710000007", { firebaseChannel: "sms", firebaseIdToken: token })).status).toBe(
      200,
    );
  });

  it("takes a token or a code of any type as a 4xx, never a 5xx", async () => {
    for (const over of [
      { firebaseIdToken: 42 },
      { firebaseChannel: ["sms"] },
      { firebaseIdToken: "y".repeat(300) },
    ]) {
      const answer = await register("13710000008", over);
      expect(answer.status, JSON.stringify(over)).toBe(400);
    }
  });

  it("without the provider, a token is no proof and the platform's code is asked as before", async () => {
    const token = await tokenFor("13710000009");
    await provider(false);
    const answer = await register("13710000009", { firebaseChannel: "sms", firebaseIdToken: token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errorCode: "register.field.invalid",
      value: { field: "verificationCode" },
    });
  });
});

// Issue 9: forgot-password and login answer alike, in words and in work, whether the account exists
// or not (docs/decisions/0020). No timing is measured: the reference backend's password hashing is
// counted (the real functions still run), and every path must hash as often as the others.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as forgetAction } from "~/routes/account/forget";
import { action as loginAction } from "~/routes/account/login";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { MERCHANT, startBackend, type RunningBackend } from "../support/servers";
import { expectRedirect, type Reply } from "./account-support";
import { encryptedFetch } from "../support/encrypted-call";

const hashing = vi.hoisted(() => ({ slow: 0, fast: 0 }));
vi.mock("@mobile-front/reference-backend/passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("@mobile-front/reference-backend/passwords")>();
  const counted =
    <A extends unknown[], R>(kind: "slow" | "fast", hash: (...args: A) => R) =>
    (...args: A) => {
      hashing[kind]++;
      return hash(...args);
    };
  return {
    ...real,
    hashPassword: counted("slow", real.hashPassword),
    verifyPassword: counted("slow", real.verifyPassword),
    hashSecret: counted("fast", real.hashSecret),
    verifySecret: counted("fast", real.verifySecret),
  };
});

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

/** One backend call from its own address (so no address rule mixes in), with the hashing it did. */
async function backendCall(
  path: string,
  init: { form?: Record<string, string>; json?: object },
  address: string,
) {
  hashing.slow = 0;
  hashing.fast = 0;
  // The login is encrypted, as the platform's (its key is fetched before the count starts).
  const response = init.json
    ? await encryptedFetch(backend.url, path, {
        merchant: MERCHANT,
        payload: init.json,
        headers: { "X-Forwarded-For": address },
      })
    : await fetch(`${backend.url}${path}`, {
        method: "POST",
        headers: {
          Merchant: MERCHANT,
          "X-Forwarded-For": address,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(init.form).toString(),
      });
  return { status: response.status, body: await response.text(), ...hashing };
}

describe("forgot password by e-mail", () => {
  const cases = {
    "known account, its e-mail": { username: "demo_player", email: "demo_player@example.com" },
    "known account, another e-mail": { username: "demo_agent", email: "someone@example.com" },
    "unknown account": { username: "nobody_at_all", email: "nobody@example.com" },
  };

  it("answers with the same words and does the same hashing for every account", async () => {
    const answers = [];
    for (const [i, form] of Object.values(cases).entries())
      answers.push(await backendCall("/wps/member/password/email", { form }, `192.0.2.${i + 1}`));
    for (const answer of answers) {
      expect(answer).toEqual({ ...answers[0] });
      expect([answer.slow, answer.fast]).toEqual([0, 1]);
    }
    expect(JSON.parse(answers[0].body)).toMatchObject({ success: true });
  });

  it("sends the visitor on with the same toast either way", async () => {
    const services = testServices(backend.url, { backendTimeoutMs: 10_000 });
    for (const form of Object.values(cases)) {
      const answer = await runRoute(
        services,
        forgetAction,
        request("/m/forget", { form: { method: "email", ...form } }),
      );
      const response = expectRedirect(answer, "/m/login");
      await expect(response).toFlash();
    }
  });
});

describe("login", () => {
  it("refuses a wrong password with the same words and the same hashing, known account or not", async () => {
    // demo_player has a live temporary password from the test above; for the others a stand-in is
    // checked in its place: one slow hash (the password) and one fast (the temporary one) each.
    const tries = [
      { username: "demo_player", password: "wrong-password1" },
      { username: "demo_down2", password: "wrong-password1" },
      { username: "no_such_member", password: "wrong-password1" },
    ];
    const answers = [];
    for (const [i, body] of tries.entries())
      answers.push(
        await backendCall("/wps/session/login", { json: { type: "username", ...body } }, `192.0.2.${i + 21}`),
      );
    for (const answer of answers) {
      expect(answer).toEqual({ ...answers[0] });
      expect([answer.slow, answer.fast]).toEqual([1, 1]);
    }
    expect(JSON.parse(answers[0].body)).toMatchObject({
      success: false,
      errorCode: "login.password.invalid",
    });
  });

  it("shows the same message for an unknown account as for a wrong password", async () => {
    const services = testServices(backend.url, { backendTimeoutMs: 10_000 });
    const errors = [];
    for (const [i, username] of ["demo_agent", "not_a_member_either"].entries()) {
      const answer = await runRoute(
        services,
        loginAction,
        request("/m/login", {
          form: { mode: "username", intent: "login", username, password: "wrong-password2" },
        }),
        {},
        `192.0.2.${i + 31}`,
      );
      const { data, status } = unwrap<{ result: Reply }>(answer);
      errors.push([status, data.result.error]);
    }
    expect(errors).toEqual([
      [400, { "": ["login_failed"] }],
      [400, { "": ["login_failed"] }],
    ]);
  });
});

// Issue 9, brute force and client addresses (docs/decisions/0020), against the production BFF and the
// real reference backend: the per-address limits count the address X-Forwarded-For names only behind
// a trusted proxy, one address failing does not stop members elsewhere, an account is never locked
// against its owner, and the backend sees each player's own address.
import { request as httpRequest } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBackendClient } from "~/.server/backend";
import { startReferenceBackend } from "@mobile-front/reference-backend";
import { captchaAnswer, humanCheck } from "./account-support";
import {
  logEntries,
  MERCHANT,
  OPERATOR_TOKEN,
  setSiteStatus,
  startBackend,
  startBff,
  type RunningBackend,
} from "../support/servers";

type Answer = { status: number; location: string | null; body: string };
type Bff = Awaited<ReturnType<typeof startBff>>;

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

const running: Bff[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((bff) => bff.close()));
});

async function bffWith(env: Record<string, string>): Promise<Bff> {
  // Logins hash passwords: on a busy machine a backend answer may take more than the usual 1.5 s.
  const bff = await startBff(backend.url, { env, backendTimeoutMs: 10_000 });
  running.push(bff);
  return bff;
}

/**
 * A form post from `address` (sent as X-Forwarded-For), each on a new connection (so a cluster's
 * workers take turns), as a browser without JavaScript sends it.
 */
function post(bff: Bff, path: string, form: Record<string, string>, address?: string): Promise<Answer> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${bff.url}${path}`,
      {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          "Accept-Language": "en",
          ...(address ? { "X-Forwarded-For": address } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, body: text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A captcha asked straight from the backend, with its answer: for tries that must count as failures. */
async function solvedCaptcha(): Promise<{ captchaId: string; captcha: string }> {
  const response = await fetch(`${backend.url}/wps/captcha`, { headers: { Merchant: MERCHANT } });
  const { value } = (await response.json()) as { value: { captchaId: string } };
  return { captchaId: value.captchaId, captcha: await captchaAnswer(backend.url, value.captchaId) };
}

const login = (username: string, password: string, extra: Record<string, string> = {}) => ({
  mode: "username",
  intent: "login",
  username,
  password,
  ...extra,
});
const forgot = { method: "email", username: "nobody_here", email: "nobody@example.com" };
/** Says when to try again, from the limiter's time (issue 49 item 12). */
const TOO_MANY = /Too many requests\. Please try again in \d+ min\./;

// Each test starts its own BFF and some make dozens of logins (two password hashes each): on a busy
// machine that takes longer than the default.
const SLOW = { timeout: 60_000 };

describe("per-address limits", SLOW, () => {
  it("count X-Forwarded-For only behind a trusted proxy, and count two clients behind it apart", async () => {
    const direct = await bffWith({ LIMIT_FORGOT_PASSWORD: "2/15m" });
    // No trusted proxy: a claimed address changes nothing, every try is the socket's.
    const claimed = [];
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
      claimed.push(await post(direct, "/m/forget", forgot, address));
    expect(claimed.map((a) => a.status)).toEqual([302, 302, 429]);
    expect(claimed[2].body).toMatch(TOO_MANY);

    const proxied = await bffWith({ TRUST_PROXY: "loopback", LIMIT_FORGOT_PASSWORD: "2/15m" });
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await post(proxied, "/m/forget", forgot, "203.0.113.1")).status);
    expect(first).toEqual([302, 302, 429]);
    // Another client behind the same proxy has its own count.
    expect((await post(proxied, "/m/forget", forgot, "203.0.113.2")).status).toBe(302);
  });

  it("limit free play per address, with a clear message", async () => {
    const bff = await bffWith({ TRUST_PROXY: "loopback", LIMIT_FREE_PLAY: "2/1h" });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(bff, "/m/trail", {}, "198.51.100.1"));
    expect(answers.map((a) => [a.status, a.location])).toEqual([
      [302, "/m/home"],
      [302, "/m/home"],
      [429, null],
    ]);
    expect(answers[2].body).toMatch(TOO_MANY);
    // The window is an hour, just begun: the wait said is the hour's rest.
    expect(answers[2].body).toContain("Please try again in 60 min.");
    expect((await post(bff, "/m/trail", {}, "198.51.100.2")).status).toBe(302);
  });

  it("limit username checks per address: past it nothing is said, the submission still checks", async () => {
    const bff = await bffWith({ TRUST_PROXY: "loopback", LIMIT_USERNAME_CHECK: "2/15m" });
    const check = async (address: string) => {
      const response = await fetch(`${bff.url}/resources/username?username=demo_player`, {
        headers: { "X-Forwarded-For": address },
      });
      return (await response.json()) as { taken: boolean };
    };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await check("198.51.100.7")).taken);
    expect(answers).toEqual([true, true, false]);
    expect((await check("198.51.100.8")).taken).toBe(true);
  });

  it("limit SMS codes per address", async () => {
    const bff = await bffWith({ TRUST_PROXY: "loopback", LIMIT_SMS: "1/15m" });
    const form = { method: "phone", intent: "sendCode", countryDialingCode: "86", mobileNum: "13800000001" };
    const sent = await post(
      bff,
      "/m/forget",
      { ...form, ...(await humanCheck(backend.url)) },
      "198.51.100.5",
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Code sent");
    const refused = await post(
      bff,
      "/m/forget",
      { ...form, ...(await humanCheck(backend.url)) },
      "198.51.100.5",
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatch(TOO_MANY);
  });

  it("are shared by the workers of a cluster", async () => {
    const bff = await bffWith({ TRUST_PROXY: "loopback", LIMIT_FREE_PLAY: "2/1h", WEB_CONCURRENCY: "2" });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(bff, `/m/trail?try=${i}`, {}, "198.51.100.3")).status);
    expect(statuses).toEqual([302, 302, 429, 429]);
    // Both workers answered: a count per process would have let each of them give two.
    const servedBy = new Set(
      logEntries(bff.logs)
        .filter((entry) => /\/m\/trail\?try=/.test(String((entry.req as { url?: string })?.url)))
        .map((entry) => entry.pid),
    );
    expect(servedBy.size).toBe(2);
  });
});

describe("failed logins", SLOW, () => {
  it("30 from one address against different accounts do not stop a member on another address", async () => {
    const bff = await bffWith({ TRUST_PROXY: "loopback" });
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const answer = await post(
        bff,
        "/m/login",
        login(`someone${i}`, "wrong-password1", await solvedCaptcha()),
        "198.51.100.20",
      );
      statuses.push(answer.status);
    }
    // 20 failures (LIMIT_LOGIN's default), then the address is refused.
    expect(statuses).toEqual([...Array<number>(20).fill(400), ...Array<number>(10).fill(429)]);
    const member = await post(bff, "/m/login", login("demo_player", "Passw0rd!"), "203.0.113.21");
    expect([member.status, member.location]).toEqual([302, "/m/home"]);
  });

  it("10 on one account do not stop its owner, from a fresh address, with the captcha", async () => {
    const bff = await bffWith({ TRUST_PROXY: "loopback" });
    for (let i = 0; i < 10; i++) {
      // From five addresses, two each (one address alone would soon be made to wait).
      const answer = await post(
        bff,
        "/m/login",
        login("demo_down1", `wrong-password${i}`, await solvedCaptcha()),
        `198.51.100.${30 + (i % 5)}`,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toContain("Wrong username or password");
    }
    // The owner: asked for the captcha first (the account has failures), then in.
    const asked = await post(bff, "/m/login", login("demo_down1", "Passw0rd!"), "203.0.113.40");
    expect(asked.status).toBe(400);
    expect(asked.body).toMatch(/name="captchaId"/);
    const owner = await post(
      bff,
      "/m/login",
      login("demo_down1", "Passw0rd!", await solvedCaptcha()),
      "203.0.113.40",
    );
    expect([owner.status, owner.location]).toEqual([302, "/m/home"]);
  });
});

describe("the client's address at the backend", SLOW, () => {
  it("is the status call's location.ip when the BFF passes it", async () => {
    const client = (clientAddress?: string) =>
      createBackendClient({
        baseUrl: backend.url,
        merchant: MERCHANT,
        language: "EN",
        timeoutMs: 2000,
        clientAddress,
      });
    expect((await client("203.0.113.50").getSiteStatus()).location.ip).toBe("203.0.113.50");
    expect((await client().getSiteStatus()).location.ip).toBe("127.0.0.1");
  });

  it("is believed only from the proxy the backend trusts", async () => {
    const elsewhere = await startReferenceBackend({
      merchantCode: MERCHANT,
      operatorToken: OPERATOR_TOKEN,
      trustProxy: "10.0.0.1",
    });
    try {
      const response = await fetch(`${elsewhere.url}/wps/system/status`, {
        headers: { Merchant: MERCHANT, "X-Forwarded-For": "203.0.113.51" },
      });
      const { value } = (await response.json()) as { value: { location: { ip: string } } };
      expect(value.location.ip).toBe("127.0.0.1");
    } finally {
      await elsewhere.close();
    }
  });

  it("is what the region-restricted page shows each visitor", async () => {
    const bff = await bffWith({ TRUST_PROXY: "loopback" });
    await setSiteStatus(backend.url, { regionRestriction: true });
    try {
      const page = (address: string) =>
        fetch(`${bff.url}/m/home`, {
          headers: { "Accept-Language": "en", "X-Forwarded-For": address },
        }).then(async (r) => ({ status: r.status, body: await r.text() }));
      const first = await page("203.0.113.60");
      expect(first.status).toBe(503);
      expect(first.body).toContain("(203.0.113.60)");
      expect((await page("203.0.113.61")).body).toContain("(203.0.113.61)");
    } finally {
      await setSiteStatus(backend.url, { regionRestriction: false });
    }
  });
});

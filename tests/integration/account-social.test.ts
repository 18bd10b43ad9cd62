// Social login buttons and the social login flow against a real reference backend, which acts as the
// phone-auth provider ("reference"): its consent page is driven over HTTP here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionStore } from "~/.server/session";
import { loader as loginLoader } from "~/routes/account/login";
import { loader as callbackLoader } from "~/routes/resources/social-callback";
import { loader as startLoader } from "~/routes/resources/social-start";
import { request, runRoute, SESSION_SECRET, testServices, unwrap } from "../support/route";
import { startReferenceBackend } from "@mobile-front/reference-backend";
import { MERCHANT, OPERATOR_TOKEN, startBackend, type RunningBackend } from "../support/servers";
import { cookiesOf, expectRedirect } from "./account-support";
import { encryptedFetch } from "../support/encrypted-call";

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

async function operator(path: string, body: unknown) {
  const response = await fetch(`${backend.url}/operator/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`operator/${path} answered ${response.status}`);
}
const FLAGS = ["FACEBOOKLOGIN3", "GOOGLELOGIN3", "LINELOGIN3", "TWITTERLOGIN3"];
async function configure(provider: string | null, methods: string[], flags: string[]) {
  await operator("settings", { phoneAuthProvider: provider, socialLoginMethods: methods });
  for (const modId of FLAGS) await operator("whitelabel", { modId, enabled: flags.includes(modId) });
}
const restore = () => configure(null, [], []);

/** The buttons of /m/login, read with a fresh BFF cache (the status is cached). */
async function buttons(): Promise<string[]> {
  const answer = await runRoute(testServices(backend.url), loginLoader, request("/m/login"));
  return unwrap<{ social: string[] }>(answer).data.social;
}

/** GET /m/login/social/:provider: the consent page address and the state cookie. */
async function start(provider: string, services = testServices(backend.url), path = "") {
  const response = expectRedirect(
    await runRoute(services, startLoader, request(`/m/login/social/${provider}${path}`), {
      provider,
    }),
    /^\/oauth\//,
  );
  const location = new URL(response.headers.get("Location")!, "http://localhost");
  const stateCookie = response.headers.getSetCookie().find((c) => c.startsWith("social_state="))!;
  expect(stateCookie).toMatch(/HttpOnly/i);
  expect(stateCookie).toMatch(/Path=\/m\/login\/social/);
  return { location, cookie: cookiesOf(response) };
}

/** The provider's consent step, as the browser does it: the page, then the form's decision. */
async function consent(location: URL, form: Record<string, string>): Promise<URL> {
  const page = await fetch(`${backend.url}${location.pathname}${location.search}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
  const html = await page.text();
  expect(html).toContain("<form");
  const answer = await fetch(`${backend.url}${location.pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      redirect_uri: location.searchParams.get("redirect_uri")!,
      state: location.searchParams.get("state")!,
      ...form,
    }),
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("Location")!, "http://localhost");
}

async function callback(provider: string, back: URL, cookie: string, services = testServices(backend.url)) {
  return runRoute(services, callbackLoader, request(`${back.pathname}${back.search}`, { cookie }), {
    provider,
  });
}

const userOf = async (response: Response) =>
  (await createSessionStore([SESSION_SECRET]).read(
    new Request("http://localhost/", { headers: { Cookie: cookiesOf(response) } }),
  ))!;

describe("social login buttons", () => {
  it("are absent by default (no provider initialised, no method flag)", async () => {
    expect(await buttons()).toEqual([]);
  });

  it("show only when the provider, the method flag and the whitelabel flag are all on", async () => {
    try {
      await configure(
        "reference",
        ["GOOGLE", "FACEBOOK", "TWITTER"],
        ["GOOGLELOGIN3", "LINELOGIN3", "TWITTERLOGIN3"],
      );
      // facebook: method but no flag; line: flag but no method.
      expect(await buttons()).toEqual(["google", "twitter"]);
      await configure("reference", ["GOOGLE", "FACEBOOK", "LINE", "TWITTER"], FLAGS);
      expect(await buttons()).toEqual(["facebook", "google", "line", "twitter"]);
      await configure(null, ["GOOGLE", "FACEBOOK", "LINE", "TWITTER"], FLAGS);
      expect(await buttons()).toEqual([]);
      await configure("reference", [], FLAGS);
      expect(await buttons()).toEqual([]);
    } finally {
      await restore();
    }
  });

  it("a button that is not shown cannot be started either", async () => {
    try {
      await configure("reference", ["GOOGLE"], ["GOOGLELOGIN3", "TWITTERLOGIN3"]);
      const services = testServices(backend.url);
      for (const provider of ["twitter", "github"]) {
        expectRedirect(
          await runRoute(services, startLoader, request(`/m/login/social/${provider}`), {
            provider,
          }),
          "/m/login?social=social_unavailable",
        );
      }
      // The provider's page refuses too.
      const page = await fetch(
        `${backend.url}/oauth/twitter/authorize?redirect_uri=%2Fm%2Fx&state=${"s".repeat(20)}`,
      );
      expect(page.status).toBe(404);
    } finally {
      await restore();
    }
  });
});

describe("social login flow", () => {
  beforeAll(() => configure("reference", ["GOOGLE", "LINE"], ["GOOGLELOGIN3", "LINELOGIN3"]));
  afterAll(restore);

  it("logs a new member in, and the same identity again into the same member", async () => {
    const services = testServices(backend.url);
    const first = await start("google", services);
    expect(first.location.pathname).toBe("/oauth/google/authorize");
    // Absolute, on the origin the request came to (PUBLIC_URL's, behind server/public-host.ts).
    expect(first.location.searchParams.get("redirect_uri")).toBe(
      "http://localhost/m/login/social/google/callback",
    );
    const back = await consent(first.location, { identity: "Social.Tester@example.com", decision: "allow" });
    expect(back.pathname).toBe("/m/login/social/google/callback");
    expect(back.searchParams.get("state")).toBe(first.location.searchParams.get("state"));
    expect(back.searchParams.get("idToken")).toMatch(/^[\w-]{40,}$/);

    const loggedIn = expectRedirect(await callback("google", back, first.cookie, services), "/m/home");
    const cookies = loggedIn.headers.getSetCookie();
    await expect(loggedIn).toFlash();
    expect(cookies.some((c) => /^social_state=;/.test(c) || /social_state=.*Max-Age=0/.test(c))).toBe(true);
    const user = await userOf(loggedIn);
    expect(user.userName).toMatch(/^google\d{8}$/);
    expect(user.type).toBe(0);
    expect(user.firstTimeLogin).toBe(true);

    // The id token is good for one login only.
    expectRedirect(await callback("google", back, first.cookie, services), "/m/login?social=social_failed");

    // The same identity (any case) comes back to the same member; redirectTo is kept through the flow.
    const second = await start("google", services, "?redirectTo=%2Fm%2Fset");
    const again = await consent(second.location, {
      identity: "social.tester@EXAMPLE.com",
      decision: "allow",
    });
    const loggedInAgain = expectRedirect(await callback("google", again, second.cookie, services), "/m/set");
    const userAgain = await userOf(loggedInAgain);
    expect(userAgain.userName).toBe(user.userName);
    expect(userAgain.firstTimeLogin).toBe(false);
  });

  it("refuses a callback whose state is not the one started here (CSRF)", async () => {
    const services = testServices(backend.url);
    const mine = await start("google", services);
    const back = await consent(mine.location, { identity: "victim@example.com", decision: "allow" });
    const forged = new URL(back);
    forged.searchParams.set("state", "x".repeat(32));
    const refused = expectRedirect(
      await callback("google", forged, mine.cookie, services),
      "/m/login?social=social_state",
    );
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(false);
    // No state cookie at all (an attacker's link), or the cookie of another provider.
    expectRedirect(await callback("google", back, "", services), "/m/login?social=social_state");
    expectRedirect(await callback("line", back, mine.cookie, services), "/m/login?social=social_state");
    // A tampered cookie fails its signature.
    const tampered = mine.cookie.replace(/social_state=([^;]*)/, (_m, v: string) => `social_state=A${v}`);
    expectRedirect(await callback("google", back, tampered, services), "/m/login?social=social_state");
  });

  it("comes back with a message when the visitor cancels at the provider", async () => {
    const services = testServices(backend.url);
    const started = await start("line", services);
    const back = await consent(started.location, { decision: "deny" });
    expect(back.searchParams.get("error")).toBe("access_denied");
    expectRedirect(
      await callback("line", back, started.cookie, services),
      "/m/login?social=social_cancelled",
    );
    const shown = unwrap<{ socialError: string | null }>(
      await runRoute(services, loginLoader, request("/m/login?social=social_cancelled")),
    );
    expect(shown.data.socialError).toBe("social_cancelled");
    const unknown = unwrap<{ socialError: string | null }>(
      await runRoute(services, loginLoader, request("/m/login?social=%3Cscript%3E")),
    );
    expect(unknown.data.socialError).toBeNull();
  });

  it("the provider asks again for an identity that is not an e-mail address, and refuses odd redirects", async () => {
    const started = await start("google");
    const page = await fetch(`${backend.url}${started.location.pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        redirect_uri: started.location.searchParams.get("redirect_uri")!,
        state: started.location.searchParams.get("state")!,
        identity: "<b>not-an-address",
        decision: "allow",
      }),
    });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("Enter an e-mail address.");
    expect(html).not.toContain("<b>not");
    for (const redirect of [
      "https://evil.example/cb",
      "//evil.example/cb",
      "/m/../x",
      "/.//evil.example/cb",
      "/m/%2e%2e//x",
      // A path alone, an origin it was not told of, a query or a normalised path: refused.
      "/m/login/social/google/callback",
      "https://m.example.com/m/login/social/google/callback",
      "https://localhost/m/cb",
      "http://localhost.evil.example/m/cb",
      "http://localhost/m/cb?next=//evil.example",
      "http://localhost/.//evil.example/cb",
      "http://user@localhost/m/cb",
    ]) {
      const odd = await fetch(
        `${backend.url}/oauth/google/authorize?redirect_uri=${encodeURIComponent(redirect)}&state=${"s".repeat(20)}`,
      );
      expect(odd.status).toBe(400);
    }
  });

  it("returns to the origin players use when the backend was told of it (PUBLIC_URL)", async () => {
    const told = await startReferenceBackend({
      port: 0,
      host: "127.0.0.1",
      merchantCode: MERCHANT,
      operatorToken: OPERATOR_TOKEN,
      oauthRedirectOrigins: ["https://m.example.com"],
    });
    try {
      await fetch(`${told.url}/operator/settings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
        body: JSON.stringify({ phoneAuthProvider: "reference", socialLoginMethods: ["GOOGLE"] }),
      });
      await fetch(`${told.url}/operator/whitelabel`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
        body: JSON.stringify({ modId: "GOOGLELOGIN3", enabled: true }),
      });
      const page = (redirect: string) =>
        fetch(
          `${told.url}/oauth/google/authorize?redirect_uri=${encodeURIComponent(redirect)}&state=${"s".repeat(20)}`,
        ).then((r) => r.status);
      expect(await page("https://m.example.com/m/login/social/google/callback")).toBe(200);
      expect(await page("http://m.example.com/m/login/social/google/callback")).toBe(400);
      expect(await page("https://m.example.com:8443/m/login/social/google/callback")).toBe(400);
    } finally {
      await told.close();
    }
  });

  it("the platform refuses an unknown id token and a channel that is off", async () => {
    const login = (body: unknown) =>
      encryptedFetch(backend.url, "/wps/session/login", { merchant: "demo", payload: body }).then(
        async (r) => ({ status: r.status, body: (await r.json()) as { errorCode: string } }),
      );
    const unknown = await login({ type: "firebase", firebaseChannel: "google", firebaseIdToken: "nope" });
    expect(unknown).toMatchObject({ status: 400, body: { errorCode: "login.firebase.invalid" } });
    const off = await login({ type: "firebase", firebaseChannel: "twitter", firebaseIdToken: "nope" });
    expect(off).toMatchObject({ status: 403, body: { errorCode: "function.not.available" } });
  });
});

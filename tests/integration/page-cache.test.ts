// The guest page cache (server/page-cache.ts, decision 0051): first its rules on a small Express app
// whose "page" counts its renders, then the production BFF's real guest home.
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestPageCache, type PageCacheLookup } from "../../server/page-cache";
import { logInThroughBff, startBackendWithDb } from "../support/member";
import { startBff } from "../support/servers";

const TTL_MS = 1000;

describe("the cache's rules", () => {
  let clock = 0;
  let renders = 0;
  const lookups: PageCacheLookup[] = [];
  // What the next render answers: the test changes it to see what is kept.
  let answer: {
    status: number;
    cacheControl: string;
    setCookie?: string;
    vary?: string;
    /** The app says the page is the same for every guest with the same cookies. */
    sameForGuests?: boolean;
    text: string;
  };
  let gate: Promise<void> | null = null;
  let url = "";
  let server: ReturnType<ReturnType<typeof express>["listen"]>;

  beforeAll(async () => {
    const app = express();
    let nonces = 0;
    app.use((_req, res, next) => {
      res.locals.cspNonce = `nonce${++nonces}+/=`;
      res.setHeader("X-Request-Id", `id-${nonces}`);
      // As the BFF's host does: the policy set before the cache, with this answer's nonce.
      res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${res.locals.cspNonce as string}'`);
      next();
    });
    app.use(
      guestPageCache({
        ttlMs: TTL_MS,
        nonceOf: (res) => res.locals.cspNonce as string,
        routeOf: () => "/m/home",
        sameForGuests: (res) => res.locals.sameForGuests === true,
        onLookup: (result) => lookups.push(result),
        now: () => clock,
      }),
    );
    app.get("/{*path}", async (req, res) => {
      renders++;
      const { status, cacheControl, setCookie, vary, sameForGuests, text } = answer;
      res.locals.sameForGuests = sameForGuests;
      if (gate) await gate;
      res.status(status).setHeader("Cache-Control", cacheControl);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Language", req.get("accept-language") ?? "en");
      if (setCookie) res.setHeader("Set-Cookie", setCookie);
      if (vary) res.setHeader("Vary", vary);
      const nonce = res.locals.cspNonce as string;
      // Written in parts, as React streams a page.
      res.write(`<script nonce="${nonce}">1</script>`);
      res.end(
        `<p>${text} ${req.get("user-agent") ?? ""} ${req.get("cookie") ?? ""}</p><script nonce="${nonce}">2</script>`,
      );
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  // What the app answers a cookieless guest on a public page: public, and marked the same for guests.
  const publicAnswer = (text: string) => ({
    status: 200,
    cacheControl: "public, max-age=0, s-maxage=30",
    sameForGuests: true,
    text,
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url + path, { headers });
    return { response, text: await response.text() };
  };
  const reset = (path: string) => {
    renders = 0;
    lookups.length = 0;
    clock += 60_000;
    return path;
  };

  it("answers a cookieless guest's public page again without making it, its scripts allowed by their hashes, not by a nonce", async () => {
    const path = reset("/m/home");
    answer = publicAnswer("made once");
    const first = await get(path);
    const second = await get(path);
    expect(renders).toBe(1);
    expect(lookups).toEqual(["miss", "hit"]);
    expect(second.text).toBe(first.text);
    const policyOf = (answer: typeof first) => answer.response.headers.get("content-security-policy");
    // The page's own nonce is valid only for the answer it was made for; every later one names the
    // hashes of exactly its two inline scripts ("1" and "2").
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(policyOf(first)).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(policyOf(second)).toBe(`script-src 'self' ${hash("1")} ${hash("2")}`);
    // The app's headers come along; the host's own per answer are this answer's.
    expect(second.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("x-request-id")).not.toBe(first.response.headers.get("x-request-id"));
  });

  it("keys on the address, the language asked and the user agent", async () => {
    const path = reset("/m/slot-games");
    answer = publicAnswer("list");
    await get(path, { "Accept-Language": "ko" });
    const english = await get(path, { "Accept-Language": "en" });
    const app = await get(path, { "Accept-Language": "en", "User-Agent": "the native wrapper" });
    await get(`${path}?vendor=PG`, { "Accept-Language": "en" });
    expect(renders).toBe(4);
    expect(english.response.headers.get("content-language")).toBe("en");
    expect(app.text).toContain("the native wrapper");
    const again = await get(path, { "Accept-Language": "ko" });
    expect(again.response.headers.get("content-language")).toBe("ko");
    expect(renders).toBe(4);
  });

  it("never answers from the cache a request with credentials, nor a HEAD", async () => {
    const path = reset("/m/lottery");
    answer = publicAnswer("public");
    await get(path);
    await get(path, { Authorization: "Bearer x" });
    await fetch(url + path, { method: "HEAD" });
    expect(renders).toBe(3);
    expect(lookups).toEqual(["miss"]);
  });

  it("keeps a page asked with cookies only when the app says it is the same for every guest with them, keyed on the whole Cookie header", async () => {
    const path = reset("/m/sports");
    // What the app answers a guest with cookies: private for other caches, the same for these cookies.
    answer = { status: 200, cacheControl: "private, no-cache", sameForGuests: true, text: "guest" };
    await get(path, { Cookie: "theme=light" });
    const again = await get(path, { Cookie: "theme=light" });
    expect(renders).toBe(1);
    expect(again.text).toContain("theme=light");
    expect(again.response.headers.get("cache-control")).toBe("private, no-cache");
    const other = await get(path, { Cookie: "theme=light; tz=Asia%2FManila" });
    expect(other.text).toContain("tz=Asia%2FManila");
    expect((await get(path)).text).not.toContain("theme=light");
    expect(renders).toBe(3);
    // Not said the same for guests (a member's page): made for each request.
    const member = reset("/m/member/home");
    answer = { status: 200, cacheControl: "private, no-store", text: "yours" };
    await get(member, { Cookie: "session=a" });
    await get(member, { Cookie: "session=a" });
    expect(renders).toBe(2);
  });

  it("keeps nothing private, refused, or that sets a cookie", async () => {
    for (const [path, made] of [
      ["/m/register", { status: 200, cacheControl: "private, no-store", text: "captcha" }],
      ["/m/gone", { ...publicAnswer("missing"), status: 404 }],
      ["/m/trial", { ...publicAnswer("trial"), setCookie: "session=1" }],
      // Varies on a header the key does not hold: another guest's Accept would get this one's page.
      ["/m/accept", { ...publicAnswer("json or html"), vary: "Accept-Language, Accept" }],
      ["/m/any", { ...publicAnswer("anything"), vary: "*" }],
    ] as const) {
      reset(path);
      answer = made;
      await get(path);
      await get(path);
      expect(renders, path).toBe(2);
    }
  });

  it("keeps an answer that varies only on what the key holds or no cached request has", async () => {
    const path = reset("/m/casino");
    answer = { ...publicAnswer("live"), vary: "Accept-Language, User-Agent, Accept-Encoding, Cookie" };
    await get(path);
    await get(path);
    expect(renders).toBe(1);
  });

  it("after its time, one request makes the page again while the others are given the old one", async () => {
    const path = reset("/m/fish-games");
    answer = publicAnswer("old");
    await get(path);
    clock += TTL_MS;
    answer = publicAnswer("new");
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const refreshing = get(path);
    await expect.poll(() => renders).toBe(2);
    // Meanwhile: the old page, without a render of its own.
    expect((await get(path)).text).toContain("old");
    expect(renders).toBe(2);
    open();
    gate = null;
    expect((await refreshing).text).toContain("new");
    expect((await get(path)).text).toContain("new");
    expect(renders).toBe(2);
    expect(lookups).toEqual(["miss", "miss", "stale", "hit"]);
  });

  it("drops a page that is no longer public (maintenance began) instead of serving it on", async () => {
    const path = reset("/m/poker");
    answer = publicAnswer("open");
    await get(path);
    clock += TTL_MS;
    answer = { status: 503, cacheControl: "private, no-store", text: "maintenance" };
    expect((await get(path)).response.status).toBe(503);
    expect((await get(path)).response.status).toBe(503);
    expect(renders).toBe(3);
  });
});

describe("the production BFF's guest home", () => {
  const METRICS_TOKEN = "metrics-token-for-the-tests";
  let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
  let bff: Awaited<ReturnType<typeof startBff>>;
  beforeAll(async () => {
    backend = await startBackendWithDb();
    bff = await startBff(backend.url, {
      statusTtlMs: 60_000,
      env: { PAGE_CACHE_TTL_MS: "60000", METRICS_TOKEN },
    });
  });
  afterAll(async () => {
    await bff?.close();
    await backend?.close();
  });

  const lookups = async () => {
    const metrics = await fetch(`${bff.url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.text());
    const count = (result: string) =>
      Number(
        new RegExp(`bff_page_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0,
      );
    return { hit: count("hit"), miss: count("miss") };
  };

  it("is answered from the cache for a second guest, every inline script allowed by its policy's hashes", async () => {
    const page = async (encoding: string) => {
      const response = await fetch(`${bff.url}/m/home`, {
        headers: { "Accept-Language": "en", "Accept-Encoding": encoding },
      });
      expect(response.status).toBe(200);
      return {
        policy: response.headers.get("content-security-policy") ?? "",
        encoding: response.headers.get("content-encoding"),
        html: await response.text(),
      };
    };
    const first = await page("br, gzip");
    const before = await lookups();
    const [second, gzipped, plain] = [
      await page("gzip, deflate, br"),
      await page("gzip"),
      await page("identity"),
    ];
    expect((await lookups()).hit).toBe(before.hit + 3);
    expect([second.encoding, gzipped.encoding, plain.encoding]).toEqual(["br", "gzip", null]);
    // The same page, byte for byte, in every encoding.
    for (const answer of [second, gzipped, plain]) expect(answer.html).toBe(first.html);
    // The page's nonce was its first answer's alone; a hit's policy names no nonce, only the hash of
    // each inline script of the page, and of nothing else.
    expect(first.policy).toMatch(/'nonce-/);
    expect(second.policy).not.toMatch(/'nonce-/);
    const inline = [...first.html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
    );
    expect(inline.length).toBeGreaterThan(1);
    const allowed = second.policy.match(/'sha256-[^']+'/g) ?? [];
    expect(new Set(allowed)).toEqual(new Set(inline));
  });

  it("keeps a guest's login form too (no captcha comes with the page), never an answer to a post", async () => {
    const asked = () => fetch(`${bff.url}/m/login?redirectTo=%2Fm%2Fwithdraw`);
    const first = await asked();
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    const before = await lookups();
    const again = await (await asked()).text();
    expect((await lookups()).hit).toBe(before.hit + 1);
    expect(again).toContain("/m/withdraw");
    const posted = await fetch(`${bff.url}/m/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: bff.url },
      body: "mode=username&userName=nobody&password=wrong",
    });
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a guest with cookies a page made for those cookies, and makes a member's page for each request", async () => {
    // The theme cookie as React Router writes it (base64 JSON, unsigned).
    const lightCookie = `theme=${encodeURIComponent(Buffer.from(JSON.stringify("light")).toString("base64"))}`;
    const light = async () => {
      const response = await fetch(`${bff.url}/m/home`, { headers: { Cookie: lightCookie } });
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      return response.text();
    };
    const dark = await (await fetch(`${bff.url}/m/home`)).text();
    await light();
    const before = await lookups();
    const lightAgain = await light();
    expect((await lookups()).hit).toBe(before.hit + 1);
    const themeOf = (html: string) => /<html[^>]*class="theme-(\w+)/.exec(html)?.[1];
    expect(themeOf(lightAgain)).toBe("light");
    expect(themeOf(dark)).toBe("dark");

    const member = await logInThroughBff(bff.url, "demo_player");
    const own = async () => {
      const response = await fetch(`${bff.url}/m/home`, { headers: { Cookie: member } });
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      return response.text();
    };
    const beforeMember = await lookups();
    expect(await own()).toContain("demo_player");
    expect(await own()).toContain("demo_player");
    // Looked up (its cookie could have been a guest's) but never kept: both made afresh.
    expect(await lookups()).toEqual({ hit: beforeMember.hit, miss: beforeMember.miss + 2 });
  });
});

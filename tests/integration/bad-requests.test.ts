// Bad requests answered 4xx in Express before React Router, redirect targets kept on this site and
// encoded, and nothing taken from the Host header (issue 9, docs/decisions/0021). Compiled BFF
// against a real reference backend.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, sessionCookie, startBackendWithDb } from "../support/member";
import { postUntilAnswered, rawRequest } from "../support/raw-http";
import { atLeast, BFF_SESSION_SECRET, logEntries, startBff } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  backend = await startBackendWithDb();
  bff = await startBff(backend.url);
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

const post = (
  path: string,
  body: BodyInit,
  contentType: string | null,
  headers: Record<string, string> = {},
) =>
  fetch(`${bff.url}${path}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
  });

/** The peak resident memory of a process (Linux), in bytes. */
const peakMemory = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

const FIFTY_MB = 50 * 1024 * 1024;

/** A listed game that guests may play as a trial (its launch makes a demo game ticket). */
const freeGame = () =>
  backend.db
    .prepare(
      "SELECT game_id AS gameId, node_id AS nodeId FROM game WHERE listed = 1 AND freeplay = 1 AND game_type = 'RNG' ORDER BY game_id LIMIT 1",
    )
    .get() as { gameId: number; nodeId: string };

describe("request bodies", () => {
  it.each([
    ["declared (Content-Length)", "/m/login", "length"],
    ["streamed (chunked)", "/resources/theme", "chunked"],
  ] as const)(
    "refuses a %s 50 MB post with 413 before it is all sent, without the BFF's memory growing by it",
    async (_kind, path, framing) => {
      const before = peakMemory(bff.pid);
      const { statusLine, sent } = await postUntilAnswered(bff.url, path, {
        size: FIFTY_MB,
        framing,
        contentType: "application/x-www-form-urlencoded",
      });
      expect(statusLine).toBe("HTTP/1.1 413 Payload Too Large");
      expect(sent).toBeLessThan(FIFTY_MB);
      expect(peakMemory(bff.pid) - before).toBeLessThan(FIFTY_MB / 2);
    },
  );

  it.each([
    ["/m/login", "application/json", '{"userName":"a"}'],
    ["/m/register", "text/plain", "hello"],
    ["/resources/language", "application/xml", "<a/>"],
    ["/m/forget", null, ""],
  ])("answers 415 to a %s post of %s", async (path, type, body) => {
    expect((await post(path, body, type)).status).toBe(415);
  });

  it.each([
    [
      "malformed multipart",
      "multipart/form-data; boundary=xyz",
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    ["multipart without a boundary", "multipart/form-data", "a=b"],
    ["bad percent-encoding", "application/x-www-form-urlencoded", "userName=%zz&password=%E0%A4%A"],
  ])("answers 400 to %s", async (_name, type, body) => {
    expect((await post("/m/login", body, type)).status).toBe(400);
  });

  it("still takes well-formed forms, urlencoded and multipart", async () => {
    const form = new URLSearchParams({ theme: "light", redirectTo: "/m/notice" });
    const urlencoded = await post("/resources/theme", form, "application/x-www-form-urlencoded");
    expect(urlencoded.status).toBe(302);
    expect(urlencoded.headers.get("location")).toBe("/m/notice");
    const multipart = new FormData();
    multipart.set("theme", "dark");
    multipart.set("redirectTo", "/m/hot-games");
    const answer = await fetch(`${bff.url}/resources/theme`, {
      method: "POST",
      body: multipart,
      redirect: "manual",
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/m/hot-games");
  });

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "CONNECT"])(
    "answers 405 to %s",
    async (method) => {
      const answer = await rawRequest(bff.url, {
        method,
        target: method === "CONNECT" ? "example.com:443" : "/m/home",
        headers: [["Host", new URL(bff.url).host]],
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    },
  );

  it("answers 400 to a path with an escaped control character", async () => {
    expect((await fetch(`${bff.url}/m/trail/%0D%0A`, { redirect: "manual" })).status).toBe(400);
  });

  it("writes a refusal as a short page in the visitor's language with a way home, or as plain text", async () => {
    const page = await post("/m/login", "{}", "application/json", {
      Accept: "text/html",
      "Accept-Language": "ja",
    });
    expect(page.status).toBe(415);
    const html = await page.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain("リクエストを処理できませんでした。");
    expect(html).toContain('<a href="/m/home">');
    const text = await post("/m/login", "{}", "application/json", { Accept: "application/json" });
    expect(await text.text()).toBe("415 Unsupported Media Type\n");
  });
});

describe("redirect targets", () => {
  const targets = [
    "/m/notice?q=한국어",
    "/m/é€?x=ÿ#ā",
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "%2F%2Fevil.example",
    "https://evil.example",
    "/\t/evil.example",
    "/m/home\r\nSet-Cookie: x=1",
    "/m/\u0100\u{1F600}",
  ];

  /** A Location must be printable ASCII and, resolved as a browser does, land on the BFF. */
  function expectOnSite(location: string | null) {
    expect(location).toMatch(/^[\x21-\x7e]+$/);
    expect(new URL(location!, `${bff.url}/m/login`).origin).toBe(bff.url);
  }

  it.each([
    "/resources/language",
    "/resources/theme",
    "/resources/download-bar",
    "/resources/contract-later",
  ])("%s sends every redirectTo to a valid Location on this site", async (path) => {
    for (const redirectTo of targets) {
      const form = new URLSearchParams({ redirectTo, language: "en", theme: "dark" });
      const answer = await post(path, form, "application/x-www-form-urlencoded");
      expect(answer.status).toBe(302);
      expectOnSite(answer.headers.get("location"));
    }
  });

  it("the login page sends a member on to every redirectTo on this site", async () => {
    const member = createMember(backend.db);
    const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
    for (const redirectTo of targets) {
      const answer = await fetch(`${bff.url}/m/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
        redirect: "manual",
        headers: { Cookie: `${name}=${value}` },
      });
      expect(answer.status).toBe(302);
      expectOnSite(answer.headers.get("location"));
    }
  });

  it("a social login start keeps the way back encoded in its redirect", async () => {
    for (const redirectTo of targets) {
      const answer = await fetch(
        `${bff.url}/m/login/social/google?redirectTo=${encodeURIComponent(redirectTo)}`,
        {
          redirect: "manual",
        },
      );
      expect(answer.status).toBe(302);
      expectOnSite(answer.headers.get("location"));
    }
  });
});

describe("the Host header", () => {
  it.each(["evil.example", "evil.example:80", "127.0.0.1.evil.example", "localhost@evil.example"])(
    "refuses a request for %s with 421 (or 400) and names no other host",
    async (host) => {
      const answer = await rawRequest(bff.url, {
        method: "GET",
        target: "/m/home",
        headers: [["Host", host]],
      });
      expect([400, 421]).toContain(answer.status);
      expect(answer.head + answer.body).not.toContain("evil.example");
    },
  );

  it("ignores X-Forwarded-Host without a trusted proxy: links, headers and the game's back link stay ours", async () => {
    const headers = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };
    const home = await fetch(`${bff.url}/m/home`, { headers });
    expect(home.status).toBe(200);
    expect(await home.text()).not.toContain("evil.example");
    expect(JSON.stringify([...home.headers])).not.toContain("evil.example");
    const g = freeGame();
    const launch = await fetch(`${bff.url}/m/launch?gameId=${g.gameId}&nodeId=${g.nodeId}&freeplay=1`, {
      headers,
      redirect: "manual",
    });
    expect(launch.status).toBe(302);
    const game = await fetch(`${bff.url}${launch.headers.get("location")}`);
    const html = await game.text();
    expect(html).toContain(`href="${bff.url}/m/home" target="_top"`);
    expect(html).not.toContain("evil.example");
    expect(game.headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${bff.url}`);
  });

  it("does not name the backend's own address in the CSP", async () => {
    const csp = (await fetch(`${bff.url}/m/home`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toContain(backend.url);
  });

  it("compares the whole Origin of a form post: scheme, host and port", async () => {
    const form = () => new URLSearchParams({ theme: "dark", redirectTo: "/m/home" });
    const { port } = new URL(bff.url);
    for (const origin of [
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      "http://evil.example",
    ]) {
      const answer = await post("/resources/theme", form(), "application/x-www-form-urlencoded", {
        Origin: origin,
      });
      expect(answer.status).toBe(403);
    }
    const same = await post("/resources/theme", form(), "application/x-www-form-urlencoded", {
      Origin: bff.url,
    });
    expect(same.status).toBe(302);
  });
});

describe("the request line", () => {
  const host = () => new URL(bff.url).host;
  const errorsLogged = () => logEntries(bff.logs).filter((entry) => atLeast(entry, "error")).length;

  it.each(["/m/home", "/m/slot-games?page=1", "/m/login", "/healthz"])(
    "serves the absolute form of %s as its path, with no error logged",
    async (path) => {
      const errorsBefore = errorsLogged();
      const [absolute, origin] = await Promise.all([
        rawRequest(bff.url, {
          method: "GET",
          target: `http://${host()}${path}`,
          headers: [["Host", host()]],
        }),
        rawRequest(bff.url, { method: "GET", target: path, headers: [["Host", host()]] }),
      ]);
      expect(absolute.status).toBe(origin.status);
      expect(absolute.status).toBe(200);
      expect(absolute.headers["content-type"]).toBe(origin.headers["content-type"]);
      expect(errorsLogged()).toBe(errorsBefore);
    },
  );

  it("never takes the host from the request line: another one there is dropped, Host still decides", async () => {
    const served = await rawRequest(bff.url, {
      method: "GET",
      target: "http://evil.example/m/home",
      headers: [["Host", host()]],
    });
    expect(served.status).toBe(200);
    expect(served.head + served.body).not.toContain("evil.example");
    const refused = await rawRequest(bff.url, {
      method: "GET",
      target: `http://${host()}/m/home`,
      headers: [["Host", "evil.example"]],
    });
    expect([400, 421]).toContain(refused.status);
  });

  it.each(["*", "ftp://example.com/m/home", "m/home"])("answers %s with a 4xx", async (target) => {
    const answer = await rawRequest(bff.url, { method: "GET", target, headers: [["Host", host()]] });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe("with PUBLIC_URL", () => {
  let publicBff: Awaited<ReturnType<typeof startBff>>;
  const PUBLIC = "https://m.example.com";
  beforeAll(async () => {
    publicBff = await startBff(backend.url, {
      env: { PUBLIC_URL: PUBLIC, TRUST_PROXY: "loopback", LINK_HOSTS: "promo.example.com" },
    });
  });
  afterAll(async () => {
    await publicBff?.close();
  });

  const get = (path: string, headers: Array<[string, string]>) =>
    rawRequest(publicBff.url, { method: "GET", target: path, headers });

  it("serves the public host only: the loopback address and a forwarded foreign host are refused", async () => {
    expect((await get("/m/home", [["Host", new URL(publicBff.url).host]])).status).toBe(421);
    expect(
      (
        await get("/m/home", [
          ["Host", "m.example.com"],
          ["X-Forwarded-Host", "evil.example"],
        ])
      ).status,
    ).toBe(421);
    expect((await get("/healthz", [["Host", new URL(publicBff.url).host]])).status).toBe(200);
    const refused = await get("/m/home", [
      ["Host", "evil.example"],
      ["Accept", "text/html"],
    ]);
    expect(refused.status).toBe(421);
    expect(refused.body).toContain(`<a href="${PUBLIC}/m/home">`);
  });

  it("builds the game's back link and the cookies from PUBLIC_URL, whatever the proxy says of the scheme", async () => {
    const g = freeGame();
    const launch = await get(`/m/launch?gameId=${g.gameId}&nodeId=${g.nodeId}&freeplay=1`, [
      ["Host", "m.example.com"],
      ["X-Forwarded-Proto", "http"],
    ]);
    expect(launch.status).toBe(302);
    const ticket = backend.db
      .prepare("SELECT lobby_url FROM launch_tickets ORDER BY created_at DESC LIMIT 1")
      .pluck()
      .get();
    expect(ticket).toBe(`${PUBLIC}/m/home`);
    const language = await rawRequest(publicBff.url, {
      method: "POST",
      target: "/resources/language",
      headers: [
        ["Host", "m.example.com"],
        ["Origin", PUBLIC],
        ["Content-Type", "application/x-www-form-urlencoded"],
        ["Content-Length", "11"],
      ],
      body: Buffer.from("language=ja"),
    });
    expect(language.status).toBe(302);
    expect(language.head).toMatch(/Set-Cookie: lng=[^\r\n]*; Secure/i);
  });
});

// The BFF over HTTP (production build) against a real reference backend: routing, the status gate,
// backend outages, language and theme cookies, security headers.
import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, setSiteStatus, startBackend, startBff, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url);
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${bff.url}${path}`, { redirect: "manual", ...init });
const html = async (path: string, init?: RequestInit) => {
  const response = await get(path, init);
  return { response, body: await response.text() };
};

describe("routes", () => {
  it.each(["/m/home", "/", "/m", "/m/", "/m/index", "/m/index.html"])(
    "%s renders home on the server with banner carousel, marquee and bottom menu",
    async (path) => {
      const { response, body } = await html(path, { headers: { "Accept-Language": "en" } });
      expect(response.status).toBe(200);
      expect(body).toContain('class="top-banner"');
      expect(body).toContain('class="banner-carousel"');
      expect(body).toMatch(/<img src="\/cdn\/banners\/\d+\.svg"/);
      expect(body).toContain('class="notice-marquee"');
      expect(body).toContain('href="/m/notice?index=0"');
      expect(body).toContain('aria-label="Main menu"');
      expect(body).toMatch(
        /<a[^>]*href="\/m\/home"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/m\/home"/,
      );
    },
  );

  it.each(["/m/anything-else", "/m/nope/deeper", "/nothing"])("%s redirects to /m/home", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/m/home");
  });

  it("serves a favicon and immutable hashed assets", async () => {
    const favicon = await get("/favicon.ico");
    expect(favicon.status).toBe(200);
    const { body } = await html("/m/home");
    const asset = body.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset!);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
  });

  it("sends hashed assets compressed at build time: brotli where accepted, else gzip, as the same file", async () => {
    const { body } = await html("/m/home");
    const asset = body.match(/\/assets\/[\w.-]+\.js/)?.[0];
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        request(`${bff.url}${asset}`, { headers: { "Accept-Encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await raw("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    const gzip = await raw("gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    for (const answer of [br, gzip]) {
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers["cache-control"]).toContain("immutable");
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it("compresses pages", async () => {
    const response = await get("/m/home", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("writes the page's stylesheets into its head, as built, with no stylesheet link", async () => {
    const { body } = await html("/m/slot-games");
    const head = body.slice(0, body.indexOf("</head>"));
    const styles = [...head.matchAll(/<style data-href="(\/assets\/[\w.-]+\.css)#?">([^<]*)<\/style>/g)];
    expect(styles.map((m) => m[1].replace(/-[\w-]{8}\.css$/, ".css"))).toEqual([
      "/assets/shell.css",
      "/assets/games.css",
      "/assets/game-lists.css",
    ]);
    for (const [, href, text] of styles) expect(text).toBe(await (await get(href)).text());
    // Only the root's never-fetched marker, which Vite's loader of a form's chunk looks for (0054).
    const markers = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled=""\/>/g)];
    expect(markers.map((m) => m[1])).toEqual([styles[0][1]]);
    expect(head.replace(markers[0][0], "")).not.toMatch(/rel="stylesheet"|as="style"/);
  });

  it("draws a form page's form in place, with conform's code outside the page's first load", async () => {
    const { body } = await html("/m/login");
    // In place for a browser without JavaScript, not in a hidden block only a script reveals (0054).
    expect(body).toMatch(/<div class="deferred-form" data-deferred-form="">\s*<section[^>]*>[\s\S]*<form /);
    expect(body).not.toMatch(/<div hidden id="S:/);
    const scripts = [...body.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(3);
    // conform marks the fields it has filled in with `data-conform`: none of that code before hydration.
    for (const src of scripts) expect(await (await get(src)).text()).not.toContain("dataset.conform");
  });

  it("links the stylesheets, asked for ahead of the scripts, on a later visit (any cookie)", async () => {
    const { body } = await html("/m/slot-games", { headers: { Cookie: "tz=Asia%2FSeoul" } });
    const head = body.slice(0, body.indexOf("</head>"));
    expect(head).not.toContain("<style data-href");
    const links = [...head.matchAll(/<link[^>]*rel="stylesheet" href="(\/assets\/[\w.-]+\.css)#?"\/>/g)];
    expect(links.map((m) => m[1].replace(/-[\w-]{8}\.css$/, ".css"))).toEqual([
      "/assets/shell.css",
      "/assets/games.css",
      "/assets/game-lists.css",
    ]);
    for (const [, href] of links)
      expect(head.indexOf(`href="${href}`)).toBeLessThan(head.indexOf("modulepreload"));
  });

  it("asks for the first row's artwork at high priority ahead of the scripts", async () => {
    const { body } = await html("/m/slot-games");
    const head = body.slice(0, body.indexOf("</head>"));
    const images = [
      ...head.matchAll(/<link rel="preload" href="([^"]+)" as="image" fetchPriority="high"\/>/g),
    ];
    expect(images).toHaveLength(3);
    expect(head.indexOf(images[2][0])).toBeLessThan(head.indexOf('rel="modulepreload"'));
    const tiles = [...body.matchAll(/<img src="(\/cdn\/games\/[^"]+)"[^>]*>/g)];
    expect(tiles.slice(0, 3).map((m) => m[1])).toEqual(images.map((m) => m[1]));
    expect(tiles.slice(0, 3).every((m) => m[0].includes('fetchpriority="high"'))).toBe(true);
    expect(tiles[12][0]).not.toContain("fetchpriority");
  });

  it("proxies artwork from the backend's image path", async () => {
    const response = await get("/cdn/banners/1.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("security", () => {
  it("sends a nonce-based CSP whose nonce is on the page's scripts", async () => {
    const { response, body } = await html("/m/home");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const scripts = [...body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends files only the headers that act on a file; artwork a policy that runs nothing", async () => {
    const { body } = await html("/m/home");
    const script = await get(body.match(/\/assets\/[\w.-]+\.js/)![0]);
    const artwork = await get("/cdn/games/1117.svg");
    for (const file of [script, artwork]) {
      expect(file.status).toBe(200);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(file.headers.get("x-frame-options")).toBeNull();
      expect(file.headers.get("cross-origin-opener-policy")).toBeNull();
    }
    expect(script.headers.get("content-security-policy")).toBeNull();
    expect(artwork.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it("refuses a cross-origin POST, on resource routes too", async () => {
    const response = await get("/resources/theme", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "theme=light",
    });
    expect(response.status).toBe(403);
  });

  it("passes the phone-auth provider's consent pages through /oauth, never its SMS calls (decision 0077)", async () => {
    const consent = await html("/oauth/google/authorize?redirect_uri=x&state=y");
    // The backend's own page (social login is off): proxied.
    expect(consent.response.status).toBe(404);
    expect(consent.body).toContain("Sign-in not available");
    for (const path of ["/oauth/sms/send", "/oauth/sms/verify"]) {
      const response = await get(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "countryDialingCode=86&mobileNum=13700000001&code=123456",
      });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("");
    }
  });

  it("never follows a redirect target off our origin", async () => {
    const response = await get("/resources/theme", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "theme=light&redirectTo=//evil.example/x",
    });
    expect(response.headers.get("location")).toBe("/m/home");
  });
});

describe("language and theme", () => {
  it("detects the language from Accept-Language, then falls back to the merchant default (KO)", async () => {
    expect((await html("/m/home", { headers: { "Accept-Language": "en-US,en;q=0.9" } })).body).toContain(
      'lang="en"',
    );
    expect((await html("/m/home", { headers: { "Accept-Language": "fr-FR" } })).body).toContain('lang="ko"');
  });

  it("switches language with a plain form post and keeps it in a cookie", async () => {
    const response = await get("/resources/language", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=EN&redirectTo=/m/index",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/m/index");
    const cookie = response.headers.get("set-cookie")!.split(";")[0];
    const { body } = await html("/m/home", { headers: { Cookie: cookie, "Accept-Language": "ko" } });
    expect(body).toContain('lang="en"');
    expect(body).toContain("Skip to content");
  });

  it("refuses an unknown language with 400", async () => {
    const response = await get("/resources/language", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=XX",
    });
    expect(response.status).toBe(400);
  });

  it("is dark by default and renders the chosen theme from the cookie", async () => {
    expect((await html("/m/home")).body).toMatch(/<html[^>]*class="theme-dark"/);
    const response = await get("/resources/theme", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "theme=light&redirectTo=/m/home",
    });
    const cookie = response.headers.get("set-cookie")!.split(";")[0];
    expect((await html("/m/home", { headers: { Cookie: cookie } })).body).toMatch(
      /<html[^>]*class="theme-light"/,
    );
  });

  it("adds the app class for the app shell's user agent", async () => {
    const { body } = await html("/m/home", { headers: { "User-Agent": "Mozilla/5.0 MCApp/3.1" } });
    expect(body).toMatch(/<html[^>]*class="theme-dark app"/);
  });
});

describe("system-status gate", () => {
  it("renders maintenance (also when both apply), region restriction, then the pages again", async () => {
    const lang = { headers: { "Accept-Language": "en" } };
    await setSiteStatus(backend.url, { maintenance: true });
    await eventually(async () => {
      const { response, body } = await html("/m/home", lang);
      expect(response.status).toBe(503);
      expect(body).toContain('data-status="1"');
      expect(body).toContain("System maintenance");
    });
    await setSiteStatus(backend.url, { maintenance: true, regionRestriction: true });
    await eventually(async () => expect((await html("/m/index", lang)).body).toContain('data-status="1"'));
    await setSiteStatus(backend.url, { maintenance: false, regionRestriction: true });
    await eventually(async () => {
      const { body } = await html("/", lang);
      expect(body).toContain('data-status="2"');
      expect(body).toContain("Not available in your region");
      expect(body).toContain("127.0.0.1");
    });
    await setSiteStatus(backend.url, { maintenance: false, regionRestriction: false });
    await eventually(async () => {
      const { response, body } = await html("/m/home", lang);
      expect(response.status).toBe(200);
      expect(body).toContain('class="banner-carousel"');
    });
  });
});

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/readyz")).status).toBe(200);
  });
});

describe("texts sent to the browser", () => {
  // The page names its language's whole texts (a versioned address) for entry.client to load after
  // hydration; nothing asks for them before (decision 0056).
  const textsHref = (body: string) => {
    expect(body).not.toMatch(/<link[^>]*\/resources\/locales\//);
    const named = [...body.matchAll(/<meta name="texts" content="(\/resources\/locales\/[^"]+)"\/>/g)];
    expect(named).toHaveLength(1);
    return named[0][1].replaceAll("&amp;", "&");
  };
  /** The texts written at the end of the page: those its render read. */
  const pageTexts = (body: string) => {
    const written = [
      ...body.matchAll(/<script type="application\/json" id="page-texts"[^>]*>(.*?)<\/script>/g),
    ];
    expect(written).toHaveLength(1);
    expect(body.indexOf(written[0][0])).toBe(body.length - written[0][0].length - "</body></html>".length);
    return JSON.parse(written[0][1]) as Record<string, Record<string, unknown>>;
  };

  it("writes into each page the texts its render read, and no others", async () => {
    const home = pageTexts((await html("/m/home", { headers: { "Accept-Language": "en" } })).body);
    const login = pageTexts((await html("/m/login", { headers: { "Accept-Language": "en" } })).body);
    for (const texts of [home, login]) {
      expect(texts.translation.app).toMatchObject({ skipToContent: "Skip to content" });
    }
    // Login's form texts are on login's page only; home's game texts on home's only.
    expect(login.translation.account).toMatchObject({ login: { forgot: "Forgot password?" } });
    expect(JSON.stringify(home)).not.toContain("Forgot password?");
    expect(JSON.stringify(login)).not.toContain('"games"');
    expect(home.translation.games).toBeDefined();
    // A small part of the whole (the whole is what the versioned address answers).
    const whole = await get(textsHref((await html("/m/login")).body)).then((r) => r.text());
    expect(JSON.stringify(login).length).toBeLessThan(whole.length / 10);
  });

  it("holds only the current language's texts", async () => {
    for (const [lng, own, other] of [
      ["en", "Skip to content", "본문으로 건너뛰기"],
      ["ko", "본문으로 건너뛰기", "Skip to content"],
    ]) {
      const page = await html("/m/home", { headers: { "Accept-Language": lng } });
      expect(page.body).toContain(own);
      expect(page.body).not.toContain(other);
      const href = textsHref(page.body);
      expect(href).toMatch(new RegExp(`^/resources/locales/${lng}\\?v=[0-9a-f]{12}$`));
      const texts = await get(href).then((r) => r.text());
      expect(texts).toContain(own);
      expect(texts).not.toContain(other);
      // No script of the page carries texts of any language.
      for (const [, script] of page.body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) {
        const code = await get(script).then((r) => r.text());
        expect(code).not.toContain(own);
        expect(code).not.toContain(other);
      }
    }
  });

  it("keeps the texts out of the root loader's data on client navigations", async () => {
    const response = await get("/m/slot-games.data", { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("/resources/locales/en?v=");
    expect(body).not.toContain("Skip to content");
  });

  it("caches the versioned address for good, and only that one", async () => {
    const href = textsHref((await html("/m/login", { headers: { "Accept-Language": "en" } })).body);
    const current = await get(href);
    expect(current.status).toBe(200);
    expect(current.headers.get("content-type")).toContain("application/json");
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await current.json()).translation.app.skipToContent).toBe("Skip to content");
    for (const stale of ["/resources/locales/en?v=000000000000", "/resources/locales/en"]) {
      const response = await get(stale);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
    expect((await get("/resources/locales/xx?v=1")).status).toBe(404);
    expect((await get("/resources/locales/constructor")).status).toBe(404);
  });

  it("gives each language its own version", async () => {
    const en = textsHref((await html("/m/login", { headers: { "Accept-Language": "en" } })).body);
    const ko = textsHref((await html("/m/login", { headers: { "Accept-Language": "ko" } })).body);
    expect(en.split("?v=")[1]).not.toBe(ko.split("?v=")[1]);
  });
});

describe("titles and crawlers", () => {
  it.each([
    ["/m/login", "en", "Log in | Mobile Casino"],
    ["/m/login", "ko", "로그인 | 모바일 카지노"],
    ["/m/slot-games", "en", "Game center | Mobile Casino"],
    ["/m/hot-games", "ko", "인기 게임 | 모바일 카지노"],
    ["/m/home", "en", "Mobile Casino"],
  ])("%s in %s has one title: %s, and a description", async (path, lng, title) => {
    const { body } = await html(path, { headers: { "Accept-Language": lng } });
    const head = body.slice(0, body.indexOf("</head>"));
    expect([...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([title]);
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(body).toContain(`<html lang="${lng}"`);
  });

  it("serves robots.txt as text, not the catch-all page", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toMatch(/^User-agent: \*$/m);
  });
});

// A page's partial route manifest is the same when its parent paths' routes are remembered as when
// they are matched (decision 0067): the second answer for a path names the routes a client needs.
describe("the partial route manifest", () => {
  /** The route ids of a page's inline manifest. */
  async function manifestRoutes(path: string): Promise<string[]> {
    const html = await (await fetch(`${bff.url}${path}`)).text();
    const manifest = html.slice(html.indexOf("__reactRouterManifest"));
    const routes = manifest.slice(manifest.indexOf('"routes"'), manifest.indexOf('"url"'));
    return [...routes.matchAll(/"id": "([^"]+)"/g)].map((m) => m[1]).sort();
  }

  it("names the same routes for a page asked again, and the parents' routes for a deeper one", async () => {
    const first = await manifestRoutes("/m/slot-games");
    expect(first).toContain("root");
    expect(await manifestRoutes("/m/slot-games")).toEqual(first);
    const deeper = await manifestRoutes("/m/games/search");
    expect(deeper).toContain("root");
    expect(await manifestRoutes("/m/games/search")).toEqual(deeper);
  });
});

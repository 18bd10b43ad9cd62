// What an operator sees of the BFF (production build, real reference backend): /metrics (behind its
// token on the main port, on its own port, aggregated over the cluster's workers), the request id in
// the answer, the log and the backend call, and the caching headers of each kind of answer.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReferenceBackend } from "@mobile-front/reference-backend";
import { createMember, sessionCookie } from "../support/member";
import {
  BFF_SESSION_SECRET,
  eventually,
  freePort,
  logEntries,
  MERCHANT,
  OPERATOR_TOKEN,
  startBff,
} from "../support/servers";

const METRICS_TOKEN = "metrics-token-for-the-tests";
const reference = createReferenceBackend({ merchantCode: MERCHANT, operatorToken: OPERATOR_TOKEN });
/** The X-Request-Id of every call the backend received. */
const backendRequestIds: (string | undefined)[] = [];
let backendServer: Server;
let bff: Awaited<ReturnType<typeof startBff>> & { backendUrl: string };
let metricsPort: number;

beforeAll(async () => {
  backendServer = createServer((req, res) => {
    backendRequestIds.push(req.headers["x-request-id"] as string | undefined);
    reference.app(req, res);
  });
  await new Promise<void>((resolve) => backendServer.listen(0, "127.0.0.1", resolve));
  const backendUrl = `http://127.0.0.1:${(backendServer.address() as AddressInfo).port}`;
  metricsPort = await freePort();
  bff = {
    backendUrl,
    ...(await startBff(backendUrl, {
      env: { WEB_CONCURRENCY: "2", METRICS_TOKEN, METRICS_PORT: String(metricsPort) },
    })),
  };
});
afterAll(async () => {
  await bff?.close();
  await new Promise((resolve) => backendServer?.close(resolve));
  backendServer?.closeAllConnections();
  reference.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${bff.url}${path}`, { redirect: "manual", headers: { "Accept-Language": "en", ...headers } });

async function scrape(url = `${bff.url}/metrics`): Promise<string> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}
/** The sum of a metric's samples whose labels include all of `labels`. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

describe("/metrics", () => {
  it("is refused without the token, or with a wrong one", async () => {
    expect((await get("/metrics")).status).toBe(401);
    expect((await get("/metrics", { Authorization: "Bearer wrong-token-of-same-size!!" })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
  });

  it("shows the counters moving after traffic, summed over every worker", async () => {
    const before = await scrape();
    const rounds = 12;
    for (let i = 0; i < rounds; i++) {
      expect((await get("/m/slot-games")).status).toBe(200);
      expect((await get("/m/set")).status).toBe(302);
    }
    // An answer is counted once sent, which the client may see a moment before the worker does.
    let after = "";
    const moved = (name: string, labels?: Record<string, string>) =>
      total(after, name, labels) - total(before, name, labels);
    await expect
      .poll(
        async () => {
          after = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
          return [
            moved("bff_http_requests_total", { route: "/m/slot-games", status: "200" }),
            moved("bff_http_requests_total", { route: "/m/set", status: "302" }),
            moved("bff_http_request_duration_seconds_count", { route: "/m/slot-games" }),
          ];
        },
        { timeout: 10_000 },
      )
      // Requests per route pattern, not per address; each worker's count is in the sum.
      .toEqual([rounds, rounds, rounds]);
    expect(after).not.toMatch(/route="\/m\/slot-games\?/);
    // The pages' public data came from the cache (hits), asked of the backend at first (misses).
    expect(moved("bff_public_cache_lookups_total", { result: "hit" })).toBeGreaterThan(0);
    expect(total(after, "bff_public_cache_lookups_total", { result: "miss" })).toBeGreaterThan(0);
    expect(moved("bff_backend_calls_total", { path: "/wps/system/status", outcome: "200" })).toBeGreaterThan(
      0,
    );
    expect(
      total(after, "bff_backend_call_duration_seconds_count", { path: "/wps/system/status" }),
    ).toBeGreaterThan(0);
    expect(after).toContain("# TYPE bff_backend_errors_total counter");
    expect(after).toContain("# TYPE bff_rate_limit_refusals_total counter");
    // Node.js and process metrics under their standard names, as ready-made dashboards read them.
    expect(total(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(after).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    expect(after).not.toMatch(/^bff_(process|nodejs)_/m);
  });

  it("a backend call refused with 401 counts, as its outcome, not as a backend error", async () => {
    const before = await scrape();
    const member = createMember(reference.db);
    reference.db.prepare("UPDATE sessions SET revoked = 1 WHERE token = ?").run(member.token);
    const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
    await get("/m/set", { Cookie: `${name}=${value}` });
    const after = await scrape();
    const moved = (metric: string, labels: Record<string, string>) =>
      total(after, metric, labels) - total(before, metric, labels);
    expect(moved("bff_backend_calls_total", { path: "/wps/member/info", outcome: "401" })).toBe(1);
    expect(moved("bff_backend_errors_total", { path: "/wps/member/info" })).toBe(0);
  });
});

describe("/metrics without METRICS_TOKEN, one process", () => {
  it("is not on the main port, only on METRICS_PORT", async () => {
    const port = await freePort();
    const single = await startBff(bff.backendUrl, { env: { METRICS_PORT: String(port) } });
    try {
      const main = await fetch(`${single.url}/metrics`, { redirect: "manual" });
      expect(main.status).toBe(302);
      expect(await main.text()).not.toContain("bff_");
      const own = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain("bff_http_requests_total");
    } finally {
      await single.close();
    }
  });
});

describe("the states the sample alerts read (docs/operations.md)", () => {
  it("bff_backend_circuit_open and bff_redis_fallback: 0 while well, 1 while the backend or Redis is away", async () => {
    const before = await scrape();
    expect(total(before, "bff_backend_circuit_open")).toBe(0);
    expect(total(before, "bff_redis_fallback")).toBe(0);

    // Nothing listens on these ports: once enough calls found nobody, the circuit opens.
    const gone = await freePort();
    const away = await startBff(`http://127.0.0.1:${gone}`, {
      env: { METRICS_TOKEN, REDIS_URL: `redis://127.0.0.1:${await freePort()}/0` },
    });
    try {
      const text = await eventually(async () => {
        await (await fetch(`${away.url}/m/slot-games`)).text();
        const text = await scrape(`${away.url}/metrics`);
        expect(total(text, "bff_backend_circuit_open")).toBe(1);
        return text;
      }, 10_000);
      expect(total(text, "bff_backend_circuit_changes_total", { state: "open" })).toBe(1);
      expect(total(text, "bff_redis_fallback")).toBe(1);
      // Its start waited a bounded time for Redis (issue 62), then went on with per-host counts.
      expect(away.logs.join("")).toContain("Redis did not answer at start");
    } finally {
      await away.close();
    }
  });
});

describe("request id", () => {
  it("is in the answer, on the request's log line and on its backend calls", async () => {
    const member = createMember(reference.db);
    const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
    const calls = backendRequestIds.length;
    const response = await get("/m/member/home", { Cookie: `${name}=${value}` });
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(backendRequestIds.slice(calls)).toContain(id);
    // A client cannot choose its id (no trusted proxy here).
    const forged = await get("/m/home", { "X-Request-Id": "forged" });
    expect(forged.headers.get("x-request-id")).not.toBe("forged");
    await expect
      .poll(
        () => logEntries(bff.logs).find((line) => line.msg === "request completed" && line.reqId === id),
        {
          timeout: 10_000,
        },
      )
      .toBeDefined();
  });
});

describe("caching headers", () => {
  it("a public page for a guest without cookies: shared caches briefly, varying on what changes it", async () => {
    const response = await get("/m/slot-games");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(response.headers.get("vary")).toMatch(/Cookie.*Accept-Language.*User-Agent/);
  });

  it("a public page asked with a language or theme cookie: no shared cache", async () => {
    const response = await get("/m/home", { Cookie: "theme=light" });
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("member pages, and public pages asked with a session: private, no-store", async () => {
    const member = createMember(reference.db);
    const { name, value } = await sessionCookie(BFF_SESSION_SECRET, member);
    for (const path of ["/m/member/home", "/m/home", "/m/slot-games", "/m/fav-games"]) {
      const response = await get(path, { Cookie: `${name}=${value}` });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("forms (a captcha per page), redirects and posts: private, no-store", async () => {
    for (const path of ["/m/register", "/m/forget", "/m/set", "/m/no-such-page"]) {
      expect((await get(path)).headers.get("cache-control"), path).toBe("private, no-store");
    }
    // The login form carries no captcha with the page: public (decision 0051's amendment).
    expect((await get("/m/login")).headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    const post = await fetch(`${bff.url}/resources/theme`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "theme=light",
    });
    expect(post.headers.get("cache-control")).toBe("private, no-store");
  });

  it("hashed assets and the versioned texts: immutable", async () => {
    const page = await (await get("/m/home")).text();
    const asset = page.match(/\/assets\/[\w.-]+\.js/)![0];
    expect((await get(asset)).headers.get("cache-control")).toMatch(/immutable/);
    const texts = page.match(/\/resources\/locales\/en\?v=\w+/)![0];
    expect((await get(texts)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

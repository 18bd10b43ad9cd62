// Thousands of random requests (methods, paths, query strings, headers, content types and bodies)
// against the compiled BFF and a real reference backend: none may answer 5xx (issue 9). The seed is
// fixed so a run is repeatable, and printed; FUZZ_SEED and FUZZ_RUNS override it.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_ADDRESSES } from "../support/route-addresses";
import { rawRequest } from "../support/raw-http";
import { startBackend, startBff, type RunningBackend } from "../support/servers";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const CONCURRENCY = 6;

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

// Every route of app/routes.ts (and its data request), and what Express answers before React Router.
const ROUTES = [
  ...ROUTE_ADDRESSES.flatMap((path) => [path, path.endsWith("/") ? `${path}_.data` : `${path}.data`]),
  "/_.data",
  "/_root.data",
  "/cdn/banners/1.svg",
  "/play/x",
  "/oauth/google/authorize",
  "/provider/deposits/x",
  "/chat/x",
  "/healthz",
  "/favicon.ico",
  "/nothing",
];

/** Percent-encoded bytes, well-formed (a malformed escape in the path is issue 14's error page). */
const escaped = fc
  .uint8Array({ minLength: 1, maxLength: 6 })
  .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join(""));
const segment = fc.oneof(fc.stringMatching(/^[\w.~!$&'()*+,;=:@-]{1,12}$/), escaped);
const path = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ROUTES) },
  fc.tuple(fc.constantFrom(...ROUTES), segment).map(([route, s]) => `${route.replace(/\/$/, "")}/${s}`),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join("/")}`),
);

/** Values a query may carry, bad escapes and open-redirect tries included. */
const queryValue = fc.oneof(
  fc.constantFrom(
    "",
    "%",
    "%zz",
    "%E0%A4%A",
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "https://evil.example/",
    "%2F%2Fevil.example",
    "/m/%E2%82%AC",
    "/m/home?x=1#y",
    "javascript:alert(1)",
    "1",
    "-1",
    "99999999999999999999",
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 12 }).map(encodeURIComponent),
);
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        "redirectTo",
        "vendor",
        "index",
        "gameId",
        "nodeId",
        "freeplay",
        "code",
        "method",
        "state",
        "idToken",
        "error",
        "menu",
        "balance",
        "confirm",
        "social",
        "_data",
        "x",
      ),
      queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));

const boundary = "fuzzBoundary7MA4YWxk";
const contentType = fc.option(
  fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-8",
    `multipart/form-data; boundary=${boundary}`,
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "application/json",
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/xml",
    "application/octet-stream",
    "image/png",
    "x/y",
    "garbage",
    ";;;",
  ),
  { nil: undefined },
);

const body = fc.oneof(
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.json().map((json) => Buffer.from(json)),
  fc.string({ maxLength: 200 }).map((text) => Buffer.from(text)),
  fc
    .array(fc.tuple(fc.stringMatching(/^[\w%.[\]-]{0,10}$/), fc.stringMatching(/^[\w%+=&.-]{0,20}$/)), {
      maxLength: 5,
    })
    .map((pairs) => Buffer.from(pairs.map(([k, v]) => `${k}=${v}`).join("&"))),
  fc
    .tuple(fc.string({ maxLength: 30 }), fc.string({ maxLength: 60 }), fc.boolean())
    .map(([name, value, closed]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n` +
          (closed ? `--${boundary}--\r\n` : ""),
      ),
    ),
);

/** Headers beyond the content type: odd names and values, cookies, languages, a foreign host. */
const headerValue = fc.stringMatching(/^[\x20-\x7e\x80-\xff]{0,60}$/).map((v) => v.trim());
const extraHeaders = fc.array(
  fc.oneof(
    fc.tuple(
      fc.constant("Cookie"),
      fc.oneof(headerValue, fc.constantFrom("session=x", "lng=zz", "theme=%", "session=%E0%A4%A")),
    ),
    fc.tuple(fc.constant("Accept-Language"), fc.oneof(headerValue, fc.constantFrom("*", "zz-ZZ", "ja;q=x"))),
    fc.tuple(fc.constant("Accept"), fc.constantFrom("*/*", "text/html", "application/json", "text/x-script")),
    fc.tuple(fc.constant("Host"), fc.constantFrom("evil.example", "", "[::1]", "a b", "localhost:1")),
    fc.tuple(fc.constant("X-Forwarded-Host"), fc.constantFrom("evil.example", "localhost")),
    fc.tuple(fc.constant("X-Forwarded-Proto"), fc.constantFrom("https", "gopher")),
    fc.tuple(fc.constant("Range"), fc.constantFrom("bytes=0-0", "bytes=x", "bytes=5-1")),
    fc.tuple(fc.constant("If-None-Match"), headerValue),
    fc.tuple(fc.constant("Expect"), fc.constantFrom("100-continue", "100-continue", "100-continue", "x")),
    fc.tuple(fc.constant("Content-Encoding"), fc.constantFrom("gzip", "br", "x")),
    fc.tuple(fc.stringMatching(/^[A-Za-z][\w-]{0,20}$/), headerValue),
  ),
  { maxLength: 4 },
);

const request = fc.record({
  method: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom("GET", "POST") },
    fc.constantFrom("HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE", "CONNECT"),
  ),
  path,
  query,
  contentType,
  body: fc.option(body, { nil: undefined }),
  headers: extraHeaders,
  /** The body's framing: a Content-Length, or chunks (no length declared). */
  chunked: fc.boolean(),
});
type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function send(baseUrl: string, r: FuzzRequest) {
  const { host } = new URL(baseUrl);
  const headers: Array<[string, string]> = [];
  // A Host of the fuzz replaces ours; otherwise the server's own.
  if (!r.headers.some(([name]) => name.toLowerCase() === "host")) headers.push(["Host", host]);
  headers.push(...r.headers);
  if (r.contentType) headers.push(["Content-Type", r.contentType]);
  if (r.body && r.chunked) {
    headers.push(["Transfer-Encoding", "chunked"]);
    const chunk = r.body.length
      ? [Buffer.from(`${r.body.length.toString(16)}\r\n`), r.body, Buffer.from("\r\n")]
      : [];
    const chunks = Buffer.concat([...chunk, Buffer.from("0\r\n\r\n")]);
    return rawRequest(baseUrl, { method: r.method, target: r.path + r.query, headers, body: chunks });
  }
  if (r.body) headers.push(["Content-Length", String(r.body.length)]);
  return rawRequest(baseUrl, { method: r.method, target: r.path + r.query, headers, body: r.body });
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

describe("fuzzed requests", () => {
  it(`answer no 5xx (seed ${SEED}, ${RUNS} requests)`, { timeout: 120_000 }, async () => {
    console.info(`fuzz seed ${SEED}, ${RUNS} requests (FUZZ_SEED / FUZZ_RUNS to change)`);
    const requests = fc.sample(request, { seed: SEED, numRuns: RUNS });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await pool(requests, CONCURRENCY, async (r) => {
      let status: number;
      try {
        status = (await send(bff.url, r)).status;
      } catch (error) {
        failures.push(
          `${(error as Error).message}: ${JSON.stringify({ ...r, body: r.body?.toString("latin1") })}`,
        );
        return;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500)
        failures.push(`${status}: ${JSON.stringify({ ...r, body: r.body?.toString("latin1") })}`);
    });
    console.info("statuses", Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

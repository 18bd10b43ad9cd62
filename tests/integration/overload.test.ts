// A busy process sheds load with a fast 503 instead of queueing it (issue 58, decision 0081): with
// SHED_MAX_IN_FLIGHT requests already in flight (their game lists held at the backend), the next page request is
// answered at once with 503, Retry-After and a page that asks again by itself; probes, files and form
// posts still pass; once the held requests finish, pages are served again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startProxy } from "../support/proxy";
import { eventually, startBackend, startBff, type RunningBackend } from "../support/servers";

const METRICS_TOKEN = "metrics-token-for-the-tests";
let backend: RunningBackend;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let bff: Awaited<ReturnType<typeof startBff>>;
/** While set, every backend call waits for it (the requests in flight stay in flight). */
let gate: { open: () => void; promise: Promise<void> } | null = null;
const heldCalls: string[] = [];

beforeAll(async () => {
  backend = await startBackend();
  proxy = await startProxy(backend.url, async (url) => {
    if (!gate) return;
    heldCalls.push(url);
    await gate.promise;
  });
  bff = await startBff(proxy.url, {
    statusTtlMs: 60_000,
    env: { SHED_MAX_IN_FLIGHT: "2", PUBLIC_TTL_MS: "0", PAGE_CACHE_TTL_MS: "0", METRICS_TOKEN },
  });
});
afterAll(async () => {
  gate?.open();
  await bff?.close();
  await proxy?.close();
  await backend?.close();
});

function closeGate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  gate = { open, promise };
  heldCalls.length = 0;
}

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${bff.url}${path}`, { redirect: "manual", headers: { "Accept-Language": "en", ...headers } });

it("answers a page request 503 with Retry-After at once while its limit of requests is in flight, then serves again", async () => {
  // The status and the shell's data are cached (60 s, public answers served while they refresh): the
  // next pages wait only for their own game lists, never asked before.
  expect((await page("/m/slot-games")).status).toBe(200);
  closeGate();
  const held = [page("/m/live-games"), page("/m/fishing-games")];
  await eventually(async () => {
    expect(heldCalls.some((url) => url.includes("gameType=LIVE"))).toBe(true);
    expect(heldCalls.some((url) => url.includes("gameType=FISH"))).toBe(true);
  });

  const shed = await page("/m/slot-games", { Accept: "text/html" });
  expect(shed.status).toBe(503);
  expect(shed.headers.get("retry-after")).toBe("2");
  expect(shed.headers.get("cache-control")).toBe("no-store");
  const html = await shed.text();
  expect(html).toContain("Service temporarily unavailable");
  expect(html).toContain('<meta http-equiv="refresh" content="2">');
  // Data requests of a client navigation are shed too, in plain text.
  expect((await page("/m/slot-games.data")).status).toBe(503);

  // Never shed: the probes, the files, and a form post (the player's own act).
  expect((await page("/healthz")).status).toBe(200);
  expect((await page("/robots.txt")).status).toBe(200);
  const post = await fetch(`${bff.url}/resources/theme`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ theme: "light", redirectTo: "/m/home" }),
  });
  expect(post.status).toBe(302);

  gate!.open();
  gate = null;
  for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
  expect((await page("/m/slot-games")).status).toBe(200);

  const metrics = await fetch(`${bff.url}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((r) => r.text());
  expect(metrics).toMatch(/bff_shed_requests_total\{reason="in-flight"\} [1-9]/);
});

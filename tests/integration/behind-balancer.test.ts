// Behind haproxy (issue 49). A backend outage: /readyz says whether the host can serve, not whether
// the backend every host shares is up (decision 0058), so the balancer keeps the host and guests keep
// their cached pages for the whole outage; a page with nothing cached is the BFF's own 503 page with
// its retry link, never the balancer's bare 503. And a request line in absolute form, passed on by the
// balancer, is the page it names, never a 500.
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { startHaproxy } from "../support/real-parts";
import { atLeast, logEntries, startBackend, startBff, type RunningBackend } from "../support/servers";

const METRICS_TOKEN = "outage-metrics-token-0123456789";
/** haproxy checks /readyz this often; two failures in a row would take the host out. */
const CHECK_MS = 200;
/** Checks seen after the host knew the backend was down: five times what takes a host out. */
const CHECKS_WATCHED = 10;

let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;
let balancer: Awaited<ReturnType<typeof startHaproxy>>;

beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url, { backendTimeoutMs: 1000, env: { METRICS_TOKEN } });
  balancer = await startHaproxy([Number(new URL(bff.url).port)], CHECK_MS);
});
afterAll(async () => {
  await balancer?.close();
  await bff?.close();
  await backend?.close().catch(() => {});
});

const get = (path: string) => fetch(`${balancer.url}${path}`, { headers: { "Accept-Language": "en" } });

/** How many times the balancer has asked the host's /readyz (the host's own request metrics). */
async function checksSoFar(): Promise<number> {
  const metrics = await fetch(`${bff.url}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  let count = 0;
  for (const line of (await metrics.text()).split("\n")) {
    const match = /^bff_http_requests_total\{[^}]*route="\/readyz"[^}]*\} (\d+)/.exec(line);
    if (match) count += Number(match[1]);
  }
  return count;
}

const circuitOpen = () => logEntries(bff.logs).some((entry) => entry.msg === "backend circuit open");

it("answers an absolute-form request line through the balancer as the page it names", async () => {
  await expect.poll(async () => (await get("/m/home")).status, { timeout: 10_000 }).toBe(200);
  const host = new URL(balancer.url).host;
  for (const path of ["/m/home", "/m/login"]) {
    const answer = await rawRequest(balancer.url, {
      method: "GET",
      target: `http://${host}${path}`,
      headers: [["Host", host]],
    });
    expect([path, answer.status]).toEqual([path, 200]);
  }
  expect(logEntries(bff.logs).filter((entry) => atLeast(entry, "error"))).toEqual([]);
});

it("keeps the host in the balancer while the backend is down: guests get their cached home throughout", async () => {
  // Wait for the balancer to have the host in (one good check), then the guest's home is cached.
  await expect.poll(async () => (await get("/m/home")).status, { timeout: 10_000 }).toBe(200);
  await backend.close();

  const homes: number[] = [];
  const others: string[] = [];
  let checksAtOpen: number | undefined;
  while (checksAtOpen === undefined || (await checksSoFar()) < checksAtOpen + CHECKS_WATCHED) {
    homes.push((await get("/m/home")).status);
    // Nothing of this page is cached: the host's own 503 page, with its retry link.
    const games = await get("/m/slot-games");
    const body = await games.text();
    others.push(
      `${games.status} ${body.includes("Service temporarily unavailable") ? "ours" : body.slice(0, 80)}`,
    );
    if (checksAtOpen === undefined && circuitOpen()) checksAtOpen = await checksSoFar();
  }
  expect(new Set(homes)).toEqual(new Set([200]));
  expect(new Set(others)).toEqual(new Set(["503 ours"]));
  const ready = await fetch(`${bff.url}/readyz`);
  expect([ready.status, await ready.json()]).toEqual([200, { status: "ready", backend: "open" }]);
}, 60_000);

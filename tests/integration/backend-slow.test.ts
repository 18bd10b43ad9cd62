// A backend that is slow but alive (issue 62): behind a proxy that delays every call by a random time
// around the BFF's backend timeout and cuts some connections, about a third of the calls answer in
// time. Members keep getting pages (the circuit breaker does not lock everyone out), the breaker does
// not flap, and every request answers, page or 503, within about one timeout (its calls share one).
import { afterAll, beforeAll, expect, it } from "vitest";
import { startFlakyProxy } from "../support/flaky-proxy";
import { createMember, sessionCookie, startBackendWithDb } from "../support/member";
import { BFF_SESSION_SECRET, logEntries, startBff } from "../support/servers";

/** The BFF's backend timeout, scaled down from production's 3 s (the delays scale with it). */
const BOUND_MS = 2000;
/** Members asking at once, and the pages each asks for in turn. */
const MEMBERS = 4;
const PAGES_EACH = 8;

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let proxy: Awaited<ReturnType<typeof startFlakyProxy>>;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  backend = await startBackendWithDb();
  proxy = await startFlakyProxy(backend.url);
  bff = await startBff(proxy.url, { backendTimeoutMs: BOUND_MS });
});
afterAll(async () => {
  await bff?.close();
  await proxy?.close();
  await backend?.close();
});

it("members keep getting pages, the breaker does not flap, and no request waits past about one timeout", async () => {
  const cookies = await Promise.all(
    Array.from({ length: MEMBERS }, async () => {
      const { name, value } = await sessionCookie(BFF_SESSION_SECRET, createMember(backend.db));
      return `${name}=${value}`;
    }),
  );
  const memberHome = async (cookie: string) => {
    const started = performance.now();
    const answer = await fetch(`${bff.url}/m/member/home`, {
      redirect: "manual",
      headers: { Cookie: cookie, "Accept-Language": "en" },
    });
    await answer.arrayBuffer();
    return { status: answer.status, ms: performance.now() - started };
  };
  // Well first: the shared public answers (site status, merchant) are known, as on a running site.
  for (const cookie of cookies) expect((await memberHome(cookie)).status).toBe(200);

  // 2-5 s against a 3 s timeout in the issue: here 0.5-1.7 timeouts, and one call in ten cut.
  proxy.set({ delayMs: [BOUND_MS * 0.5, BOUND_MS * 1.7], dropRate: 0.1 });
  const answers = (
    await Promise.all(
      cookies.map(async (cookie) => {
        const mine = [];
        for (let i = 0; i < PAGES_EACH; i++) mine.push(await memberHome(cookie));
        return mine;
      }),
    )
  ).flat();

  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  // Not everyone refused: the calls that answer in time make pages (the old breaker refused all).
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  // One timeout for the backend per request, and time to render: a session check and then the
  // page's call each waiting a whole timeout took two.
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  expect(slowest).toBeLessThan(BOUND_MS * 1.5);
  // The breaker judges the backend alive: at most one false alarm, no flapping (the old one opened
  // and closed again and again).
  const opened = logEntries(bff.logs).filter((line) => line.msg === "backend circuit open");
  expect(opened.length).toBeLessThanOrEqual(1);
}, 60_000);

// Stopping the backend: pages whose data is not in the public cache answer 503 within the client
// timeout with a retry link, a guest's cached home keeps its last known data, /healthz and /readyz
// stay 200 (the host can still serve; decision 0058), and pages recover by themselves when the
// backend is back.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { logInThroughBff } from "../support/member";
import { eventually, startBackend, startBff, type RunningBackend } from "../support/servers";

const TIMEOUT_MS = 1000;
let dir: string;
let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "outage-"));
  backend = await startBackend(0, path.join(dir, "db.sqlite"));
  bff = await startBff(backend.url, { backendTimeoutMs: TIMEOUT_MS, statusTtlMs: 0 });
});
afterAll(async () => {
  await bff?.close();
  await backend?.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

/**
 * How long a test waits for the site to be back once the backend is: calls made while it was down may
 * have opened the circuit breaker, which lets a probe through only after its open period (5 s), and a
 * busy machine adds to that. Waiting the breaker's period alone failed on a loaded fresh clone.
 */
const BACK_WITHIN_MS = 15_000;
/** The test may then take longer than the default 20 s. */
const OUTAGE_TEST_MS = 40_000;

it(
  "answers 503 while the backend is down and recovers when it returns",
  async () => {
    const get = (path: string) => fetch(`${bff.url}${path}`, { headers: { "Accept-Language": "en" } });
    const page = () => get("/m/slot-games");
    expect((await get("/m/home")).status).toBe(200);

    await backend.close();
    // The guest home was cached: it is served stale while its refreshes fail.
    expect((await get("/m/home")).status).toBe(200);
    const started = Date.now();
    const down = await page();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(down.status).toBe(503);
    const body = await down.text();
    expect(body).toContain("Service temporarily unavailable");
    expect(body).toMatch(/<a class="button" href="">Retry<\/a>/);
    expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
    // Still ready: the balancer must keep this host for the guests' cached pages (the circuit being
    // open shows that the host knows the backend is down).
    await eventually(async () => {
      expect((await page()).status).toBe(503);
      const ready = await fetch(`${bff.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: "ready", backend: "open" }]);
    }, 10_000);

    backend = await startBackend(backend.port, path.join(dir, "db.sqlite"));
    await eventually(async () => expect((await page()).status).toBe(200), BACK_WITHIN_MS);
  },
  OUTAGE_TEST_MS,
);

it(
  "a backend that is down ends no session: the member gets 503, keeps the cookie, and is still logged in after",
  async () => {
    const cookie = await logInThroughBff(bff.url);
    const memberHome = () =>
      fetch(`${bff.url}/m/member/home`, {
        redirect: "manual",
        headers: { Cookie: cookie, "Accept-Language": "en" },
      });

    // Nothing of this session is cached yet: the check of its token meets the backend down.
    await backend.close();
    const down = await memberHome();
    expect(down.status).toBe(503);
    expect(down.headers.getSetCookie().filter((c) => c.startsWith("session="))).toEqual([]);

    backend = await startBackend(backend.port, path.join(dir, "db.sqlite"));
    await eventually(
      async () => expect(await (await memberHome()).text()).toContain("Lucky Lee"),
      BACK_WITHIN_MS,
    );
  },
  OUTAGE_TEST_MS,
);

it(
  "a backend that hangs is known down once nearly every call of a few seconds timed out: pages then answer 503 at once (circuit breaker)",
  async () => {
    // A backend that accepts connections and never answers.
    const sockets = new Set<import("node:net").Socket>();
    const hole = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => hole.listen(0, "127.0.0.1", resolve));
    const port = (hole.address() as AddressInfo).port;
    const hung = await startBff(`http://127.0.0.1:${port}`, { backendTimeoutMs: TIMEOUT_MS, statusTtlMs: 0 });
    try {
      const timed = async () => {
        const started = Date.now();
        const answer = await fetch(`${hung.url}/m/slot-games`, { headers: { "Accept-Language": "en" } });
        return { status: answer.status, ms: Date.now() - started };
      };
      // Until the circuit opens, calls wait their timeout (it opens once enough of them have ended).
      await eventually(async () => {
        const answer = await timed();
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(TIMEOUT_MS / 2);
      }, 30_000);
      expect(hung.logs.join("")).toContain("backend circuit open");
    } finally {
      await hung.close();
      for (const socket of sockets) socket.destroy();
      hole.close();
    }
  },
  OUTAGE_TEST_MS,
);

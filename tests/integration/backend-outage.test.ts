// Stopping the backend: pages whose data is not in the public cache answer 503 within the client
// timeout with a retry link, a guest's cached home keeps its last known data, /healthz stays 200, and
// pages recover by themselves when the backend is back.
import { mkdtempSync, rmSync } from "node:fs";
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

it("answers 503 while the backend is down and recovers when it returns", async () => {
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
  expect((await fetch(`${bff.url}/readyz`)).status).toBe(503);

  backend = await startBackend(backend.port, path.join(dir, "db.sqlite"));
  await eventually(async () => expect((await page()).status).toBe(200));
  expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);
});

it("a backend that is down ends no session: the member gets 503, keeps the cookie, and is still logged in after", async () => {
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
  await eventually(async () => expect(await (await memberHome()).text()).toContain("Lucky Lee"));
});

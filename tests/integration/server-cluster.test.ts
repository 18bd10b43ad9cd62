// The BFF on several cores: WEB_CONCURRENCY workers behind one primary share the port, the session
// secret and the reference backend; SIGTERM ends them all cleanly; a dead worker is replaced; and
// production runs React Router's production bundle, from the build, not from node_modules.
import { mkdtempSync, readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  eventually,
  logEntries,
  startBackend,
  startBff,
  workerPids,
  type RunningBackend,
} from "../support/servers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request on a connection of its own, so the cluster may hand it to any worker. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: init.method ?? "GET", headers: init.headers, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** The pid of the process whose request log names `url` (each test request has its own query). */
async function servedBy(logs: string[], url: string): Promise<number> {
  return eventually(async () => {
    const entry = logEntries(logs).find((e) => (e.req as { url?: string } | undefined)?.url === url);
    if (!entry) throw new Error(`no log of ${url}`);
    return entry.pid as number;
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let backend: RunningBackend;
let silent: Server;
const silentConnections: Socket[] = [];
beforeAll(async () => {
  backend = await startBackend();
  // Accepts connections and never answers: a page that calls it stays in flight until the timeout.
  silent = createServer((socket) => silentConnections.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await backend?.close();
  for (const socket of silentConnections) socket.destroy();
  silent?.close();
});

it("serves from two workers, and a session made by one is accepted by the other", async () => {
  // No SESSION_SECRET (a throwaway host, said explicitly): the primary makes one and hands it to both
  // workers.
  const bff = await startBff(backend.url, {
    env: { WEB_CONCURRENCY: "2", SESSION_SECRET: "", THROWAWAY_HOST: "1" },
  });
  try {
    const workers = workerPids(bff.logs);
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(bff.pid);

    const login = await send(`${bff.url}/m/login?probe=login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
      body: new URLSearchParams({
        mode: "username",
        intent: "login",
        username: "demo_player",
        password: "Passw0rd!",
      }).toString(),
    });
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe("/m/home");
    const cookie = (login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toContain("session=");
    const loginPid = await servedBy(bff.logs, "/m/login?probe=login");
    expect(workers).toContain(loginPid);

    // New connections go round the workers: ask until the other one answers. A logged-in visitor
    // opening the login page is sent on, so each 302 shows that worker opened the session.
    const servers = new Set<number>();
    for (let i = 0; i < 10 && servers.size < 2; i++) {
      const url = `/m/login?probe=${i}`;
      const page = await send(bff.url + url, { headers: { Cookie: cookie, "Accept-Language": "en" } });
      expect(page.status).toBe(302);
      expect(page.headers.location).toBe("/m/home");
      servers.add(await servedBy(bff.logs, url));
    }
    expect([...servers].sort()).toEqual([...workers].sort());
    // Without the cookie the login page shows.
    expect((await send(`${bff.url}/m/login`, { headers: { "Accept-Language": "en" } })).status).toBe(200);
  } finally {
    await bff.close();
  }
});

it("on SIGTERM finishes the request in flight, then the primary and every worker exit with 0", async () => {
  const port = (silent.address() as { port: number }).port;
  const bff = await startBff(`http://127.0.0.1:${port}`, {
    backendTimeoutMs: 1000,
    env: { WEB_CONCURRENCY: "2" },
  });
  const workers = workerPids(bff.logs);
  const before = silentConnections.length;
  const inFlight = send(`${bff.url}/m/home`, { headers: { "Accept-Language": "en" } });
  // In flight once its worker is waiting on the backend.
  await eventually(async () => expect(silentConnections.length).toBeGreaterThan(before));

  const exitCode = bff.close();
  const reply = await inFlight;
  expect(reply.status).toBe(503);
  expect(await exitCode).toBe(0);
  for (const pid of [bff.pid, ...workers]) expect(isRunning(pid)).toBe(false);
  await expect(send(`${bff.url}/healthz`)).rejects.toThrow();
});

it("replaces a worker that dies, and keeps serving", async () => {
  const bff = await startBff(backend.url, { env: { WEB_CONCURRENCY: "2" } });
  try {
    const [dead, survivor] = workerPids(bff.logs);
    process.kill(dead, "SIGKILL");
    const replacement = await eventually(async () => {
      const pids = workerPids(bff.logs);
      expect(pids).toHaveLength(3);
      return pids[2];
    });
    expect([dead, survivor]).not.toContain(replacement);
    expect(isRunning(replacement)).toBe(true);
    for (let i = 0; i < 4; i++) expect((await send(`${bff.url}/readyz`)).status).toBe(200);
  } finally {
    expect(await bff.close()).toBe(0);
  }
  for (const pid of workerPids(bff.logs)) expect(isRunning(pid)).toBe(false);
});

it("runs React Router's production bundle from the build in every process", async () => {
  const trace = path.join(mkdtempSync(path.join(tmpdir(), "bff-trace-")), "modules.txt");
  const hook = pathToFileURL(path.join(ROOT, "tests/support/module-trace.mjs")).href;
  const bff = await startBff(backend.url, {
    env: { WEB_CONCURRENCY: "2", NODE_OPTIONS: `--import=${hook}`, MODULE_TRACE_FILE: trace },
  });
  try {
    expect((await send(`${bff.url}/m/home`, { headers: { "Accept-Language": "en" } })).status).toBe(200);
  } finally {
    await bff.close();
  }
  const loaded = readFileSync(trace, "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [pid, url] = line.split(" ");
      return { pid: Number(pid), url };
    });
  const buildUrl = pathToFileURL(path.join(ROOT, "build/server/index.js")).href;
  for (const pid of workerPids(bff.logs)) {
    const byWorker = loaded.filter((m) => m.pid === pid).map((m) => m.url);
    expect(byWorker).toContain(buildUrl);
    // The trace sees packages from node_modules, so it would see React Router's if it were loaded.
    expect(byWorker.some((url) => url.includes("/node_modules/express/"))).toBe(true);
  }
  // No process loads React Router (or the adapters that import it) from node_modules, whose `node`
  // export is the development bundle: the build carries its own copy ...
  expect(loaded.filter((m) => /\/node_modules\/(react-router|@react-router)\//.test(m.url))).toEqual([]);
  // ... and that copy is the production one: a warning the development bundle keeps (behind its
  // ENABLE_DEV_WARNINGS = true) is compiled out.
  expect(readFileSync(path.join(ROOT, "build/server/index.js"), "utf8")).not.toContain(
    "No routes matched location",
  );
});

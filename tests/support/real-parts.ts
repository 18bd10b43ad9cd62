// Real parts for the many-hosts test (issue 25): Debian's redis-server and haproxy, started on
// loopback ports of their own and stopped after. `scripts/test.sh` installs them as it installs
// Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./servers";

export const REDIS_SERVER = "/usr/bin/redis-server";
export const HAPROXY = "/usr/sbin/haproxy";

type Running = { url: string; port: number; logs: string[]; close(): Promise<void> };

function started(child: ChildProcess, logs: string[]) {
  child.stdout?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exit;
  };
}

/** Resolves once something accepts connections on `port`; throws after `timeoutMs`. */
async function listening(port: number, logs: string[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}:\n${logs.join("")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A redis-server of its own: no persistence, loopback only. `pause()` stops it with SIGSTOP (its
 * connections stay open and nothing answers: a hung Redis), `resume()` lets it go on; closing resumes
 * it first (a stopped process does not act on SIGTERM).
 */
export async function startRedis(): Promise<Running & { pause(): void; resume(): void }> {
  const port = await freePort();
  const logs: string[] = [];
  const child = spawn(
    REDIS_SERVER,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--protected-mode",
      "yes",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const stop = started(child, logs);
  await listening(port, logs);
  const resume = () => void child.kill("SIGCONT");
  return {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    logs,
    pause: () => void child.kill("SIGSTOP"),
    resume,
    async close() {
      resume();
      await stop();
    },
  };
}

/**
 * haproxy in front of `servers` (host:port), round robin, checking each server's /readyz every
 * `checkMs` (two failures take it out, one success brings it back). Idempotent requests that meet a
 * dead server (refused connection, empty answer) are sent to the other one, as a production balancer
 * is configured to (docs/operations.md).
 */
export async function startHaproxy(servers: readonly number[], checkMs = 300): Promise<Running> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "haproxy-"));
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "global",
      "  maxconn 2000",
      "  log stderr format raw local0 notice",
      "defaults",
      "  log global",
      "  mode http",
      "  timeout connect 1s",
      "  timeout client 30s",
      "  timeout server 30s",
      // A host under load answers its probe late, not never: only a host that does not answer for
      // this long fails a check (issue 25: the survivor was taken out for being busy).
      "  timeout check 2s",
      "  retries 3",
      "  option redispatch 1",
      "  retry-on conn-failure empty-response response-timeout",
      "  option http-server-close",
      "frontend players",
      `  bind 127.0.0.1:${port}`,
      "  default_backend bff",
      "backend bff",
      "  balance roundrobin",
      "  option httpchk GET /readyz",
      "  http-check expect status 200",
      `  default-server inter ${checkMs} fall 2 rise 1`,
      ...servers.map((server, i) => `  server bff${i} 127.0.0.1:${server} check`),
      "",
    ].join("\n"),
  );
  const logs: string[] = [];
  const child = spawn(HAPROXY, ["-f", config, "-db"], { stdio: ["ignore", "pipe", "pipe"] });
  const stop = started(child, logs);
  await listening(port, logs);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logs,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

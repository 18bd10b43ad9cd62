import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { startReferenceBackend } from "@mobile-front/reference-backend";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export const MERCHANT = "demo";
export const OPERATOR_TOKEN = "test-operator-token";
/** The session secret of every test BFF (tests sign or open its cookies with it). */
export const BFF_SESSION_SECRET = "x".repeat(40);

export type RunningBackend = Awaited<ReturnType<typeof startReferenceBackend>>;

/** A fresh reference backend (in-memory database) on an ephemeral loopback port. */
export function startBackend(port = 0, dbFile?: string): Promise<RunningBackend> {
  return startReferenceBackend({
    port,
    host: "127.0.0.1",
    merchantCode: MERCHANT,
    operatorToken: OPERATOR_TOKEN,
    dbFile,
  });
}

/** The compiled host that `npm run serve` runs (`npm run build` makes it, with the app build). */
const BFF_ENTRY = "build/bff/index.js";

/**
 * Node's arguments in `npm run serve` (`NODE_ENV=production node <these>`): its V8 flags (decision
 * 0052) and the entry, read from package.json so that tests run the host exactly as it is served.
 */
export const SERVE_ARGS: string[] = (() => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: { serve: string };
  };
  const words = scripts.serve.split(/\s+/);
  const args = words.slice(words.indexOf("node") + 1);
  if (args.at(-1) !== BFF_ENTRY)
    throw new Error(`npm run serve no longer runs ${BFF_ENTRY}: ${scripts.serve}`);
  return args;
})();

/**
 * The production BFF (needs `npm run build` first) as its own processes, started the way
 * `npm run serve` starts it (SERVE_ARGS, NODE_ENV=production), on an ephemeral
 * loopback port. One process unless `overrides.env.WEB_CONCURRENCY` asks for a cluster; then it is
 * ready when every worker listens. A child process, because vitest loads React Router apart from the
 * build's own copy and their context classes would not match.
 */
export async function startBff(
  backendUrl: string,
  overrides: {
    statusTtlMs?: number;
    backendTimeoutMs?: number;
    env?: Record<string, string>;
    /** A port of its own (a restarted host behind a balancer); else a free one. */
    port?: number;
  } = {},
) {
  if (!existsSync(path.join(ROOT, BFF_ENTRY))) {
    throw new Error(`${BFF_ENTRY} is missing: run \`npm run build\` first`);
  }
  const port = overrides.port ?? (await freePort());
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    BACKEND_URL: backendUrl,
    MERCHANT_CODE: MERCHANT,
    SESSION_SECRET: BFF_SESSION_SECRET,
    // Generous: on a loaded machine a slow answer must not look like an outage (the circuit would
    // open and fail the next pages too); the tests of timeouts set their own.
    BACKEND_TIMEOUT_MS: String(overrides.backendTimeoutMs ?? 10_000),
    STATUS_TTL_MS: String(overrides.statusTtlMs ?? 0),
    LOG_LEVEL: "info",
    // One process keeps CI light; a test asks for more.
    WEB_CONCURRENCY: "1",
    // No balancer to wait for: a test's server stops at once unless the test asks for a drain.
    DRAIN_MS: "0",
    // A test machine is busy by design (the suite runs beside browsers): a timer a second late there
    // is the machine, not an overloaded BFF, so shedding by event-loop lag is off unless a test (or
    // the bench's crowd) asks for it (decision 0081). The in-flight bound stays on.
    SHED_MAX_LAG_MS: "0",
    ...overrides.env,
  };
  const workers = Number(env.WEB_CONCURRENCY);
  const child = spawn(process.execPath, SERVE_ARGS, {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  // "close", not "exit": a process's last lines (why it stopped) may still be in its pipes at "exit".
  const exit = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  let exited = false;
  void exit.then(() => (exited = true));
  // Ready when /healthz answers (and, in a cluster, every worker listens); give up if the process
  // dies or takes too long.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (exited) throw new Error(`BFF exited at start:\n${logs.join("")}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`BFF did not start:\n${logs.join("")}`);
    }
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    // Its own "listening" line too: a port free when chosen may be taken by another test's server
    // before this process binds it; that server's /healthz would answer, and this process would die
    // of EADDRINUSE unseen (later requests then met a closed port: ERR_CONNECTION_REFUSED).
    if (up && listensOn(logs, port) && (workers <= 1 || workerPids(logs).length >= workers)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  let closing = false;
  // A BFF that dies on its own says why in the test output (its logs are otherwise kept in memory).
  void exit.then((code) => {
    if (!closing) console.error(`BFF on port ${port} exited by itself (code ${code}):\n${logs.join("")}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    logs,
    /** SIGTERM, then the exit code once the process (a cluster primary: after its workers) ends. */
    close: async (): Promise<number | null> => {
      closing = true;
      if (!exited) child.kill("SIGTERM");
      return exit;
    },
    /** SIGKILL: the host dies at once, as a crashed machine does. */
    kill: async (): Promise<void> => {
      closing = true;
      if (!exited) child.kill("SIGKILL");
      await exit;
    },
  };
}

/** The BFF's complete JSON log lines (pino), parsed; other lines are left out. */
export function logEntries(logs: string[]): Record<string, unknown>[] {
  const lines = logs.join("").split("\n");
  lines.pop(); // empty, or a line still being written
  return lines
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"];

/** Whether a log line (pino, level names) is at `level` or above. */
export function atLeast(entry: Record<string, unknown>, level: "warn" | "error"): boolean {
  return LEVELS.indexOf(String(entry.level)) >= LEVELS.indexOf(level);
}

/** Whether this process logged that it listens on `port` (bff-process.ts "listening on ..."). */
function listensOn(logs: string[], port: number): boolean {
  return logEntries(logs).some((entry) => entry.port === port && String(entry.msg).startsWith("listening"));
}

/** The pids of the cluster workers that have listened, from the primary's log, in order. */
export function workerPids(logs: string[]): number[] {
  return logEntries(logs)
    .filter((entry) => entry.msg === "worker listening")
    .map((entry) => entry.workerPid as number);
}

/** A port free right now on loopback (a server process is then started on it). */
/**
 * A free port below the kernel's range for outgoing connections' own ports, for a server that must
 * come back on the same port after a restart (a host behind a balancer). A port from `freePort()`
 * lies in that range: once its server stopped, any outgoing connection on the machine (the load, the
 * balancer's checks) may take it as its source port, and the restarted server then dies of
 * EADDRINUSE.
 */
export async function freePortForRestarts(): Promise<number> {
  const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
    .trim()
    .split(/\s+/)
    .map(Number);
  const top = Math.min(low, 32768);
  for (let tries = 0; tries < 50; tries++) {
    const port = 20000 + Math.floor(Math.random() * (top - 20000));
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port below the outgoing connections' range");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Switches maintenance / region restriction through the reference backend's operator endpoint. */
export async function setSiteStatus(
  backendUrl: string,
  status: { maintenance?: boolean; regionRestriction?: boolean },
) {
  const response = await fetch(`${backendUrl}/operator/status`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
    body: JSON.stringify(status),
  });
  if (!response.ok) throw new Error(`operator/status answered ${response.status}`);
}

/** Polls until `check` passes: the status is refreshed in the background, so a change shows a moment later. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

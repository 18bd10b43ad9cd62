// The processes the bench runs and watches: the floor server, the reference backend as a process of
// its own, and RSS from /proc.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, MERCHANT, OPERATOR_TOKEN, startBff } from "../tests/support/servers";
import { FLOOR_SERVER } from "./floor/build";

/** The built floor (bench/floor/build.ts) with `processes` workers, ready when its page answers. */
export async function startFloor(processes: number) {
  const port = await freePort();
  const child = spawn(process.execPath, [FLOOR_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: String(processes),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("the floor server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The reference backend as its own process on a fixed port and database file: killable, restartable. */
function startBackendProcess(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/reference-backend/src/main.ts"], {
    env: {
      ...process.env,
      BACKEND_PORT: String(port),
      DATA_DIR: dataDir,
      MERCHANT_CODE: MERCHANT,
      OPERATOR_TOKEN,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error("the reference backend exited at start"));
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        return reject(new Error("the reference backend did not start within 30 s"));
      }
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) resolve(child);
      else setTimeout(poll, 100);
    };
    void poll();
  });
}

/**
 * The reference backend as a process of its own (on a fixed port, its database in a fresh temporary
 * folder, so that it can be killed and started again with its sessions) and the production BFF in
 * front of it: `processes` workers, production's status refresh and backend timeout (startBff's
 * defaults are the tests', shorter).
 */
export async function startBackendAndBff(processes: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-backend-"));
  const port = await freePort();
  let backend = await startBackendProcess(port, dataDir);
  const stopBackend = () => {
    backend.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const bff = await startBff(`http://127.0.0.1:${port}`, {
    statusTtlMs: 10_000,
    backendTimeoutMs: 3000,
    env: {
      WEB_CONCURRENCY: String(processes),
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      // The production default, which the tests' servers leave off (decision 0081).
      SHED_MAX_LAG_MS: "1000",
    },
  }).catch((error: unknown) => {
    stopBackend();
    throw error;
  });
  return {
    bff,
    /** The backend's process as it runs now. */
    backend: () => backend,
    restartBackend: async () => {
      backend = await startBackendProcess(port, dataDir);
    },
    stop: async () => {
      await bff.close();
      stopBackend();
    },
  };
}

/** The process and all its descendants (a cluster primary and its workers). */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the parent pid follows the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** Resident memory of a process and of each of its descendants, in MiB, by pid (the root first). */
export function rssByProcessMb(rootPid: number): Map<number, number> {
  const rss = new Map<number, number>();
  for (const pid of processTree(rootPid)) {
    try {
      const kib = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1];
      if (kib) rss.set(pid, Number(kib) / 1024);
    } catch {
      // The process ended while we looked.
    }
  }
  return rss;
}

/** Resident memory of a process and its descendants, in MiB. */
export function treeRssMb(rootPid: number): number {
  let mb = 0;
  for (const value of rssByProcessMb(rootPid).values()) mb += value;
  return mb;
}

/** Samples `treeRssMb` every 250 ms until stopped; returns the highest value seen. */
export function sampleRss(rootPid: number) {
  let peak = treeRssMb(rootPid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(rootPid))), 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRssMb(rootPid));
  };
}

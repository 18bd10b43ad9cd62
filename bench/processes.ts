// The processes the bench runs and watches: the floor server, free ports, and RSS from /proc.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { freePort } from "../tests/support/servers";
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

/** Resident memory of a process and its descendants, in MiB. */
export function treeRssMb(rootPid: number): number {
  let kib = 0;
  for (const pid of processTree(rootPid)) {
    try {
      kib += Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // The process ended while we looked.
    }
  }
  return kib / 1024;
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

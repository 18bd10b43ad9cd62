// The programs an engine run starts (Xvfb, a driver, a browser): each is ended by its id when the run
// ends, and a run that fails to start one says what it printed.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

export type Started = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * Starts `command` in a process group of its own, so that stopping it also ends what it started (the
 * driver's browser).
 */
export function start(command: string, args: string[], options: SpawnOptions = {}): Started {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true, ...options });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  return {
    child,
    output: () => output,
    stop: async () => {
      const group = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // The group has ended already.
        }
      };
      const running = child.exitCode === null && child.signalCode === null;
      group("SIGTERM");
      // A group that does not end on SIGTERM within five seconds is killed.
      const timer = setTimeout(() => group("SIGKILL"), 5_000);
      if (running) await closed;
      clearTimeout(timer);
      // What the leader left in its group (a browser outliving its driver) goes too.
      group("SIGKILL");
    },
  };
}

/** Asks `ready` every 100 ms until it answers true; fails after `ms` with what `started` printed. */
export async function waitFor(what: string, ready: () => Promise<boolean>, started: Started, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await ready().catch(() => false))) {
    if (started.child.exitCode !== null) throw new Error(`${what} exited:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start in ${ms} ms:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

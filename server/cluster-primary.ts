import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";

export type ClusterPrimaryOptions = {
  workers: number;
  /** Given to every worker on top of this process's environment: one backend and one session secret. */
  workerEnv: Record<string, string>;
  logger: Logger;
  /** Runs once every worker has exited (closes the in-process reference backend). */
  afterWorkersExit?: () => Promise<void>;
  /** The workers' drain after SIGTERM (DRAIN_MS). */
  drainMs?: number;
};

/** Past a worker's drain: longer than its own 10 s grace, so a worker finishing in time is never cut short. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** Wait before replacing a worker: at once for the first death in a minute, then doubling. */
export function restartDelay(deathsInWindow: number): number {
  if (deathsInWindow <= 1) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (deathsInWindow - 2));
}

/**
 * The cluster primary: forks the workers (they share the listening port), replaces one that dies,
 * and on SIGTERM or SIGINT passes SIGTERM to every worker and exits when they all have.
 */
export function runClusterPrimary({
  workers,
  workerEnv,
  logger,
  afterWorkersExit,
  drainMs = 0,
}: ClusterPrimaryOptions) {
  const listening = new WeakSet<Worker>();
  const restartTimers = new Set<NodeJS.Timeout>();
  let deaths: number[] = [];
  let shuttingDown = false;
  let finished = false;
  let exitCode = 0;

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    worker.once("listening", () => {
      listening.add(worker);
      logger.info({ workerPid: worker.process.pid }, "worker listening");
    });
  };

  const finish = async () => {
    if (finished) return;
    finished = true;
    try {
      await afterWorkersExit?.();
    } catch (err) {
      logger.error({ err }, "closing after the workers failed");
      exitCode = 1;
    }
    logger.info({ exitCode }, "all workers stopped");
    process.exit(exitCode);
  };

  const shutdown = (reason: Record<string, unknown>) => {
    if (shuttingDown) return;
    shuttingDown = true;
    for (const timer of restartTimers) clearTimeout(timer);
    logger.info(reason, "shutting down the workers");
    const running = alive();
    if (running.length === 0) return void finish();
    for (const worker of running) worker.process.kill("SIGTERM");
    setTimeout(() => {
      logger.error("workers did not stop in time; killing them");
      exitCode = 1;
      for (const worker of alive()) worker.process.kill("SIGKILL");
    }, drainMs + SHUTDOWN_TIMEOUT_MS).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    const workerPid = worker.process.pid;
    if (shuttingDown) {
      if (code !== 0) exitCode = 1;
      if (alive().length === 0) void finish();
      return;
    }
    logger.error({ workerPid, code, signal }, "worker died");
    if (!listening.has(worker)) {
      // It never started (port taken, broken build): a new one would fail the same way.
      logger.error("a worker failed to start; stopping");
      exitCode = 1;
      shutdown({ reason: "worker failed to start" });
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((at) => now - at < CRASH_WINDOW_MS), now];
    const delay = restartDelay(deaths.length);
    if (delay > 0) logger.warn({ delayMs: delay }, "workers keep dying; waiting before the next one");
    const timer = setTimeout(() => {
      restartTimers.delete(timer);
      if (!shuttingDown) fork();
    }, delay);
    restartTimers.add(timer);
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.error(`second ${signal}, exiting`);
      for (const worker of alive()) worker.process.kill("SIGKILL");
      process.exit(1);
    }
    shutdown({ signal });
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  // The workers' per-address counts (app/.server/address-limits.ts) live here, shared by them all.
  new RateLimiterClusterMaster();

  for (let i = 0; i < workers; i++) fork();
}

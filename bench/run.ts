// `npm run bench`: server throughput, latency and memory of the production build against the
// reference backend, with budgets. Timings live here, never in tests. Build first (`npm run build`).
import { readFileSync } from "node:fs";
import { startBackend, startBff } from "../tests/support/servers";

/**
 * Budgets per page, at 10 connections on this 2-core machine with the reference backend in-process
 * beside the BFF (measured 2026-11-22, machine otherwise quiet: home ~13 req/s with 119 game tiles,
 * slots ~30, login ~50). They guard against regressions; raising them is follow-up work
 * (docs/operations.md).
 */
const BUDGETS: Record<string, { minRequestsPerSecond: number; maxP95Ms: number }> = {
  "/m/home": { minRequestsPerSecond: 8, maxP95Ms: 2000 },
  "/m/slot-games": { minRequestsPerSecond: 15, maxP95Ms: 1200 },
  "/m/login": { minRequestsPerSecond: 25, maxP95Ms: 800 },
};
const MAX_RSS_MB = 400;
const CONNECTIONS = 10;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const PATHS = process.env.BENCH_PATHS?.split(",") ?? Object.keys(BUDGETS);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

const backend = await startBackend();
const bff = await startBff(backend.url, {
  statusTtlMs: 10_000,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
});
let failed = false;
try {
  for (const path of PATHS) {
    const url = `${bff.url}${path}`;
    for (let i = 0; i < 20; i++) await (await fetch(url)).text(); // warm-up
    const latencies: number[] = [];
    let errors = 0;
    const deadline = Date.now() + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) {
          const started = performance.now();
          const response = await fetch(url, {
            headers: { "Accept-Encoding": "gzip", "Accept-Language": "en" },
          });
          await response.arrayBuffer();
          if (!response.ok) errors++;
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    const rps = latencies.length / (DURATION_MS / 1000);
    const result = {
      path,
      requests: latencies.length,
      errors,
      requestsPerSecond: Math.round(rps),
      p50Ms: Math.round(pick(0.5)),
      p95Ms: Math.round(pick(0.95)),
      p99Ms: Math.round(pick(0.99)),
      bffRssMb: Math.round(rssMb(bff.pid)),
    };
    console.log(JSON.stringify(result));
    const budget = BUDGETS[path] ?? { minRequestsPerSecond: 0, maxP95Ms: Infinity };
    const misses = [
      rps < budget.minRequestsPerSecond &&
        `throughput ${Math.round(rps)} < ${budget.minRequestsPerSecond} req/s`,
      result.p95Ms > budget.maxP95Ms && `p95 ${result.p95Ms} ms > ${budget.maxP95Ms} ms`,
      result.bffRssMb > MAX_RSS_MB && `RSS ${result.bffRssMb} MB > ${MAX_RSS_MB} MB`,
      errors > 0 && `${errors} failed requests`,
    ].filter(Boolean);
    if (misses.length) {
      failed = true;
      console.error(`${path}: over budget: ${misses.join("; ")}`);
    }
  }
} finally {
  await bff.close();
  await backend.close();
}
process.exit(failed ? 1 : 0);

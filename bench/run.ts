// `npm run bench`: server throughput, latency and memory of the production build against the
// reference backend, with budgets. Timings live here, never in tests. Build first (`npm run build`).
import { readFileSync } from "node:fs";
import { startBackend, startBff } from "../tests/support/servers";

const BUDGETS = { minRequestsPerSecond: 80, maxP95Ms: 400, maxRssMb: 350 };
const CONNECTIONS = 10;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const PATHS = (process.env.BENCH_PATHS ?? "/m/home").split(",");

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
          const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
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
    const misses = [
      rps < BUDGETS.minRequestsPerSecond &&
        `throughput ${Math.round(rps)} < ${BUDGETS.minRequestsPerSecond} req/s`,
      result.p95Ms > BUDGETS.maxP95Ms && `p95 ${result.p95Ms} ms > ${BUDGETS.maxP95Ms} ms`,
      result.bffRssMb > BUDGETS.maxRssMb && `RSS ${result.bffRssMb} MB > ${BUDGETS.maxRssMb} MB`,
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

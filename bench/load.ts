// One load measurement with autocannon: 10 connections, as a mobile site's hot path sees them.
import autocannon from "autocannon";

export const CONNECTIONS = 10;

export type Load = {
  requests: number;
  seconds: number;
  p99Ms: number;
  /** Answers outside 2xx, plus connection errors and timeouts. */
  failures: number;
};

export async function measureLoad(url: string, durationMs: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationMs / 1000,
    headers: { "accept-encoding": "gzip", "accept-language": "en" },
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

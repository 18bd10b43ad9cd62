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

/** `cookie`: a signed-in member's session, for member and agent pages. */
export async function measureLoad(url: string, durationMs: number, cookie?: string): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationMs / 1000,
    headers: { "accept-encoding": "gzip", "accept-language": "en", ...(cookie ? { cookie } : {}) },
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

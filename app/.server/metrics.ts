/**
 * What the app reports to the host's metrics (server/metrics.ts, prom-client): the host passes its
 * implementation to createAppServices; tests and tools pass none. Requests per route are counted by
 * the host, which reads the matched route from `routeContext`.
 */
export type AppMetrics = {
  /** A backend call by its path (fixed by the code, never ids): its outcome and time. */
  backendCall(path: string, outcome: string, seconds: number): void;
  /** A lookup in the public cache: lru-cache's fetch status (`hit`, `stale`, `miss`, `inflight`...). */
  publicCacheLookup(result: string): void;
  /** A try refused by a per-address limit (login, register, forgotPassword, sms, freePlay, usernameCheck). */
  rateLimitRefused(limit: string): void;
  /**
   * With tracing on (server/tracing.ts): a backend call's span starts, its `traceparent` put in
   * `headers`; the answer ends it with the call's outcome. Unset: no tracing, no cost.
   */
  backendSpan?(path: string, method: string, headers: Record<string, string>): (outcome: string) => void;
  /**
   * The process's states, read at each scrape (the alerts of docs/operations.md): the backend's
   * circuit breaker, and whether the shared Redis answers (undefined: no REDIS_URL).
   */
  watchStates?(states: { circuit: () => string; redisReady?: () => boolean }): void;
  /** The backend's circuit breaker changed state (a circuit that flaps shows here; the gauge misses it). */
  circuitChanged?(state: string): void;
};

export const noMetrics: AppMetrics = { backendCall() {}, publicCacheLookup() {}, rateLimitRefused() {} };

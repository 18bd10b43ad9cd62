// The BFF's metrics (prom-client), scraped at /metrics (server/metrics-endpoint.ts). Every metric
// lives in prom-client's global registry, which a cluster's primary aggregates over its workers.
// Labels are fixed by the code (route patterns, backend paths), never raw addresses.
import type { Request, RequestHandler, Response } from "express";
import client from "prom-client";
import type { AppMetrics } from "../app/.server/metrics";

// Node.js and process metrics under their standard names (process_*, nodejs_*), as ready-made
// dashboards and alerts read them; ours carry bff_.
client.collectDefaultMetrics();

const httpRequests = new client.Counter({
  name: "bff_http_requests_total",
  help: "Requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"],
});
const httpDuration = new client.Histogram({
  name: "bff_http_request_duration_seconds",
  help: "Time from request to the last byte of the answer, by route pattern and method",
  labelNames: ["route", "method"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const backendCalls = new client.Counter({
  name: "bff_backend_calls_total",
  help: "Backend calls, by path and outcome (HTTP status; timeout or unreachable; circuit-open or deadline: not made)",
  labelNames: ["path", "outcome"],
});
const backendErrors = new client.Counter({
  name: "bff_backend_errors_total",
  help: "Backend calls that failed (no answer, or 5xx), by path and outcome",
  labelNames: ["path", "outcome"],
});
const backendDuration = new client.Histogram({
  name: "bff_backend_call_duration_seconds",
  help: "Time to the backend's answer head, by path",
  labelNames: ["path"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});
const circuitChanges = new client.Counter({
  name: "bff_backend_circuit_changes_total",
  help: "Changes of this process's circuit breaker on the backend, by the state it went to (closed, open, half-open)",
  labelNames: ["state"],
});
const publicCacheLookups = new client.Counter({
  name: "bff_public_cache_lookups_total",
  help: "Lookups in the shared public cache: hit, stale (served while refreshing), miss, inflight",
  labelNames: ["result"],
});

const pageCacheLookups = new client.Counter({
  name: "bff_page_cache_lookups_total",
  help: "Cookieless guest pages: hit (served as stored), stale (served while one request makes it again), miss",
  labelNames: ["result"],
});

const shedRequests = new client.Counter({
  name: "bff_shed_requests_total",
  help: "Requests answered 503 at once because this process was too busy (server/overload.ts), by reason",
  labelNames: ["reason"],
});

/** A request shed by server/overload.ts: too many in flight, or the event loop too far behind. */
export function shedRequest(reason: string): void {
  shedRequests.inc({ reason });
}

/** A lookup in the guest page cache (server/page-cache.ts). */
export function pageCacheLookup(result: string): void {
  pageCacheLookups.inc({ result });
}

/** Tries refused by a per-address limit (app/.server/address-limits.ts), by the limit's name. */
export const rateLimitRefusals = new client.Counter({
  name: "bff_rate_limit_refusals_total",
  help: "Requests refused by a rate limit, by limit",
  labelNames: ["limit"],
});

/**
 * Which build this process runs (issue 25): during a rolling deploy the hosts say which version each
 * serves. The cluster's aggregate keeps one series per version (the highest of 1).
 */
const buildInfo = new client.Gauge({
  name: "bff_build_info",
  help: "The build this process serves (its assets version), always 1",
  labelNames: ["version"],
  aggregator: "max",
});

export function reportBuild(version: string): void {
  buildInfo.set({ version }, 1);
}

let states: Parameters<NonNullable<AppMetrics["watchStates"]>>[0] | undefined;

// Read at each scrape; the cluster's aggregate keeps the worst process's.
new client.Gauge({
  name: "bff_backend_circuit_open",
  help: "1 while this process's circuit breaker on the backend is open or half-open (calls fail at once), else 0",
  aggregator: "max",
  collect() {
    this.set(states && states.circuit() !== "closed" ? 1 : 0);
  },
});
new client.Gauge({
  name: "bff_redis_fallback",
  help: "1 while the shared Redis (REDIS_URL) does not answer and limits count on this host alone, else 0",
  aggregator: "max",
  collect() {
    this.set(states?.redisReady && !states.redisReady() ? 1 : 0);
  },
});

/** What the app reports (backend calls, public cache lookups), into these metrics. */
export const appMetrics: AppMetrics = {
  backendCall(path, outcome, seconds) {
    const label = path.startsWith("/") ? path : `/${path}`;
    backendCalls.inc({ path: label, outcome });
    backendDuration.observe({ path: label }, seconds);
    if (!/^[1-4]\d\d$/.test(outcome)) backendErrors.inc({ path: label, outcome });
  },
  publicCacheLookup(result) {
    publicCacheLookups.inc({ result });
  },
  rateLimitRefused(limit) {
    rateLimitRefusals.inc({ limit });
  },
  watchStates(watched) {
    states = watched;
  },
  circuitChanged(state) {
    circuitChanges.inc({ state });
  },
};

/**
 * Counts and times every answer once it is sent. `routeOf` names its route: the React Router
 * pattern the app matched, or the host's own route; anything else is "other" (a missing asset).
 */
export function countRequests(routeOf: (req: Request, res: Response) => string | undefined): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once("finish", () => {
      const route = routeOf(req, res) || "other";
      httpRequests.inc({ route, method: req.method, status: String(res.statusCode) });
      httpDuration.observe({ route, method: req.method }, (performance.now() - started) / 1000);
    });
    next();
  };
}

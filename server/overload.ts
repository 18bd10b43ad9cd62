import type { Request, RequestHandler } from "express";
import { unavailable } from "./refusal";

/**
 * Sheds load instead of queueing it (issue 58: at 200 connections on a loaded machine member home
 * answered nothing within 5 s). A request that arrives while this process already serves
 * `maxInFlight` requests, or while its event loop runs `maxLagMs` or more behind, is answered at once
 * with 503 and `Retry-After`, before any page work: the requests already taken finish in their time
 * and the client is told when to come back, rather than every request waiting past its patience.
 * Only reads are shed: form posts (the player's own act, and few), probes, metrics and files (cheap,
 * and a page half loaded without its files is worse) are served. Docs: docs/decisions/0081-shed-load-with-a-fast-503.md.
 */
export function shedWhenOverloaded(options: {
  maxInFlight: number;
  maxLagMs: number;
  retryAfterSeconds: number;
  /** How far behind the event loop runs now, in milliseconds (`eventLoopLag`). */
  lag: () => number;
  onShed?: (reason: "in-flight" | "lag") => void;
}): RequestHandler {
  const { maxInFlight, maxLagMs, retryAfterSeconds, lag, onShed } = options;
  let inFlight = 0;
  return (req, res, next) => {
    // A form post carries what the player asked for (a deposit, a changed password): it is served.
    if (neverShed(req) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const reason = inFlight >= maxInFlight ? "in-flight" : lag() >= maxLagMs ? "lag" : null;
    if (reason) {
      onShed?.(reason);
      return unavailable(req, res, retryAfterSeconds);
    }
    inFlight += 1;
    // "close" comes once, whether the answer ended or the client left first.
    res.once("close", () => (inFlight -= 1));
    next();
  };
}

const NEVER_SHED = ["/healthz", "/readyz", "/metrics"];

function neverShed(req: Request): boolean {
  // A file's address ends in its extension; a page's data (`.data`, React Router's) is a page.
  return (
    NEVER_SHED.includes(req.path) ||
    req.path.startsWith("/assets/") ||
    /\.(?!data$)[a-z0-9]+$/i.test(req.path)
  );
}

/**
 * How far the event loop runs behind: a timer asked for every `intervalMs` fires late by as long as
 * the loop was busy. The latest delay is kept (and decays as soon as the loop catches up), so a
 * single slow moment sheds for one interval at most. The timer does not hold the process open.
 */
export function eventLoopLag(intervalMs = 100): { lag: () => number; stop: () => void } {
  let latest = 0;
  let expected = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    latest = Math.max(0, now - expected);
    expected = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return { lag: () => latest, stop: () => clearInterval(timer) };
}

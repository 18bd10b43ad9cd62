// The reference backend reads the W3C `traceparent` the BFF sends with each call (tracing on,
// server/tracing.ts) and logs it, so a call's line joins the BFF's trace.
import type { RequestHandler } from "express";

/** A call that came with a trace: the trace, and the caller's span (the BFF's backend-call span). */
export type TracedCall = {
  trace_id: string;
  parent_span_id: string;
  method: string;
  path: string;
  reqId?: string;
};

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/** `00-<trace id>-<span id>-<flags>` (W3C Trace Context); all-zero ids and version ff are invalid. */
export function parseTraceparent(header: unknown): { traceId: string; parentSpanId: string } | undefined {
  if (typeof header !== "string") return undefined;
  const match = TRACEPARENT.exec(header.trim().toLowerCase());
  if (!match || match[1] === "ff" || /^0+$/.test(match[2]!) || /^0+$/.test(match[3]!)) return undefined;
  return { traceId: match[2]!, parentSpanId: match[3]! };
}

/** Tells `onTraced` of every call that carries a valid traceparent (its path without the query). */
export function tracedCalls(onTraced: (call: TracedCall) => void): RequestHandler {
  return (req, _res, next) => {
    const parent = parseTraceparent(req.headers.traceparent);
    if (parent) {
      const reqId = req.headers["x-request-id"];
      onTraced({
        trace_id: parent.traceId,
        parent_span_id: parent.parentSpanId,
        method: req.method,
        path: req.path,
        ...(typeof reqId === "string" ? { reqId } : {}),
      });
    }
    next();
  };
}

// Every request gets an id: in each log line (a pino mixin reads it from the request's async
// context), in the answer's X-Request-Id, and passed to the backend (app/.server/backend/http.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";

const requestIds = new AsyncLocalStorage<string>();
/** Short and plain, so an id from a proxy can neither forge log lines nor bloat them. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The pino mixin: the id of the request being served, if any, on every line. */
export function requestIdMixin(): { reqId?: string } {
  const id = requestIds.getStore();
  return id ? { reqId: id } : {};
}

/**
 * pino-http's `genReqId`: a proxy's X-Request-Id is kept when the proxy is trusted (TRUST_PROXY),
 * so its log and ours join; otherwise, or when it is not plain, a new one.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (req: IncomingMessage, res: ServerResponse): string => {
    const given = req.headers["x-request-id"];
    const id = trustProxy && typeof given === "string" && PLAIN_ID.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", id);
    return id;
  };
}

/** Runs the rest of the request with its id in the async context; the app reads it from the header. */
export const withRequestId: RequestHandler = (req, _res, next) => {
  const id = String(req.id);
  req.headers["x-request-id"] = id;
  requestIds.run(id, next);
};

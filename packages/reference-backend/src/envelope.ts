import type { ErrorRequestHandler, RequestHandler, Response } from "express";

/** Every /wps answer: `{ success: true, value }` or `{ success: false, errorCode, message }`. */
export type Envelope<T> =
  { success: true; value: T } | { success: false; errorCode: string; message: string };

/** An error the client is meant to see: a real HTTP status and a stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const paramInvalid = (message: string) => new ApiError(400, "param.invalid", message);
/** For calls that need a session (accounts, favourites, launch): a missing, unknown or expired token. */
export const notLoggedIn = () => new ApiError(401, "login.not.session", "login required");
export const notFound = (what = "resource") => new ApiError(404, "not.found", `${what} not found`);

export function sendValue<T>(res: Response, value: T): void {
  res.json({ success: true, value } satisfies Envelope<T>);
}

function sendError(res: Response, error: ApiError): void {
  res
    .status(error.status)
    .json({ success: false, errorCode: error.errorCode, message: error.message } satisfies Envelope<never>);
}

export const unknownPath: RequestHandler = (req, _res, next) =>
  next(notFound(`path ${req.method} ${req.path}`));

/** Last handler: known errors keep their status; anything else is a 500 without details (never a stack). */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof ApiError) return sendError(res, error);
  // body-parser marks its own errors with a type.
  const type = (error as { type?: unknown } | null)?.type;
  if (type === "entity.parse.failed") return sendError(res, paramInvalid("body: not valid JSON"));
  if (type === "entity.too.large")
    return sendError(res, new ApiError(413, "payload.too.large", "body: larger than 100kb"));
  if (
    (typeof type === "string" && type.startsWith("entity.")) ||
    type === "charset.unsupported" ||
    type === "encoding.unsupported"
  ) {
    return sendError(res, paramInvalid("body: cannot be read"));
  }
  console.error(
    "reference backend: unexpected error:",
    error instanceof Error ? error.message : String(error),
  );
  sendError(res, new ApiError(500, "system.error", "internal error"));
};

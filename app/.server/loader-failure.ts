import { data } from "react-router";
import { isBackendError } from "./backend";
import type { Logger } from "./logger";

/**
 * Turns a failure inside a loader into a response the ErrorBoundary can explain: the backend down
 * or broken -> 503 (with a retry link), a refused request -> its status; never a stack trace.
 */
export function loaderFailure(error: unknown, logger: Logger): unknown {
  if (
    error instanceof Response ||
    (error && typeof error === "object" && "type" in error && error.type === "DataWithResponseInit")
  ) {
    return error;
  }
  if (isBackendError(error)) {
    if (error.isUnavailable) {
      logger.warn({ errorCode: error.errorCode, status: error.status }, "backend unavailable");
      return data({ errorCode: error.errorCode }, { status: 503, headers: { "Retry-After": "10" } });
    }
    return data({ errorCode: error.errorCode }, { status: error.status >= 400 ? error.status : 502 });
  }
  logger.error({ err: String(error) }, "loader failed");
  return data({ errorCode: "unknown" }, { status: 500 });
}

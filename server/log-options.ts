// The log line as ingesters expect it without a mapping: `"level":"info"` and an ISO time, plus the
// request's id (and, with tracing on, its trace and span ids) on every line a request causes.
import { pino, type LoggerOptions } from "pino";
import { requestIdMixin } from "./request-id";
import type { Tracing } from "./tracing";

export function logOptions(level: string, tracing?: Tracing): LoggerOptions {
  return {
    level,
    base: { service: "bff", pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: tracing ? () => ({ ...requestIdMixin(), ...tracing.mixin() }) : requestIdMixin,
  };
}

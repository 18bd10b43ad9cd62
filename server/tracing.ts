// OpenTelemetry traces, off unless its standard environment variables ask for them
// (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; OTEL_SDK_DISABLED and
// OTEL_TRACES_EXPORTER=none keep them off). Off, nothing of OpenTelemetry is loaded: the SDK is
// imported only when they are on (decision 0063).
import type { RequestHandler, Request, Response } from "express";
import type { AppMetrics } from "../app/.server/metrics";

export type Tracing = {
  /** A server span per request, named `<method> <route pattern>` once answered. */
  requests(routeOf: (req: Request, res: Response) => string): RequestHandler;
  /** A client span per backend call, its `traceparent` put in the call's headers. */
  backendSpan: NonNullable<AppMetrics["backendSpan"]>;
  /** The pino mixin: the active span's trace and span ids. */
  mixin(): { trace_id?: string; span_id?: string };
  /** Sends the spans still waiting; at the end of the process. */
  shutdown(): Promise<void>;
};

/** Whether the environment asks for traces (the OpenTelemetry SDK's own variables). */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return false;
  if (env.OTEL_TRACES_EXPORTER?.split(",").some((name) => name.trim() === "none")) return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

/** The tracing when it is wanted, else undefined (and nothing loaded). */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  if (!tracingWanted(env)) return undefined;
  const { startOpenTelemetry } = await import("./tracing-sdk");
  return startOpenTelemetry(env);
}

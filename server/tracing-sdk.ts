// The OpenTelemetry SDK behind server/tracing.ts, loaded only when traces are on. Its packages are
// imported here with import(), so the bundle (packages external) loads none of them otherwise.
import type { Sampler } from "@opentelemetry/sdk-trace";
import type { Tracing } from "./tracing";

/** OTEL_TRACES_SAMPLER and its _ARG, as the specification names them (default: parent-based, always on). */
async function samplerOf(env: NodeJS.ProcessEnv): Promise<Sampler> {
  const sdk = await import("@opentelemetry/sdk-trace");
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const root = (name: string): Sampler =>
    name === "always_off"
      ? new sdk.AlwaysOffSampler()
      : name === "traceidratio"
        ? new sdk.TraceIdRatioBasedSampler(Number.isFinite(ratio) ? ratio : 1)
        : new sdk.AlwaysOnSampler();
  const name = env.OTEL_TRACES_SAMPLER?.trim() || "parentbased_always_on";
  return name.startsWith("parentbased_")
    ? new sdk.ParentBasedSampler({ root: root(name.slice(12)) })
    : root(name);
}

export async function startOpenTelemetry(env: NodeJS.ProcessEnv): Promise<Tracing> {
  const [api, sdk, { OTLPTraceExporter }, { AsyncLocalStorageContextManager }, core, resources] =
    await Promise.all([
      import("@opentelemetry/api"),
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/core"),
      import("@opentelemetry/resources"),
    ]);
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ "service.name": "bff" }))
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES.
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  const provider = new sdk.TracerProvider({
    resource,
    sampler: await samplerOf(env),
    // The exporter reads the endpoint, headers and timeout from OTEL_EXPORTER_OTLP_*.
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        ...(delay > 0 ? { scheduledDelayMillis: delay } : {}),
      }),
    ],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer("bff");

  return {
    requests: (routeOf) => (req, res, next) => {
      // A caller's traceparent (a CDN, a proxy, a test) makes this request's span its child.
      const parent = api.propagation.extract(api.ROOT_CONTEXT, req.headers);
      const span = tracer.startSpan(
        req.method,
        { kind: api.SpanKind.SERVER, attributes: { "http.request.method": req.method } },
        parent,
      );
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        const route = routeOf(req, res);
        span.updateName(`${req.method} ${route}`);
        span.setAttribute("http.route", route);
        span.setAttribute("http.response.status_code", res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.end();
      };
      res.once("finish", end);
      res.once("close", end);
      api.context.with(api.trace.setSpan(parent, span), next);
    },
    backendSpan(path, method, headers) {
      const span = tracer.startSpan(`${method} ${path}`, {
        kind: api.SpanKind.CLIENT,
        attributes: { "http.request.method": method, "url.template": path },
      });
      api.propagation.inject(api.trace.setSpan(api.context.active(), span), headers);
      return (outcome) => {
        if (/^\d{3}$/.test(outcome)) span.setAttribute("http.response.status_code", Number(outcome));
        else span.setAttribute("error.type", outcome);
        if (!/^[1-4]\d\d$/.test(outcome)) span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.end();
      };
    },
    mixin() {
      const span = api.trace.getSpan(api.context.active());
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    shutdown: () => provider.shutdown(),
  };
}

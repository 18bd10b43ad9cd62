import { describe, expect, it } from "vitest";
import { parseTraceparent } from "@mobile-front/reference-backend/testing";
import { tracingWanted } from "../../../server/tracing";

describe("tracingWanted: OpenTelemetry's own variables switch traces on", () => {
  it.each([
    [{}, false],
    [{ OTEL_SERVICE_NAME: "bff" }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_TRACES_EXPORTER: "none" }, false],
  ])("%j: %s", (env, wanted) => expect(tracingWanted(env)).toBe(wanted));
});

describe("parseTraceparent (W3C Trace Context)", () => {
  const trace = "4bf92f3577b34da6a3ce929d0e0e4736";
  const span = "00f067aa0ba902b7";

  it("reads the trace and the caller's span", () => {
    expect(parseTraceparent(`00-${trace}-${span}-01`)).toEqual({ traceId: trace, parentSpanId: span });
  });

  it.each([
    undefined,
    "",
    `00-${trace}-${span}`,
    `ff-${trace}-${span}-01`,
    `00-${"0".repeat(32)}-${span}-01`,
    `00-${trace}-${"0".repeat(16)}-01`,
    `00-${trace}-${span}-01; injected`,
  ])("refuses %j", (header) => expect(parseTraceparent(header)).toBeUndefined());
});

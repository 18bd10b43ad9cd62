// OpenTelemetry (issue 47, decision 0063): switched on by its standard variables, the BFF sends a
// span per request (named by route pattern) and one per backend call to an OTLP/HTTP endpoint, and
// hands the backend the same trace in `traceparent`; its log lines carry the trace and span ids.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReferenceBackend, type TracedCall } from "@mobile-front/reference-backend";
import { logEntries, MERCHANT, OPERATOR_TOKEN, startBff, type RunningBackend } from "../support/servers";

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: OtlpSpan["attributes"] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

const SERVER = 2;
const CLIENT = 3;
const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value;

/** An OTLP/HTTP collector on loopback: keeps every span (JSON, as the exporter sends it) with its service. */
async function startCollector() {
  const spans: (OtlpSpan & { service?: string })[] = [];
  const contentTypes = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      contentTypes.add(`${req.method} ${req.url} ${req.headers["content-type"]}`);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpExport;
      for (const resource of body.resourceSpans) {
        const service = resource.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue;
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans) spans.push({ ...span, service });
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(what: string, find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let collector: Awaited<ReturnType<typeof startCollector>>;
let backend: RunningBackend;
const traced: TracedCall[] = [];

beforeAll(async () => {
  collector = await startCollector();
  backend = await startReferenceBackend({
    port: 0,
    host: "127.0.0.1",
    merchantCode: MERCHANT,
    operatorToken: OPERATOR_TOKEN,
    onTracedCall: (call) => traced.push(call),
  });
});
afterAll(async () => {
  await backend?.close();
  await collector?.close();
});

describe("tracing on (OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  it("sends a page's spans, named by route pattern, and the backend sees the same trace", async () => {
    const bff = await startBff(backend.url, {
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_SERVICE_NAME: "bff-under-test",
        OTEL_BSP_SCHEDULE_DELAY: "100",
      },
    });
    try {
      const page = await fetch(`${bff.url}/m/slot-games`, { headers: { "Accept-Language": "en" } });
      expect(page.status).toBe(200);
      await page.text();
      const requestId = page.headers.get("X-Request-Id");

      const server = await until("the page's server span", () =>
        collector.spans.find((span) => span.kind === SERVER && span.name === "GET /m/slot-games"),
      );
      expect(server.service).toBe("bff-under-test");
      expect(attribute(server, "http.route")?.stringValue).toBe("/m/slot-games");
      const children = await until("its backend calls' spans", () => {
        const found = collector.spans.filter(
          (span) => span.kind === CLIENT && span.traceId === server.traceId,
        );
        return found.length > 0 ? found : undefined;
      });
      for (const child of children) expect(child.parentSpanId).toBe(server.spanId);

      // The backend was told the trace, each call by its own span.
      const seen = traced.filter((call) => call.reqId === requestId);
      expect(seen.length).toBeGreaterThan(0);
      for (const call of seen) {
        expect(call.trace_id).toBe(server.traceId);
        expect(children.map((child) => child.spanId)).toContain(call.parent_span_id);
      }

      // The request's log line carries the trace, a level name and an ISO time.
      const line = logEntries(bff.logs).find(
        (entry) => entry.reqId === requestId && entry.msg === "request completed",
      );
      expect(line).toMatchObject({ trace_id: server.traceId, level: "info" });
      expect(String(line?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    } finally {
      await bff.close();
    }
  });
});

describe("tracing off (the default)", () => {
  it("sends no traceparent and puts no trace ids in the log", async () => {
    const bff = await startBff(backend.url);
    try {
      const page = await fetch(`${bff.url}/m/slot-games`);
      await page.text();
      const requestId = page.headers.get("X-Request-Id");
      await until("the request's log line", () =>
        logEntries(bff.logs).find((entry) => entry.reqId === requestId && entry.msg === "request completed"),
      );
      expect(traced.filter((call) => call.reqId === requestId)).toEqual([]);
      expect(logEntries(bff.logs).some((entry) => "trace_id" in entry)).toBe(false);
    } finally {
      await bff.close();
    }
  });
});

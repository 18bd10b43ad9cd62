// The host's metrics: what the app reports lands under fixed labels.
import client from "prom-client";
import { describe, expect, it } from "vitest";
import { appMetrics } from "../../../server/metrics";

const value = async (name: string, labels: Record<string, string>) =>
  (await client.register.getSingleMetric(name)!.get()).values.find((v) =>
    Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  )?.value ?? 0;

describe("host metrics", () => {
  it("labels a backend call by its path with one leading slash, and counts failures as errors", async () => {
    appMetrics.backendCall("wps/relay/GCSGAME_gameList", "200", 0.01);
    appMetrics.backendCall("/wps/relay/GCSGAME_gameList", "503", 0.02);
    appMetrics.backendCall("/wps/relay/GCSGAME_gameList", "timeout", 3);
    appMetrics.backendCall("/wps/member/info", "401", 0.01);
    const path = "/wps/relay/GCSGAME_gameList";
    expect(await value("bff_backend_calls_total", { path, outcome: "200" })).toBe(1);
    expect(await value("bff_backend_errors_total", { path, outcome: "503" })).toBe(1);
    expect(await value("bff_backend_errors_total", { path, outcome: "timeout" })).toBe(1);
    // A refusal (401, 4xx) is the backend working: counted as a call, not as an error.
    expect(await value("bff_backend_errors_total", { path: "/wps/member/info", outcome: "401" })).toBe(0);
  });

  it("counts rate-limit refusals by limit", async () => {
    appMetrics.rateLimitRefused("login");
    expect(await value("bff_rate_limit_refusals_total", { limit: "login" })).toBe(1);
  });
});

// The loader split: critical data fails the page with a status, optional data degrades alone.
import { data, redirect, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/.server/backend";
import { servicesContext, type AppServices } from "~/.server/context";
import { critical, optional } from "~/.server/loader-data";

function contextWithLog() {
  const warnings: string[] = [];
  const logger = {
    info() {},
    warn: (_: object, message?: string) => warnings.push(message ?? ""),
    error() {},
  };
  const context = new RouterContextProvider();
  context.set(servicesContext, { logger } as unknown as AppServices);
  return { context, warnings };
}

describe("critical", () => {
  it("answers the value when the call succeeds", async () => {
    expect(await critical(contextWithLog().context, Promise.resolve(7))).toBe(7);
  });

  it("turns a backend that is down into a 503 for the error boundary", async () => {
    const down = new BackendError("backend.unreachable", 0, "connection refused");
    const thrown = await critical(contextWithLog().context, Promise.reject(down)).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
  });

  it("lets a thrown redirect or data() pass unchanged", async () => {
    const to = redirect("/m/login");
    expect(await critical(contextWithLog().context, Promise.reject(to)).catch((e: unknown) => e)).toBe(to);
    const refused = data({ errorCode: "param.invalid" }, { status: 400 });
    expect(await critical(contextWithLog().context, Promise.reject(refused)).catch((e: unknown) => e)).toBe(
      refused,
    );
  });
});

describe("optional", () => {
  it("answers the value when the call succeeds", async () => {
    const { context, warnings } = contextWithLog();
    expect(await optional(context, Promise.resolve([1]), [], "winners")).toEqual([1]);
    expect(warnings).toEqual([]);
  });

  it("degrades to the fallback and logs what is missing", async () => {
    const { context, warnings } = contextWithLog();
    expect(await optional(context, Promise.reject(new Error("boom")), null, "vendor data")).toBeNull();
    expect(warnings).toEqual(["vendor data unavailable"]);
  });
});

// The layer rule eslint cannot see (docs/decisions/0016): a route module without a page (no default
// export: a redirect, a form post, a callback) lives under app/routes/resources/.
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

// The catch-all sends unknown paths home; it must stay the last, top-level route, so it stays put.
const CATCH_ALL = "routes/not-found.ts";

function files(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
}

describe("route modules", () => {
  const modules = [...new Set(files(routes))];

  it("finds the routes", () => {
    expect(modules.length).toBeGreaterThan(10);
  });

  it.each(modules.filter((file) => file !== CATCH_ALL))("%s: page-less endpoints are resources", (file) => {
    const source = readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8");
    const hasPage = /^export default /m.test(source);
    expect(hasPage || file.startsWith("routes/resources/")).toBe(true);
  });
});

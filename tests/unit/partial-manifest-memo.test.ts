// The server build's React Router remembers per-build route work (decision 0067).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rememberRouteWork } from "../../scripts/partial-manifest-memo";

const ssrFile = (name: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production/lib/dom/ssr",
    name,
  );

describe("React Router's remembered route work", () => {
  it("applies to the installed React Router", () => {
    const fog = ssrFile("fog-of-war.js");
    expect(rememberRouteWork(readFileSync(fog, "utf8"), fog)).toContain("partialManifestIds.get(key)");
    const server = ssrFile("server.js");
    expect(rememberRouteWork(readFileSync(server, "utf8"), server)).toContain(
      "serverRoutesOf.get(manifest.routes)",
    );
  });

  it("leaves other modules alone, and stops the build when React Router's code changed", () => {
    expect(rememberRouteWork("x", "/app/routes/home.tsx")).toBeNull();
    expect(() => rememberRouteWork("function getPartialManifest() {}", ssrFile("fog-of-war.js"))).toThrow(
      /0067/,
    );
  });
});

// The server build's React Router remembers the routes of a page's parent paths (decision 0067).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rememberPartialManifest } from "../../scripts/partial-manifest-memo";

const fogOfWar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/lib/dom/ssr/fog-of-war.js",
);

describe("the partial manifest's memo", () => {
  it("applies to the installed React Router", () => {
    const code = rememberPartialManifest(readFileSync(fogOfWar, "utf8"));
    expect(code).toContain("partialManifestIds.get(key)");
    expect(code).not.toContain("let matches = router.match(path);\n\t\tif (matches)");
  });

  it("stops the build when React Router's code changed, instead of leaving it unpatched", () => {
    expect(() => rememberPartialManifest("function getPartialManifest() {}")).toThrow(/0067/);
  });
});

import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/domain/redirect";

describe("safeRedirect", () => {
  it.each(["/m/home", "/m/login?next=%2Fm%2Fset", "/m/activityDetail?id=5#top", "/", "/m/a\\b"])(
    "keeps %s",
    (t) => expect(safeRedirect(t)).toBe(t),
  );
  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "m/home",
    "",
    "/\t/evil.example",
    "/m/home\n",
    "/\u0000x",
    "\\\\evil.example",
  ])("rejects %j", (t) => expect(safeRedirect(t)).toBe("/m/home"));
  it("falls back on null/undefined and honours a custom fallback", () => {
    expect(safeRedirect(null)).toBe("/m/home");
    expect(safeRedirect(undefined)).toBe("/m/home");
    expect(safeRedirect("//x", "/m/login")).toBe("/m/login");
  });
});

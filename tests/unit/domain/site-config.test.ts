import { describe, expect, it } from "vitest";
import { pickImageHost, resolveTheme, templateLayout } from "~/domain/site-config";

describe("templateLayout", () => {
  it("only '1' selects the new layout", () => {
    expect(templateLayout("1")).toBe("new");
    expect(["0", "", undefined, "true"].map(templateLayout)).toEqual(["base", "base", "base", "base"]);
  });
});

describe("pickImageHost", () => {
  const hosts = ["a.cdn", "b.cdn", "c.cdn"];
  it("uses the random source", () => {
    expect(pickImageHost(hosts, () => 0)).toBe("a.cdn");
    expect(pickImageHost(hosts, () => 0.5)).toBe("b.cdn");
    expect(pickImageHost(hosts, () => 0.9999)).toBe("c.cdn");
    expect(pickImageHost(hosts, () => 1)).toBe("c.cdn");
  });
  it("null without hosts", () => expect(pickImageHost([], () => 0)).toBeNull());
});

describe("resolveTheme", () => {
  it("dark by default", () => {
    expect(resolveTheme("light")).toBe("light");
    expect(resolveTheme("dark")).toBe("dark");
    expect(resolveTheme(null)).toBe("dark");
    expect(resolveTheme("blue")).toBe("dark");
  });
});

import { describe, expect, it } from "vitest";
import { isBuiltPage, linkedEntries } from "~/domain/pages";

describe("isBuiltPage", () => {
  it("knows the message pages, with a query or a trailing slash", () => {
    expect(isBuiltPage("/m/message")).toBe(true);
    expect(isBuiltPage("/m/messages")).toBe(true);
    expect(isBuiltPage("/m/webEmail/")).toBe(true);
    expect(isBuiltPage("/m/notice?types=A")).toBe(true);
  });

  it("does not know pages still to be built", () => {
    for (const path of ["/m/withdraw", "/m/voucherCenter", "/m/nothing"])
      expect(isBuiltPage(path)).toBe(false);
  });
});

describe("linkedEntries", () => {
  it("keeps actions and built pages, in order, and drops the rest", () => {
    const entries = [
      { key: "myAccount", to: "/m/myAccount/index" },
      { key: "messages", to: "/m/message" },
      { key: "customerService" },
      { key: "webEmail", to: "/m/webEmail" },
    ];
    expect(linkedEntries(entries).map((e) => e.key)).toEqual(["messages", "customerService", "webEmail"]);
  });
});

import { describe, expect, it } from "vitest";
import { formatRate } from "~/domain/rate";

describe("one format for rates (issue 48 item 15: the team page wrote 1% and 1.8%, the rebate page 2.0%)", () => {
  it("writes every rate with one decimal, in the visitor's locale", () => {
    expect([1, 1.8, 2].map((rate) => formatRate(rate, "en-US"))).toEqual(["1.0%", "1.8%", "2.0%"]);
    expect(formatRate(2, "es-ES")).toBe("2,0\u00a0%");
    expect(formatRate(0, "ko-KR")).toBe("0.0%");
  });
  it("a missing rate is a dash", () => expect(formatRate(null, "en-US")).toBe("–"));
});

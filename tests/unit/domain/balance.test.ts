import { describe, expect, it } from "vitest";
import { formatBalance, isBalanceMasked, MASKED_BALANCE } from "~/domain/balance";

describe("formatBalance", () => {
  it.each([
    [0, "0"],
    [999.99, "999"],
    [1234.56, "1,234"],
    [1234567.9, "1,234,567"],
    [-1234.5, "-1,234"],
    [-0.4, "0"],
    [Number.NaN, "0"],
  ])("%d shows %s (0 decimals, grouped, truncated)", (value, text) =>
    expect(formatBalance(value, false)).toBe(text),
  );
  it("masks with the fixed 2-decimal mask whatever the amount", () => {
    expect(MASKED_BALANCE).toBe("****.**");
    expect(formatBalance(1234567.89, true)).toBe("****.**");
    expect(formatBalance(1, true)).toBe("****.**");
  });
});

describe("isBalanceMasked", () => {
  it("masked when hidden or refreshing", () => {
    expect(isBalanceMasked({ hidden: false, refreshing: false })).toBe(false);
    expect(isBalanceMasked({ hidden: true, refreshing: false })).toBe(true);
    expect(isBalanceMasked({ hidden: false, refreshing: true })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { formatBalance, isBalanceMasked, MASKED_BALANCE } from "~/domain/balance";

describe("formatBalance", () => {
  it.each([
    [0, "0"],
    [99999, "999"],
    [123456, "1,234"],
    [123456790, "1,234,567"],
    [-123450, "-1,234"],
    [-40, "0"],
    [Number.NaN, "0"],
  ])("%d cents show %s (0 decimals, grouped, truncated)", (value, text) =>
    expect(formatBalance(value, false, "en-US")).toBe(text),
  );
  it.each([
    ["vi-VN", "1.234.567"],
    ["id-ID", "1.234.567"],
    ["pt-BR", "1.234.567"],
    ["es-ES", "1.234.567"],
    ["zh-CN", "1,234,567"],
  ])("groups as %s groups: %s (still 0 decimals, truncated)", (locale, text) =>
    expect(formatBalance(123456799, false, locale)).toBe(text),
  );
  it("masks with the fixed 2-decimal mask whatever the amount", () => {
    expect(MASKED_BALANCE).toBe("****.**");
    expect(formatBalance(123456789, true, "vi-VN")).toBe("****.**");
    expect(formatBalance(100, true, "en-US")).toBe("****.**");
  });
});

describe("isBalanceMasked", () => {
  it("masked when hidden or refreshing", () => {
    expect(isBalanceMasked({ hidden: false, refreshing: false })).toBe(false);
    expect(isBalanceMasked({ hidden: true, refreshing: false })).toBe(true);
    expect(isBalanceMasked({ hidden: false, refreshing: true })).toBe(true);
  });
});

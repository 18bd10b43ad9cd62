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
    expect(formatBalance(value, false, "en-US")).toBe(text),
  );
  it.each([
    ["vi-VN", "1.234.567"],
    ["id-ID", "1.234.567"],
    ["pt-BR", "1.234.567"],
    ["es-ES", "1.234.567"],
    ["zh-CN", "1,234,567"],
  ])("groups as %s groups: %s (still 0 decimals, truncated)", (locale, text) =>
    expect(formatBalance(1234567.99, false, locale)).toBe(text),
  );
  it("masks with the fixed 2-decimal mask whatever the amount", () => {
    expect(MASKED_BALANCE).toBe("****.**");
    expect(formatBalance(1234567.89, true, "vi-VN")).toBe("****.**");
    expect(formatBalance(1, true, "en-US")).toBe("****.**");
  });
});

describe("isBalanceMasked", () => {
  it("masked when hidden or refreshing", () => {
    expect(isBalanceMasked({ hidden: false, refreshing: false })).toBe(false);
    expect(isBalanceMasked({ hidden: true, refreshing: false })).toBe(true);
    expect(isBalanceMasked({ hidden: false, refreshing: true })).toBe(true);
  });
});

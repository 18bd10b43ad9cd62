import { describe, expect, it } from "vitest";
import { currencySymbol, formatMoney, parseAmountCents } from "~/domain/money";

describe("formatMoney", () => {
  it.each([
    [0, "¥0.00"],
    [5, "¥0.05"],
    [100, "¥1.00"],
    [123456, "¥1,234.56"],
    [100000000, "¥1,000,000.00"],
    [-123456, "-¥1,234.56"],
  ])("%d cents in the default CNY is %s (symbol, grouping, two decimals)", (cents, text) =>
    expect(formatMoney(cents)).toBe(text),
  );
  it("uses the merchant's currency symbol, and the code for one without a symbol", () => {
    expect(formatMoney(123456, "USD")).toBe("$1,234.56");
    expect(formatMoney(123456, "KRW")).toBe("₩1,234.56");
    expect(formatMoney(50, "XYZ")).toBe("XYZ 0.50");
    expect(currencySymbol()).toBe("¥");
  });
  it("is exact for large amounts (no floating point)", () => {
    expect(formatMoney(900719925474099)).toBe("¥9,007,199,254,740.99");
  });
  it("shows nothing it cannot trust as money", () => {
    expect(formatMoney(1.5)).toBe("¥0.00");
    expect(formatMoney(Number.NaN)).toBe("¥0.00");
  });
});

describe("parseAmountCents", () => {
  it.each([
    ["100", 10000],
    [" 100.5 ", 10050],
    ["100.50", 10050],
    ["0.01", 1],
    ["1,000.25", 100025],
    ["100.", 10000],
  ])("%s is %d cents", (text, cents) => expect(parseAmountCents(text)).toBe(cents));
  it.each(["", "abc", "1.234", "-5", "1,00", "1e3", "10,000,0", ".5"])("%s is not an amount", (text) =>
    expect(parseAmountCents(text)).toBeNull(),
  );
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, parseAmountCents } from "~/domain/money";

describe("formatMoney (issue 11: CNY symbol, grouping, two decimals by default)", () => {
  it("shows cents with the symbol, grouping and two decimals", () => {
    expect(formatMoney(123456)).toBe("¥1,234.56");
    expect(formatMoney(0)).toBe("¥0.00");
    expect(formatMoney(5)).toBe("¥0.05");
    expect(formatMoney(500_000_000)).toBe("¥5,000,000.00");
  });

  it("takes the merchant's currency", () => {
    expect(formatMoney(123456, "USD")).toBe("$1,234.56");
    expect(formatMoney(123456, "KRW")).toBe("₩1,234.56");
  });
});

describe("parseAmountCents", () => {
  it("reads whole and decimal amounts without floating-point drift", () => {
    expect(parseAmountCents("100")).toBe(10_000);
    expect(parseAmountCents("100.5")).toBe(10_050);
    expect(parseAmountCents("0.29")).toBe(29);
    expect(parseAmountCents(" 1,000.01 ")).toBe(100_001);
  });

  it("refuses what is not a positive amount with at most two decimals", () => {
    for (const typed of ["", "0", "0.00", "-5", "1.234", "1e3", "abc", "12.", ".5", "1 000"]) {
      expect(parseAmountCents(typed), typed).toBeNull();
    }
  });

  it("gives back the cents formatMoney showed, for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (cents) => {
        expect(parseAmountCents(formatMoney(cents).slice(1))).toBe(cents);
      }),
    );
  });
});

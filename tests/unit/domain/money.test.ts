import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localeTag } from "~/domain/locale-format";
import { formatMoney, parseAmountCents } from "~/domain/money";
import { LOCALES } from "~/locales";

const EN = "en-US";

describe("formatMoney (issue 11: CNY symbol, grouping, two decimals by default)", () => {
  it("shows cents with the symbol, grouping and two decimals", () => {
    expect(formatMoney(123456, "CNY", EN)).toBe("¥1,234.56");
    expect(formatMoney(0, "CNY", EN)).toBe("¥0.00");
    // Issue 23: "Total stake -¥0.00" on a profit and loss without stakes.
    expect(formatMoney(-0, "CNY", EN)).toBe("¥0.00");
    expect(formatMoney(5, "CNY", EN)).toBe("¥0.05");
    expect(formatMoney(500_000_000, "CNY", EN)).toBe("¥5,000,000.00");
  });

  it("takes the merchant's currency", () => {
    expect(formatMoney(123456, "USD", EN)).toBe("$1,234.56");
    expect(formatMoney(123456, "KRW", EN)).toBe("₩1,234.56");
    // A currency without a symbol of its own shows its code.
    expect(formatMoney(50, "XYZ", EN)).toMatch(/^XYZ\s0\.50$/);
  });

  it("shows a negative amount with its sign before the symbol, and large amounts to the cent", () => {
    expect(formatMoney(-123456, "CNY", EN)).toBe("-¥1,234.56");
    expect(formatMoney(900719925474099, "CNY", EN)).toBe("¥9,007,199,254,740.99");
  });
});

// What Intl (Node 20, ICU 78) writes for each language we ship; the browser formats with the same tag.
// "\u00a0" is the no-break space some locales put between the number and the symbol.
describe("formatMoney in the visitor's locale (decision 0036)", () => {
  it.each([
    ["en", "¥1,234.56", "-¥1,234,567.50"],
    ["ty", "¥1,234.56", "-¥1,234,567.50"],
    ["ko", "¥1,234.56", "-¥1,234,567.50"],
    ["zh", "¥1,234.56", "-¥1,234,567.50"],
    ["th", "¥1,234.56", "-¥1,234,567.50"],
    ["ja", "￥1,234.56", "-￥1,234,567.50"],
    ["vi", "1.234,56\u00a0¥", "-1.234.567,50\u00a0¥"],
    ["id", "¥1.234,56", "-¥1.234.567,50"],
    ["pt", "¥\u00a01.234,56", "-¥\u00a01.234.567,50"],
    // Spain groups from five digits on.
    ["es", "1234,56\u00a0¥", "-1.234.567,50\u00a0¥"],
  ])("%s: %s and %s", (lng, small, large) => {
    expect(formatMoney(123456, "CNY", localeTag(lng))).toBe(small);
    expect(formatMoney(-123456750, "CNY", localeTag(lng))).toBe(large);
  });

  it("has a locale Intl knows for every language we ship", () => {
    for (const lng of LOCALES) {
      expect(Intl.NumberFormat.supportedLocalesOf(localeTag(lng)), lng).toEqual([localeTag(lng)]);
    }
    expect(localeTag("xx")).toBe(EN);
  });
});

describe("parseAmountCents", () => {
  it("reads whole and decimal amounts without floating-point drift", () => {
    expect(parseAmountCents("100", EN)).toBe(10_000);
    expect(parseAmountCents("100.5", EN)).toBe(10_050);
    expect(parseAmountCents("0.29", EN)).toBe(29);
    expect(parseAmountCents(" 1,000.01 ", EN)).toBe(100_001);
  });

  it("refuses what is not a positive amount with at most two decimals", () => {
    for (const typed of ["", "0", "0.00", "-5", "1.234", "1e3", "abc", "12.", ".5", "1 000", "1,5"]) {
      expect(parseAmountCents(typed, EN), typed).toBeNull();
    }
  });

  // Per locale: what the visitor types, and the cents it means (null: refused). Plain digits with a
  // "." and one or two decimals read the same everywhere; a "." before three digits is a thousands
  // mark where the locale groups with "." (vi, id, es, pt), and refused where "." is the decimal mark.
  it.each([
    ["en", "1,000.50", 100_050],
    ["en", "1,000", 100_000],
    ["en", "1.000", null],
    ["en", "1,000,000.5", 100_000_050],
    ["en", "10,00", null],
    ["zh", "1,234.56", 123_456],
    ["ko", "1,234", 123_400],
    ["ja", "1,234.5", 123_450],
    ["th", "1,234.56", 123_456],
    ["vi", "1.000,50", 100_050],
    ["vi", "1.000", 100_000],
    ["vi", "1.000.000", 100_000_000],
    ["vi", "1000,5", 100_050],
    ["vi", "1000.5", 100_050],
    ["vi", "1000", 100_000],
    ["vi", "1,5", 150],
    ["vi", "1,000", null],
    ["vi", "1.00.000", null],
    ["vi", "1.000.50", null],
    ["id", "1.000,50", 100_050],
    ["id", "250.000", 25_000_000],
    ["id", "0,29", 29],
    ["es", "1234,56", 123_456],
    ["es", "12.345,67", 1_234_567],
    ["es", "1.000", 100_000],
    ["pt", "1.000,50", 100_050],
    ["pt", "1.000", 100_000],
    ["pt", "10.5", 1_050],
  ])("%s: %s is %s cents", (lng, typed, cents) => {
    expect(parseAmountCents(typed, localeTag(lng))).toBe(cents);
  });

  it.each(LOCALES.map((lng) => [lng]))(
    "%s: gives back the cents formatMoney showed, for any amount",
    (lng) => {
      const locale = localeTag(lng);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (cents) => {
          // The number as shown, without the currency symbol and its space.
          const shown = formatMoney(cents, "CNY", locale).replace(/[^\d.,]/g, "");
          expect(parseAmountCents(shown, locale)).toBe(cents);
        }),
      );
    },
  );
});

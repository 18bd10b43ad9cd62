import { describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/money";
import { profitAndLoss } from "~/domain/profit-and-loss";

describe("formatMoney", () => {
  it("shows cents with the CNY symbol, grouping and two decimals by default", () => {
    expect(formatMoney(0)).toBe("¥0.00");
    expect(formatMoney(5)).toBe("¥0.05");
    expect(formatMoney(123456789)).toBe("¥1,234,567.89");
    expect(formatMoney(-50)).toBe("-¥0.50");
  });

  it("uses the merchant's currency", () => {
    expect(formatMoney(100000, "USD")).toBe("$1,000.00");
    expect(formatMoney(100, "XYZ")).toBe("XYZ 1.00");
  });
});

describe("profitAndLoss", () => {
  it("nets wins against stakes, adds promotions and leaves deposits out", () => {
    expect(
      profitAndLoss([
        { kind: "bet", amountCents: -1000 },
        { kind: "win", amountCents: 600 },
        { kind: "bonus", amountCents: 200 },
        { kind: "cashback", amountCents: 50 },
        { kind: "deposit", amountCents: 10000 },
        { kind: "withdrawal", amountCents: -3000 },
      ]),
    ).toEqual({
      stakeCents: 1000,
      winCents: 600,
      gameResultCents: -400,
      promotionCents: 250,
      profitCents: -150,
    });
  });

  it("is all zero without records", () => {
    expect(profitAndLoss([]).profitCents).toBe(0);
  });
});

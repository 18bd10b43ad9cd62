import { describe, expect, it } from "vitest";
import { profitAndLoss } from "~/domain/profit-and-loss";

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

  it("is all zero without records, never a negative zero", () => {
    expect(profitAndLoss([]).profitCents).toBe(0);
    // Object.is tells -0 from 0: a -0 stake read "Total stake -¥0.00" (issue 23).
    expect(Object.is(profitAndLoss([]).stakeCents, 0)).toBe(true);
    expect(Object.is(profitAndLoss([{ kind: "deposit", amountCents: 100 }]).stakeCents, 0)).toBe(true);
  });
});

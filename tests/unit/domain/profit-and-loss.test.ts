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

  it("is all zero without records", () => {
    expect(profitAndLoss([]).profitCents).toBe(0);
  });
});

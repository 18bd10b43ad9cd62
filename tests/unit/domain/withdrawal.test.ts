import { describe, expect, it } from "vitest";
import { withdrawAmountError, withdrawStep } from "~/domain/withdrawal";

const limits = { minCents: 10_000, maxCents: 5_000_000, balanceCents: 93_456 };

describe("withdrawStep (a member without a funds password or a card is led there first)", () => {
  it("asks for the funds password first, then a card, then shows the form", () => {
    expect(withdrawStep({ fundsPasswordSet: false, cardCount: 0 })).toBe("fundsPassword");
    expect(withdrawStep({ fundsPasswordSet: false, cardCount: 2 })).toBe("fundsPassword");
    expect(withdrawStep({ fundsPasswordSet: true, cardCount: 0 })).toBe("bankCard");
    expect(withdrawStep({ fundsPasswordSet: true, cardCount: 1 })).toBe("form");
  });
});

describe("withdrawAmountError (amount against the merchant's limits and the balance)", () => {
  it("accepts the limits themselves and the whole balance", () => {
    expect(withdrawAmountError(10_000, limits)).toBeNull();
    expect(withdrawAmountError(93_456, limits)).toBeNull();
    expect(withdrawAmountError(5_000_000, { ...limits, balanceCents: 9_000_000 })).toBeNull();
  });

  it("names the broken rule, the limits before the balance", () => {
    expect(withdrawAmountError(9_999, limits)).toBe("security.errors.amount_below_min");
    expect(withdrawAmountError(93_457, limits)).toBe("security.errors.amount_above_balance");
    expect(withdrawAmountError(5_000_001, limits)).toBe("security.errors.amount_above_max");
    expect(withdrawAmountError(5_000, { ...limits, balanceCents: 0 })).toBe(
      "security.errors.amount_below_min",
    );
  });
});

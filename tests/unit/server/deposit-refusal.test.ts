import { describe, expect, it } from "vitest";
import { BackendError } from "~/.server/backend";
import { depositRefusal } from "~/routes/cashier/voucher-center.server";

const refused = (code: string, status = 400) => depositRefusal(new BackendError(code, status, code));

describe("depositRefusal", () => {
  it("puts a refusal about a field on that field", () => {
    expect(refused("deposit.amount.below.min")).toEqual({ fieldErrors: { amount: ["amount_min"] } });
    expect(refused("deposit.amount.above.max")).toEqual({ fieldErrors: { amount: ["amount_max"] } });
    expect(refused("deposit.method.unavailable")).toEqual({
      fieldErrors: { methodId: ["method_unavailable"] },
    });
    expect(refused("deposit.promotion.unavailable")).toEqual({
      fieldErrors: { promotionId: ["promotion_unavailable"] },
    });
  });
  it("says why an account may not deposit", () => {
    expect(refused("deposit.real.account.only", 403)).toEqual({ formErrors: ["account.real_money_trial"] });
  });
  it("answers anything else, and a backend that is down, with the general refusal", () => {
    expect(refused("something.new")).toEqual({ formErrors: ["refused"] });
    expect(refused("deposit.amount.below.min", 503)).toEqual({ formErrors: ["refused"] });
    expect(depositRefusal(new Error("boom"))).toEqual({ formErrors: ["refused"] });
  });
});

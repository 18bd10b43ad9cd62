import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  bankCardSchema,
  fundsPasswordResetSchema,
  fundsPasswordSetSchema,
  securityQuestionSchema,
  withdrawSchema,
} from "~/domain/security-forms";

const paymentPassword = {
  enabled: false,
  required: false,
  regExp: "^\\d{6}$",
  messageKey: "in_password_format",
};
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("funds password forms (the rule is the merchant's paymentPassword setting)", () => {
  const set = fundsPasswordSetSchema(paymentPassword);
  it("needs the login password, a new password by the rule and the same confirmation", () => {
    expect(
      set.safeParse({
        intent: "setFundsPassword",
        loginPassword: "x",
        fundsPassword: "123456",
        confirmFundsPassword: "123456",
      }).success,
    ).toBe(true);
    expect(
      errorsOf(
        set.safeParse({ intent: "setFundsPassword", fundsPassword: "12a", confirmFundsPassword: "12b" }),
      ),
    ).toEqual({
      loginPassword: "security.errors.login_password_required",
      fundsPassword: "security.errors.funds_password_format",
    });
    expect(
      errorsOf(
        set.safeParse({
          intent: "setFundsPassword",
          loginPassword: "x",
          fundsPassword: "123456",
          confirmFundsPassword: "654321",
        }),
      ),
    ).toEqual({ confirmFundsPassword: "in_confirmation_correct" });
  });

  it("asks for the security answer in a reset only when a question is set", () => {
    const value = {
      intent: "resetFundsPassword",
      loginPassword: "x",
      fundsPassword: "123456",
      confirmFundsPassword: "123456",
    };
    expect(fundsPasswordResetSchema(paymentPassword, false).safeParse(value).success).toBe(true);
    expect(errorsOf(fundsPasswordResetSchema(paymentPassword, true).safeParse(value))).toEqual({
      answer: "security.errors.answer_required",
    });
  });
});

describe("bank card form", () => {
  const schema = bankCardSchema(["ICBC", "KB"]);
  it("sends the card's digits without separators", () => {
    const parsed = schema.parse({
      intent: "bindCard",
      holder: " Kim Min-jun ",
      bankCode: "KB",
      cardNumber: "6222 0212 3456 7890",
      fundsPassword: "123456",
    });
    expect(parsed).toMatchObject({ holder: "Kim Min-jun", cardNumber: "6222021234567890" });
  });

  it("names each wrong field", () => {
    expect(
      errorsOf(schema.safeParse({ intent: "bindCard", holder: "1", bankCode: "XX", cardNumber: "1234" })),
    ).toEqual({
      holder: "security.errors.holder_format",
      bankCode: "security.errors.bank_required",
      cardNumber: "security.errors.card_number_format",
      fundsPassword: "security.errors.funds_password_required",
    });
  });
});

describe("security question form", () => {
  it("takes an offered question and an answer of two characters or more", () => {
    const schema = securityQuestionSchema(["birth_city"]);
    expect(
      schema.safeParse({
        intent: "setQuestion",
        questionKey: "birth_city",
        answer: "Seoul",
        loginPassword: "x",
      }).success,
    ).toBe(true);
    expect(
      errorsOf(
        schema.safeParse({ intent: "setQuestion", questionKey: "other", answer: " a ", loginPassword: "x" }),
      ),
    ).toEqual({
      questionKey: "security.errors.question_unknown",
      answer: "security.errors.answer_short",
    });
  });
});

describe("withdraw form", () => {
  const schema = withdrawSchema({
    minCents: 10_000,
    maxCents: 5_000_000,
    balanceCents: 93_456,
    cardIds: [7],
    locale: "en-US",
  });
  const form = (amount: string, bankCardId = "7") => ({
    amount,
    bankCardId,
    fundsPassword: "123456",
    requestKey: randomUUID(),
  });

  it("turns the amount into cents and the card into its id", () => {
    expect(schema.parse(form("934.56"))).toMatchObject({ amount: 93_456, bankCardId: 7 });
  });

  it("refuses a malformed amount, one outside the limits or the balance, and a card not the member's", () => {
    expect(errorsOf(schema.safeParse(form("12.345")))).toEqual({ amount: "security.errors.amount_format" });
    expect(errorsOf(schema.safeParse(form("99.99")))).toEqual({ amount: "security.errors.amount_below_min" });
    expect(errorsOf(schema.safeParse(form("934.57")))).toEqual({
      amount: "security.errors.amount_above_balance",
    });
    expect(errorsOf(schema.safeParse(form("200", "8")))).toEqual({
      bankCardId: "security.errors.card_required",
    });
  });

  it("needs the form's idempotency key", () => {
    expect(errorsOf(schema.safeParse({ ...form("200"), requestKey: "" }))).toHaveProperty("requestKey");
  });
});

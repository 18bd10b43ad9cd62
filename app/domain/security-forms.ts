// The zod schemas of the security centre and withdraw forms, built from the merchant's settings (the
// funds password's rule is the registration settings' paymentPassword) and the member's state (banks,
// cards, balance, limits). The loader hands those to the page, so the action and the browser build the
// same schema. Errors are message keys: "security.errors.*", or the account forms' keys without a dot.
import { z } from "~/domain/zod";
import { confirmed, requiredSettingRule, type FieldSetting } from "./account-forms";
import { cardDigits, isCardNumber, isHolderName } from "./bank-card";
import { FUNDS_PASSWORD_FORMAT } from "./field-format";
import { parseAmountCents } from "./money";
import { withdrawAmountError, type WithdrawLimits } from "./withdrawal";

const loginPassword = () => z.string({ error: "security.errors.login_password_required" }).max(128);

const newFundsPassword = (setting: FieldSetting) =>
  requiredSettingRule({ ...setting, messageKey: FUNDS_PASSWORD_FORMAT });
const fundsPasswordEntered = () => z.string({ error: "security.errors.funds_password_required" }).max(128);

/** First funds password: the login password, the new one by the merchant's rule, and its confirmation. */
export function fundsPasswordSetSchema(paymentPassword: FieldSetting) {
  return confirmed(
    {
      intent: z.literal("setFundsPassword"),
      loginPassword: loginPassword(),
      fundsPassword: newFundsPassword(paymentPassword),
    },
    "fundsPassword",
    "confirmFundsPassword",
  );
}

/** A forgotten funds password: as the first one, plus the security answer when a question is set. */
export function fundsPasswordResetSchema(paymentPassword: FieldSetting, questionSet: boolean) {
  const answer = z.string({ error: "security.errors.answer_required" }).trim().max(100);
  return confirmed(
    {
      intent: z.literal("resetFundsPassword"),
      loginPassword: loginPassword(),
      fundsPassword: newFundsPassword(paymentPassword),
      answer: questionSet ? answer : answer.optional(),
    },
    "fundsPassword",
    "confirmFundsPassword",
  );
}

/** Binding a card: holder, one of the listed banks, a card number, and the funds password. */
export function bankCardSchema(bankCodes: readonly string[]) {
  return z.object({
    intent: z.literal("bindCard"),
    holder: z
      .string({ error: "security.errors.holder_required" })
      .trim()
      .refine(isHolderName, "security.errors.holder_format"),
    bankCode: z.enum(bankCodes as [string, ...string[]], { error: "security.errors.bank_required" }),
    cardNumber: z
      .string({ error: "security.errors.card_number_required" })
      .refine(isCardNumber, "security.errors.card_number_format")
      .transform(cardDigits),
    fundsPassword: fundsPasswordEntered(),
  });
}

/** The security question: one of the offered keys and an answer of two characters or more. */
export function securityQuestionSchema(questionKeys: readonly string[]) {
  return z.object({
    intent: z.literal("setQuestion"),
    questionKey: z.enum(questionKeys as [string, ...string[]], { error: "security.errors.question_unknown" }),
    answer: z
      .string({ error: "security.errors.answer_required" })
      .trim()
      .min(2, "security.errors.answer_short")
      .max(100, "security.errors.answer_short"),
    loginPassword: loginPassword(),
  });
}

/**
 * A withdrawal: an amount within the limits and the balance (as cents, typed in the visitor's locale,
 * `locale` a BCP 47 tag), one of the member's cards, the funds password, and the form's idempotency
 * key made when the page was rendered.
 */
export function withdrawSchema(
  input: WithdrawLimits & { balanceCents: number; cardIds: readonly number[]; locale: string },
) {
  return z.object({
    amount: z.string({ error: "security.errors.amount_required" }).transform((typed, ctx) => {
      const cents = parseAmountCents(typed, input.locale);
      const error = cents === null ? "security.errors.amount_format" : withdrawAmountError(cents, input);
      if (error) ctx.addIssue({ code: "custom", message: error });
      return cents ?? 0;
    }),
    bankCardId: z.coerce
      .number({ error: "security.errors.card_required" })
      .refine((id) => input.cardIds.includes(id), "security.errors.card_required"),
    fundsPassword: fundsPasswordEntered(),
    requestKey: z.uuid(),
  });
}

// The agent area's form schemas, shared by the actions (parseWithZod) and the pages. The open-account
// form is built from the same registration settings as /m/register (account-forms.ts settingRule),
// so a downline's fields follow the merchant's rules; errors are keys under "account.errors.".
import { z } from "~/domain/zod";
import { settingRule, type FieldSettings } from "./account-forms";
import { extraRegisterFields } from "./registration";
import { TRANSFER_MAX_CENTS } from "./agent";
import { parseAmountCents } from "./money";

/** A rebate in percent as typed: up to one decimal, at most the agent's own quota. */
export const rebateRule = (quota: number) =>
  z
    .string({ error: "in_required" })
    .trim()
    .regex(/^\d{1,3}(\.\d)?$/, "rebate_format")
    .refine((value) => Number(value) <= quota, "rebate_above_quota");

/**
 * The registration settings' extra fields a downline's form shows (email, nickname, ...): not the
 * affiliate code nor the recommender, since the agent opening the account is the upline.
 */
export function openAccountFields(settings: FieldSettings): string[] {
  return extraRegisterFields(settings, false).filter((name) => name !== "recommenderId");
}

export function openAccountSchema(input: { settings: FieldSettings; quota: number }) {
  const { settings, quota } = input;
  const extra: Record<string, z.ZodType<string | undefined>> = {};
  for (const name of openAccountFields(settings)) extra[name] = settingRule(settings[name]);
  return z
    .object({
      ...extra,
      username: settingRule(settings.username),
      password: settingRule(settings.password),
      confirmPassword: z.string({ error: "in_incorrect_password" }),
      rebate: rebateRule(quota),
    })
    .superRefine((value, ctx) => {
      const v = value as Record<string, unknown>;
      if (v.password !== undefined && v.confirmPassword !== v.password)
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "in_confirmation_correct" });
    });
}

/** A new affiliate link: its rebate, within the quota. */
export const affiliateLinkSchema = (quota: number) => z.object({ rebate: rebateRule(quota) });

export const deleteLinkSchema = () => z.object({ linkId: z.coerce.number().int().positive() });

/**
 * A transfer to a downline: an amount in cents (typed in the visitor's locale, `locale` a BCP 47 tag)
 * above zero, at most the cap and the agent's balance, and the form's idempotency key. The action
 * passes no balance: the backend checks it, so a repeated key is answered, not refused.
 */
export function transferSchema(input: { locale: string; balanceCents?: number }) {
  return z.object({
    account: z.string().trim().min(1).max(64),
    amount: z.string({ error: "security.errors.amount_required" }).transform((typed, ctx) => {
      const cents = parseAmountCents(typed, input.locale);
      const error =
        cents === null
          ? "security.errors.amount_format"
          : cents > TRANSFER_MAX_CENTS
            ? "transfer_above_max"
            : input.balanceCents !== undefined && cents > input.balanceCents
              ? "transfer_over_balance"
              : null;
      if (error) ctx.addIssue({ code: "custom", message: error });
      return cents ?? 0;
    }),
    idempotencyKey: z.uuid(),
  });
}

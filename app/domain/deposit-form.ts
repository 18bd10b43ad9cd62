// The deposit form's schema (accounts: voucherCenter), built from the methods the merchant enables:
// the same schema in the action and in the browser's checks (loaded beside the page). Errors are
// message keys under "cashier.errors.".
import { z } from "~/domain/zod";
import type { DepositMethod } from "./deposit";
import { parseAmountCents } from "./money";

/**
 * The deposit form: a method the merchant enables, an amount of at most two decimals within that
 * method's limits (typed in the visitor's locale, `locale` a BCP 47 tag), an optional deposit
 * promotion among those offered, and the form's idempotency key.
 */
export function depositSchema(
  methods: readonly DepositMethod[],
  promotionIds: readonly number[],
  locale: string,
) {
  return z
    .object({
      methodId: z.coerce
        .number({ error: "method_required" })
        .int()
        .refine((id) => methods.some((m) => m.id === id), "method_required"),
      amount: z.string({ error: "amount_required" }).trim(),
      promotionId: z.coerce
        .number()
        .int()
        .refine((id) => promotionIds.includes(id), "promotion_unavailable")
        .optional(),
      idempotencyKey: z.uuid({ error: "form_expired" }),
    })
    .transform((value, ctx) => {
      const method = methods.find((m) => m.id === value.methodId)!;
      const amountCents = parseAmountCents(value.amount, locale);
      const refuse = (message: string) => {
        ctx.addIssue({ code: "custom", path: ["amount"], message });
        return z.NEVER;
      };
      if (amountCents === null) return refuse("amount_format");
      if (amountCents < method.minCents) return refuse("amount_min");
      if (amountCents > method.maxCents) return refuse("amount_max");
      return {
        methodId: value.methodId,
        amountCents,
        promotionId: value.promotionId ?? null,
        idempotencyKey: value.idempotencyKey,
      };
    });
}

/** The deposit record's state in the address: a date range (both days included) and a page. */

// The deposit page's server work: the options as the page shows them, the order view after a
// submit, and the backend's refusals as errors in place.
import type { RouterContextProvider } from "react-router";
import { isBackendError } from "~/.server/backend";
import type { FormRefusal } from "~/.server/form";
import { requestContext } from "~/.server/context";
import { getLocale } from "~/.server/i18n";
import { critical, optional } from "~/.server/loader-data";
import { recordSearch } from "~/domain/deposit";
import { localeTag } from "~/domain/locale-format";
import { formatMoney } from "~/domain/money";

type Context = Readonly<RouterContextProvider>;

/**
 * The deposit options the backend offers this member, in the page's language: the session's cached
 * answer (read afresh after any of the member's posts), shared by the deposit page and its record.
 */
export function memberDepositOptions(context: Context) {
  const { backend, memberData, language } = context.get(requestContext);
  return memberData.get(`depositOptions:${language}`, backend.depositOptions);
}

/** The merchant's deposit options with every amount already formatted in its currency, in the visitor's locale. */
export async function depositOptionsOf(context: Context) {
  const options = await critical(context, memberDepositOptions(context));
  const locale = localeTag(getLocale(context));
  const money = (cents: number) => formatMoney(cents, options.currency, locale);
  return {
    methods: options.methods.map((m) => ({ ...m, min: money(m.minCents), max: money(m.maxCents) })),
    promotions: options.promotions.map((p) => ({
      ...p,
      bonus: p.bonusCents > 0 ? money(p.bonusCents) : null,
    })),
    currency: options.currency,
  };
}

/**
 * The order a submit made (?order=id), as the page shows it: its state, a link to its record (the
 * day it was made) and, for the payment-gateway method, the provider's page. Null when the id is
 * not one of the member's orders.
 */
export async function depositOrderView(context: Context, id: number, currency: string) {
  const { backend } = context.get(requestContext);
  const order = await optional(context, backend.depositOrder(id), null, "deposit order");
  if (!order) return null;
  const day = order.createdAt.slice(0, 10);
  return {
    id: order.id,
    state: order.state,
    amount: formatMoney(order.amountCents, currency, localeTag(getLocale(context))),
    method: order.methodName,
    recordHref: `/m/vouReport${recordSearch({ from: day, to: day, page: 1 })}`,
    // The reference backend plays the payment provider; its page is reached through the BFF (/provider).
    providerHref: order.providerPath,
  };
}

// Backend refusals the member can act on, by the field they concern.
const FIELD_REFUSALS: Record<string, [field: string, key: string]> = {
  "deposit.amount.below.min": ["amount", "amount_min"],
  "deposit.amount.above.max": ["amount", "amount_max"],
  "deposit.method.unavailable": ["methodId", "method_unavailable"],
  "deposit.promotion.unavailable": ["promotionId", "promotion_unavailable"],
};
const FORM_REFUSALS: Record<string, string> = {
  "deposit.real.account.only": "account.real_money_trial",
};

/**
 * A refused order as errors in place (keys under "cashier.errors."). Issue 11's responsible-gambling
 * refusals add their error codes here (FORM_REFUSALS) so the member reads why, not a bare error.
 */
export function depositRefusal(error: unknown): FormRefusal {
  const code = isBackendError(error) && !error.isUnavailable ? error.errorCode : "";
  const field = FIELD_REFUSALS[code];
  if (field) return { fieldErrors: { [field[0]]: [field[1]] } };
  return { formErrors: [FORM_REFUSALS[code] ?? "refused"] };
}

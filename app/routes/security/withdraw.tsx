import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requestContext } from "~/.server/context";
import { memberBalance } from "~/.server/header-account";
import { formDone, refuseSubmission } from "~/.server/form-answer";
import { admit, admitPost } from "~/.server/guards";
import { critical, optional } from "~/.server/loader-data";
import { getLocale } from "~/.server/i18n";
import { maskedCardNumber } from "~/domain/bank-card";
import { localeTag } from "~/domain/locale-format";
import { machineTime } from "~/domain/locale-dates";
import { visitorTimes } from "~/.server/visitor-times";
import { withdrawSchema } from "~/domain/security-forms";
import { withdrawStep } from "~/domain/withdrawal";
import { MoneyForm } from "~/ui/forms/money-form";
import { ItemList } from "~/ui/security/item-list";
import { useMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import { refusalErrors } from "~/.server/account-session";
import { deferredForm } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/withdraw";
import { loadSecurityState } from "./security.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/security.css";
import type { PageHandle } from "~/domain/page";
import { keepDataForUiParams } from "~/domain/ui-params";

/** The form, drawn by the server, hydrated once its code (and conform's) arrives. */
const WithdrawForm = deferredForm(() => import("./withdraw-form"));

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "real", trial: "realMoney", title: "title.withdraw" } satisfies PageHandle;

export const FORM_ID = "withdraw";
const hideFields = ["fundsPassword"];

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * Withdraw: amount, card and funds password. A member without a funds password or a card is led to
 * the security centre first. The form carries an idempotency key made here, so a double post or a
 * resubmitted page makes one order.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const state = context.get(requestContext);
  const [{ config, cards }, balance, orders] = await Promise.all([
    loadSecurityState(context),
    // The header's balance, read once for both.
    critical(context, memberBalance(state)),
    optional(context, state.backend.withdrawalReport(), [], "withdrawal report"),
  ]);
  return {
    step: withdrawStep({ fundsPasswordSet: config.fundsPasswordSet, cardCount: cards.length }),
    balanceCents: balance,
    limits: config.limits,
    cards: cards.map((c) => ({ id: c.id, bank: c.bankName, number: maskedCardNumber(c.last4) })),
    orders: orders.map((o) => ({
      id: o.id,
      amountCents: o.amountCents,
      state: o.state,
      card: maskedCardNumber(o.last4),
      date: visitorTimes(context).date(o.createdAt),
      dateTime: machineTime(o.createdAt),
    })),
    requestKey: randomUUID(),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const { config, cards } = await loadSecurityState(context);
  // The balance is the backend's to check here: a repeated idempotency key must answer its order even
  // though that order already took the money (the browser checks the balance it was shown).
  const schema = withdrawSchema({
    ...config.limits,
    balanceCents: Number.MAX_SAFE_INTEGER,
    cardIds: cards.map((c) => c.id),
    locale: localeTag(getLocale(context)),
  });
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success")
    return refuseSubmission({ request, url }, FORM_ID, submission, { hideFields }, {});
  const { amount, bankCardId, fundsPassword, requestKey } = submission.value;
  try {
    await backend.withdraw({ amountCents: amount, bankCardId, fundsPassword, requestKey });
  } catch (error) {
    return refuseSubmission(
      { request, url },
      FORM_ID,
      submission,
      { ...refusalErrors(error), hideFields },
      {},
    );
  }
  return formDone(request, "/m/withdraw", { messageKey: "security.done.withdrawRequested" });
}

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  const { step, balanceCents, limits, cards, orders } = loaderData;
  return (
    <section className="account-page security-page">
      <p className="security-balance">
        {t("security.withdraw.balance")} <strong>{money(balanceCents)}</strong>
      </p>
      {step === "form" ? (
        <MoneyForm
          formId={FORM_ID}
          formKey={loaderData.requestKey}
          keyName="requestKey"
          actionData={actionData}
        >
          {(answer) => (
            <WithdrawForm
              balanceCents={balanceCents}
              limits={limits}
              cards={cards}
              answer={answer?.result}
              formId={FORM_ID}
              secrets={hideFields}
            />
          )}
        </MoneyForm>
      ) : (
        <div className="security-lead">
          <p>
            {t(
              step === "fundsPassword" ? "security.withdraw.needFundsPassword" : "security.withdraw.needCard",
            )}
          </p>
          <Link
            className="button button--primary"
            to={
              step === "fundsPassword" ? "/m/securityCenter#funds-password" : "/m/securityCenter#bank-cards"
            }
          >
            {t(
              step === "fundsPassword"
                ? "security.withdraw.goSetFundsPassword"
                : "security.withdraw.goBindCard",
            )}
          </Link>
        </div>
      )}
      <h2>{t("security.withdraw.recent")}</h2>
      <ItemList items={orders} empty={t("security.withdraw.empty")}>
        {(o) => (
          <>
            <span>
              <strong>{money(o.amountCents)}</strong> {o.card}
            </span>
            <span className={`security-state security-state--${o.state}`}>
              {t(`security.withdraw.state.${o.state}`)}
            </span>
            <time dateTime={o.dateTime}>{o.date}</time>
          </>
        )}
      </ItemList>
    </section>
  );
}

import { randomUUID } from "node:crypto";
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { requestContext } from "~/.server/context";
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
import { FieldErrors, FormAnswer, TextField } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { SubmitButton } from "~/ui/forms/submit-button";
import { MoneyForm, MoneyFormKey } from "~/ui/forms/money-form";
import { FormRefusals } from "~/ui/forms/form-refusals";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { ItemList } from "~/ui/security/item-list";
import { SecretField } from "~/ui/security/secret-field";
import { useLocaleTag, useMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import { refusalErrors } from "~/.server/account-session";
import type { Route } from "./+types/withdraw";
import { loadSecurityState } from "./security.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/security.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "real", trial: "register", title: "title.withdraw" } satisfies PageHandle;

const FORM_ID = "withdraw";
const hideFields = ["fundsPassword"];
const ORDER = ["amount", "bankCardId", "fundsPassword"];

/**
 * Withdraw: amount, card and funds password. A member without a funds password or a card is led to
 * the security centre first. The form carries an idempotency key made here, so a double post or a
 * resubmitted page makes one order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await admit(handle, { request, context });
  const { backend } = context.get(requestContext);
  const [{ config, cards }, balance, orders] = await Promise.all([
    loadSecurityState(context),
    critical(context, backend.getBalance()),
    optional(context, backend.withdrawalReport(), [], "withdrawal report"),
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

export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
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
    return refuseSubmission(request, FORM_ID, submission, { hideFields }, {});
  const { amount, bankCardId, fundsPassword, requestKey } = submission.value;
  try {
    await backend.withdraw({ amountCents: amount, bankCardId, fundsPassword, requestKey });
  } catch (error) {
    return refuseSubmission(request, FORM_ID, submission, { ...refusalErrors(error), hideFields }, {});
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
            <WithdrawForm balanceCents={balanceCents} limits={limits} cards={cards} answer={answer?.result} />
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

function WithdrawForm(props: {
  balanceCents: number;
  limits: { minCents: number; maxCents: number };
  cards: { id: number; bank: string; number: string }[];
  answer?: SubmissionResult<string[]>;
}) {
  const money = useMoney();
  const locale = useLocaleTag();
  const t = useT();
  const { balanceCents, limits, cards } = props;
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: FORM_ID,
    lastResult: props.answer,
    defaultValue: { bankCardId: String(cards[0].id) },
    onValidate: validateWith(checks, (c) =>
      c.withdrawSchema({ ...limits, balanceCents, cardIds: cards.map((card) => card.id), locale }),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <FormAnswer.Provider value={{ answer: props.answer, secrets: hideFields, order: ORDER }}>
      <Form method="post" {...getFormProps(form)} noValidate className="account-form">
        <FormRefusals
          answer={props.answer}
          fields={fields}
          labels={{
            amount: t("security.field.amount"),
            bankCardId: t("security.field.card"),
            fundsPassword: t("security.field.fundsPassword"),
          }}
          order={ORDER}
          prefix="account.errors"
        />
        <MoneyFormKey />
        <TextField
          field={fields.amount}
          label={t("security.field.amount")}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
        />
        <p className="security-hint">
          {t("security.withdraw.limits", {
            min: money(limits.minCents),
            max: money(limits.maxCents),
          })}
        </p>
        <CardChoice field={fields.bankCardId} label={t("security.field.card")} cards={cards} />
        <SecretField field={fields.fundsPassword} label={t("security.field.fundsPassword")} digits />
        <SubmitButton>{t("security.withdraw.submit")}</SubmitButton>
      </Form>
    </FormAnswer.Provider>
  );
}

/**
 * The card to pay out to, as radio cards: the bank on one line and the whole masked number on the
 * next, so nothing is cut at 390 px (a select cut the number off).
 */
function CardChoice({
  field,
  label,
  cards,
}: {
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  label: string;
  cards: { id: number; bank: string; number: string }[];
}) {
  return (
    <fieldset className="card-choice" aria-invalid={field.errors ? true : undefined}>
      <legend>{label}</legend>
      {cards.map((card, index) => (
        <label key={card.id} className="card-choice__card">
          <input
            type="radio"
            name={field.name}
            value={String(card.id)}
            id={index === 0 ? field.id : undefined}
            defaultChecked={(field.initialValue ?? String(cards[0]!.id)) === String(card.id)}
            aria-describedby={field.errors ? field.errorId : undefined}
          />
          <span className="card-choice__bank">{card.bank}</span>
          <span className="card-choice__number">{card.number}</span>
        </label>
      ))}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

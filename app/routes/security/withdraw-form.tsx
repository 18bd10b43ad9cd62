import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FieldErrors, FormAnswer, TextField } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { SubmitButton } from "~/ui/forms/submit-button";
import { MoneyFormKey } from "~/ui/forms/money-form";
import { FormRefusals } from "~/ui/forms/form-refusals";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { SecretField } from "~/ui/security/secret-field";
import { useLocaleTag, useMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";

const ORDER = ["amount", "bankCardId", "fundsPassword"];

export default function WithdrawForm(props: {
  balanceCents: number;
  limits: { minCents: number; maxCents: number };
  cards: { id: number; bank: string; number: string }[];
  answer?: SubmissionResult<string[]>;
  /** The form's id, named by the page (its action answers by it). */
  formId: string;
  /** The fields never sent back. */
  secrets: string[];
}) {
  const money = useMoney();
  const locale = useLocaleTag();
  const t = useT();
  const { balanceCents, limits, cards } = props;
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: props.formId,
    lastResult: props.answer,
    defaultValue: { bankCardId: String(cards[0].id) },
    onValidate: validateWith(checks, (c) =>
      c.withdrawSchema({ ...limits, balanceCents, cardIds: cards.map((card) => card.id), locale }),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <FormAnswer.Provider value={{ answer: props.answer, secrets: props.secrets, order: ORDER }}>
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
  // Read once: each read of conform's field metadata works the form's state out again.
  const { name, id, errors, errorId } = field;
  const checked = field.initialValue ?? String(cards[0]!.id);
  return (
    <fieldset className="card-choice" aria-invalid={errors ? true : undefined}>
      <legend>{label}</legend>
      {cards.map((card, index) => (
        <label key={card.id} className="card-choice__card">
          <input
            type="radio"
            name={name}
            value={String(card.id)}
            id={index === 0 ? id : undefined}
            defaultChecked={checked === String(card.id)}
            aria-describedby={errors ? errorId : undefined}
          />
          <span className="card-choice__bank">{card.bank}</span>
          <span className="card-choice__number">{card.number}</span>
        </label>
      ))}
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}

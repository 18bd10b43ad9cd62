import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { METHOD_KINDS, methodsByVendor, type DepositMethod } from "~/domain/deposit";
import { SubmitButton } from "~/ui/forms/submit-button";
import { FormRefusals } from "~/ui/forms/form-refusals";
import { MoneyFormKey } from "~/ui/forms/money-form";
import { ResponsibleRefusalText } from "~/ui/responsible-refusal";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { useLocaleTag } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Data, DepositAnswer } from "./voucher-center";

type Metadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

const FIELDS = ["methodId", "amount", "promotionId"];

/** A field's errors, translated (keys under "cashier.errors."). */
function Errors({ id, errors }: { id: string; errors?: string[] }) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      {errors
        .map((key) => t(`cashier.errors.${key}`, { defaultValue: t("cashier.errors.refused") }))
        .join(" ")}
    </p>
  );
}

/**
 * What every choice of one radio group shares, read from conform's field once per group: each read
 * of a field's metadata is a getter that works the form's state out again (a tenth of the page's
 * server time with ten choices reading four each).
 */
type Group = { name: string; checked: string; describedBy: string | undefined };
const groupOf = (field: Metadata): Group => ({
  name: field.name,
  checked: field.initialValue ?? "",
  describedBy: field.errors ? field.errorId : undefined,
});

/** One choice of a radio group as a card: its title and the lines under it. */
function RadioCard({
  group,
  value,
  title,
  lines = [],
  id,
}: {
  group: Group;
  value: string;
  title: string;
  lines?: Array<string | null>;
  /** The first choice's id: the refusal summary links to it. */
  id?: string;
}) {
  return (
    <label className="deposit-method">
      <input
        type="radio"
        name={group.name}
        value={value}
        defaultChecked={group.checked === value}
        id={id}
        aria-describedby={group.describedBy}
      />
      <span className="deposit-method__name">{title}</span>
      {lines.map((line) =>
        line ? (
          <span key={line} className="deposit-method__line">
            {line}
          </span>
        ) : null,
      )}
    </label>
  );
}

/** The methods as radio buttons: by kind, banks by vendor; the new layout shows them as cards. */
function MethodChoice({ data, field }: { data: Data; field: Metadata }) {
  const t = useT();
  const group = groupOf(field);
  const firstId = `${field.id}-first`;
  const option = (m: Data["methods"][number]) => (
    <RadioCard
      key={m.id}
      group={group}
      value={String(m.id)}
      title={m.name}
      lines={[
        t("cashier.deposit.limits", { min: m.min, max: m.max }),
        m.payee ? t("cashier.deposit.payee", { payee: m.payee }) : null,
      ]}
      id={m.id === data.methods[0].id ? firstId : undefined}
    />
  );
  return (
    <fieldset className="deposit-methods" aria-invalid={field.errors ? true : undefined}>
      <legend>{t("cashier.deposit.methods")}</legend>
      <Errors id={field.errorId} errors={field.errors} />
      {METHOD_KINDS.map((kind) => {
        const ofKind = data.methods.filter((m) => m.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="deposit-methods__kind">
            <h2>{t(`cashier.deposit.kind.${kind}`)}</h2>
            {kind === "bank" ? (
              methodsByVendor(ofKind).map(([vendor, banks]) => (
                <div key={vendor} className="deposit-methods__vendor">
                  <h3>{vendor}</h3>
                  <div className="deposit-methods__options">{banks.map(option)}</div>
                </div>
              ))
            ) : (
              <div className="deposit-methods__options">{ofKind.map(option)}</div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function AmountField({ field }: { field: Metadata }) {
  const t = useT();
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>{t("cashier.deposit.amount")}</label>
      <div className="field__control">
        <input
          id={field.id}
          name={field.name}
          defaultValue={field.initialValue}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          aria-invalid={field.errors ? true : undefined}
          aria-describedby={field.errors ? `${field.errorId} ${hintId}` : hintId}
        />
      </div>
      <p id={hintId} className="field__hint">
        {t("cashier.deposit.amountHint")}
      </p>
      <Errors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function PromotionChoice({ data, field }: { data: Data; field: Metadata }) {
  const t = useT();
  if (data.promotions.length === 0) return null;
  const group = groupOf(field);
  return (
    <fieldset className="deposit-promotions">
      <legend>{t("cashier.deposit.promotion")}</legend>
      <Errors id={field.errorId} errors={field.errors} />
      <RadioCard group={group} value="" title={t("cashier.deposit.noPromotion")} id={`${field.id}-first`} />
      {data.promotions.map((p) => (
        <RadioCard
          key={p.id}
          group={group}
          value={String(p.id)}
          title={p.title}
          lines={[p.bonus ? t("cashier.deposit.bonus", { amount: p.bonus }) : null]}
        />
      ))}
    </fieldset>
  );
}

export default function DepositForm({
  data,
  answer,
  formId,
}: {
  data: Data;
  answer?: DepositAnswer;
  /** The form's id, named by the page (its action answers by it). */
  formId: string;
}) {
  const t = useT();
  const locale = useLocaleTag();
  const checks = useBrowserChecks();
  const [form, fields] = useForm({
    id: formId,
    lastResult: answer?.result,
    onValidate: validateWith(checks, (c) =>
      c.depositSchema(
        data.methods as DepositMethod[],
        data.promotions.map((p) => p.id),
        locale,
      ),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // The summary links each refused field to its first input (a method is a group of radios).
  const firstInputs = {
    methodId: { id: `${fields.methodId.id}-first` },
    amount: { id: fields.amount.id },
    promotionId: { id: `${fields.promotionId.id}-first` },
  };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form deposit-form">
      <p>{t("cashier.deposit.intro")}</p>
      <FormRefusals
        answer={answer?.result}
        fields={firstInputs}
        labels={{
          amount: t("cashier.deposit.amount"),
          methodId: t("cashier.deposit.methods"),
          promotionId: t("cashier.deposit.promotion"),
        }}
        order={data.layout === "new" ? ["amount", "methodId", "promotionId"] : FIELDS}
        prefix="cashier.errors"
        fallback="cashier.errors.refused"
      >
        {answer?.limited ? <ResponsibleRefusalText refusal={answer.limited} inSummary /> : null}
      </FormRefusals>
      <MoneyFormKey />
      {data.layout === "new" ? (
        <>
          <AmountField field={fields.amount as Metadata} />
          <MethodChoice data={data} field={fields.methodId as Metadata} />
        </>
      ) : (
        <>
          <MethodChoice data={data} field={fields.methodId as Metadata} />
          <AmountField field={fields.amount as Metadata} />
        </>
      )}
      <PromotionChoice data={data} field={fields.promotionId as Metadata} />
      <SubmitButton>{t("cashier.deposit.submit")}</SubmitButton>
    </Form>
  );
}

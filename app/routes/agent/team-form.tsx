import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { TRANSFER_MAX_CENTS } from "~/domain/agent";
import { TextField } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { SubmitButton } from "~/ui/forms/submit-button";
import { FormRefusals } from "~/ui/forms/form-refusals";
import { MoneyFormKey } from "~/ui/forms/money-form";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { useLocaleTag, useMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";

/** One downline's transfer: the amount, its range, and every refusal in view (issue 21). */
export default function TransferForm({
  account: downline,
  balanceCents,
  answer,
  formId,
}: {
  account: string;
  /** The form's id, named by the page (its action answers by it). */
  formId: string;
  balanceCents: number;
  answer?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const money = useMoney();
  const locale = useLocaleTag();
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: formId,
    lastResult: answer,
    onValidate: validateWith(checks, (c) => c.transferSchema({ locale, balanceCents })),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const range = { min: money(1), max: money(TRANSFER_MAX_CENTS), balance: money(balanceCents) };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form agent-transfer">
      <FormRefusals
        answer={answer}
        fields={fields}
        labels={{ amount: t("agent.team.amount", { account: downline }) }}
        order={["amount"]}
        prefix="account.errors"
        values={range}
      />
      <input type="hidden" name="intent" value="transfer" />
      <input type="hidden" name="account" value={downline} />
      <MoneyFormKey />
      <TextField
        field={fields.amount}
        label={t("agent.team.amount", { account: downline })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        values={range}
      />
      <p className="agent-hint">{t("agent.team.transferRange", range)}</p>
      <SubmitButton className="button button--ghost">{t("agent.team.transfer")}</SubmitButton>
    </Form>
  );
}

import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { BIRTHDAY_MIN_AGE } from "~/domain/birthday";
import { ID_NUMBER, REAL_NAME } from "~/domain/real-name";
import { FormAnswer, TextField } from "~/ui/forms/field";
import { FormRefusals } from "~/ui/forms/form-refusals";
import type { FormShape } from "~/ui/forms/form-shape";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { useT } from "~/ui/use-t";

const ORDER = ["realName", "idNumber", "birthday"];

const VALUES = {
  min: String(REAL_NAME.min),
  max: String(REAL_NAME.max),
  idMin: String(ID_NUMBER.min),
  idMax: String(ID_NUMBER.max),
  age: String(BIRTHDAY_MIN_AGE),
};

/** The name as on the document and its number; both are checked again by the platform. */
export default function RealNameForm({
  answer,
  formId,
}: {
  answer?: SubmissionResult<string[]>;
  formId: string;
}) {
  const t = useT();
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: formId,
    lastResult: answer,
    onValidate: validateWith(checks, (c) => c.realNameSchema()),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const labels = {
    realName: t("member.realName.name"),
    idNumber: t("member.realName.idNumber"),
    birthday: t("member.realName.birthday"),
  };
  return (
    <FormAnswer.Provider value={{ answer, secrets: [], order: ORDER }}>
      <Form method="post" {...getFormProps(form)} noValidate className="account-form">
        <FormRefusals
          answer={answer}
          fields={fields}
          labels={labels}
          order={ORDER}
          prefix="account.errors"
          values={VALUES}
        />
        <TextField
          field={fields.realName}
          label={labels.realName}
          autoComplete="name"
          maxLength={REAL_NAME.max + 20}
          values={VALUES}
        />
        <TextField
          field={fields.idNumber}
          label={labels.idNumber}
          autoComplete="off"
          maxLength={ID_NUMBER.max + 10}
          values={VALUES}
        />
        <TextField
          field={fields.birthday}
          label={labels.birthday}
          type="date"
          autoComplete="bday"
          values={VALUES}
        />
        <p className="field__hint">{t("member.realName.hint", VALUES)}</p>
        <SubmitButton>{t("member.realName.submit")}</SubmitButton>
      </Form>
    </FormAnswer.Provider>
  );
}

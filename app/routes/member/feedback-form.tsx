import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { FEEDBACK_CONTENT, FEEDBACK_IMAGES_MAX, FEEDBACK_WORDS } from "~/domain/feedback";
import { FieldErrors, FormAnswer } from "~/ui/forms/field";
import { FormRefusals } from "~/ui/forms/form-refusals";
import type { FormShape } from "~/ui/forms/form-shape";
import { MoneyFormKey } from "~/ui/forms/money-form";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { useT } from "~/ui/use-t";

const ORDER = ["content", "images"];

const LIMITS = {
  min: String(FEEDBACK_WORDS.min),
  max: String(FEEDBACK_WORDS.max),
  chars: String(FEEDBACK_CONTENT.max),
};

/** The comment and its screenshots; with JavaScript the characters left are counted as one types. */
export default function FeedbackForm({
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
    onValidate: validateWith(checks, (c) => c.feedbackSchema()),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [typed, setTyped] = useState<number | null>(null);
  const content = fields.content;
  const images = fields.images;
  const imagesHint = `${images.id}-hint`;
  return (
    <FormAnswer.Provider value={{ answer, secrets: [], order: ORDER }}>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="account-form"
      >
        <FormRefusals
          answer={answer}
          fields={fields}
          labels={{ content: t("member.feedback.content"), images: t("member.feedback.images") }}
          order={ORDER}
          prefix="account.errors"
          values={LIMITS}
        />
        <MoneyFormKey />
        <div className="field">
          <label htmlFor={content.id}>{t("member.feedback.content")}</label>
          <textarea
            {...getTextareaProps(content, { ariaDescribedBy: `${content.id}-hint` })}
            key={content.key}
            rows={4}
            maxLength={FEEDBACK_CONTENT.max}
            onInput={(event) => setTyped(Array.from(event.currentTarget.value).length)}
          />
          <p id={`${content.id}-hint`} className="field__hint">
            {t("member.feedback.contentHint", LIMITS)}
            {typed === null
              ? null
              : ` ${t("member.feedback.typed", { count: typed, max: FEEDBACK_CONTENT.max })}`}
          </p>
          <FieldErrors id={content.errorId} errors={content.errors} values={LIMITS} />
        </div>
        <div className="field">
          <label htmlFor={images.id}>{t("member.feedback.images")}</label>
          <input
            id={images.id}
            type="file"
            name={images.name}
            multiple
            accept="image/png,image/jpeg"
            aria-invalid={images.errors ? true : undefined}
            aria-describedby={images.errors ? `${imagesHint} ${images.errorId}` : imagesHint}
          />
          <p id={imagesHint} className="field__hint">
            {t("member.feedback.imagesHint", { max: FEEDBACK_IMAGES_MAX })}
          </p>
          <FieldErrors id={images.errorId} errors={images.errors} />
        </div>
        <SubmitButton>{t("member.feedback.submit")}</SubmitButton>
      </Form>
    </FormAnswer.Provider>
  );
}

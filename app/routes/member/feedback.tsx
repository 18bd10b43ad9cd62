import { randomUUID } from "node:crypto";
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { formDone, refuseSubmission } from "~/.server/form-answer";
import { admit, admitPost } from "~/.server/guards";
import { visitorTimes } from "~/.server/visitor-times";
import { optional } from "~/.server/loader-data";
import { refusalErrors } from "~/.server/account-session";
import type { FormRefusal } from "~/.server/form";
import { FEEDBACK_CONTENT, FEEDBACK_IMAGES_MAX, feedbackImages } from "~/domain/feedback";
import { feedbackSchema } from "~/domain/feedback-form";
import type { PageHandle } from "~/domain/page";
import { FieldErrors, FormAnswer } from "~/ui/forms/field";
import { FormRefusals } from "~/ui/forms/form-refusals";
import type { FormShape } from "~/ui/forms/form-shape";
import { MoneyForm, MoneyFormKey } from "~/ui/forms/money-form";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { ItemList } from "~/ui/security/item-list";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/feedback";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/security.css";

/** What this page is: its audience, its title (app/domain/page.ts). */
export const handle = { audience: "member", title: "title.feedback" } satisfies PageHandle;

const FORM_ID = "feedback";
const ORDER = ["content", "images"];
const LIMITS = { min: String(FEEDBACK_CONTENT.min), max: String(FEEDBACK_CONTENT.max) };

/** The platform's refusals of a comment, as the form's errors. */
const BACKEND_REFUSALS: Record<string, FormRefusal> = {
  "feedback.content.length": { fieldErrors: { content: ["member.feedback.errors.content_length"] } },
  "feedback.images.many": { fieldErrors: { images: ["member.feedback.errors.images_too_many"] } },
  "feedback.image.large": { fieldErrors: { images: ["member.feedback.errors.image_too_large"] } },
  "feedback.image.type": { fieldErrors: { images: ["member.feedback.errors.image_type"] } },
};

/**
 * Feedback (accounts §1, §5): a comment of 10 to 140 characters with up to three screenshots, and
 * the member's latest comments. The form's key makes a double tap one comment.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await admit(handle, { request, context });
  const { backend } = context.get(requestContext);
  const sent = await optional(context, backend.feedback(), null, "feedback list");
  const times = visitorTimes(context);
  return {
    sent: sent?.map((f) => ({ ...f, shownAt: times.dateTime(f.createdAt) })) ?? null,
    requestKey: randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
  const { backend } = context.get(requestContext);
  const formData = await request.formData();
  const files = formData.getAll("images").filter((entry): entry is File => entry instanceof File);
  const images = feedbackImages(
    await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer()))),
  );
  const imageErrors: FormRefusal = images.ok
    ? {}
    : { fieldErrors: { images: [`member.feedback.errors.${images.messageKey}`] } };
  const submission = parseWithZod(formData, { schema: feedbackSchema() });
  if (submission.status !== "success" || !images.ok)
    return refuseSubmission(request, FORM_ID, submission, { ...imageErrors, hideFields: [] }, {});
  try {
    await backend.sendFeedback({ ...submission.value, images: images.images });
  } catch (error) {
    const refusal = (isBackendError(error) && BACKEND_REFUSALS[error.errorCode]) || refusalErrors(error);
    return refuseSubmission(request, FORM_ID, submission, { ...refusal, hideFields: [] }, {});
  }
  return formDone(request, "/m/feedback", { messageKey: "member.feedback.sent" });
}

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { sent } = loaderData;
  return (
    <section className="account-page security-page">
      <p>{t("member.feedback.lead")}</p>
      <MoneyForm
        formId={FORM_ID}
        formKey={loaderData.requestKey}
        keyName="requestKey"
        actionData={actionData}
      >
        {(answer) => <FeedbackForm answer={answer?.result} />}
      </MoneyForm>
      <h2>{t("member.feedback.history")}</h2>
      {sent === null ? (
        <p className="security-empty" role="status">
          {t("member.feedback.historyUnavailable")}
        </p>
      ) : (
        <ItemList items={sent} empty={t("member.feedback.empty")}>
          {(f) => (
            <>
              <span>{f.content}</span>
              {f.imageCount > 0 ? (
                <span>{t("member.feedback.imageCount", { count: f.imageCount })}</span>
              ) : null}
              <time dateTime={f.createdAt}>{f.shownAt}</time>
            </>
          )}
        </ItemList>
      )}
    </section>
  );
}

/** The comment and its screenshots; with JavaScript the characters left are counted as one types. */
function FeedbackForm({ answer }: { answer?: SubmissionResult<string[]> }) {
  const t = useT();
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: FORM_ID,
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

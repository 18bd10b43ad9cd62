import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { formDone, refuseSubmission } from "~/.server/form-answer";
import { admit, admitPost } from "~/.server/guards";
import { visitorTimes } from "~/.server/visitor-times";
import { optional } from "~/.server/loader-data";
import { refusalErrors } from "~/.server/account-session";
import type { FormRefusal } from "~/.server/form";
import { feedbackImages } from "~/domain/feedback";
import { feedbackSchema } from "~/domain/feedback-form";
import type { PageHandle } from "~/domain/page";
import { MoneyForm } from "~/ui/forms/money-form";
import { ItemList } from "~/ui/security/item-list";
import { useT } from "~/ui/use-t";
import { deferredForm } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/feedback";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/security.css";
import { keepDataForUiParams } from "~/domain/ui-params";

/** The form, drawn by the server, hydrated once its code (and conform's) arrives. */
const FeedbackForm = deferredForm(() => import("./feedback-form"));

/** What this page is: its audience, its title (app/domain/page.ts). */
export const handle = { audience: "member", title: "title.feedback" } satisfies PageHandle;

export const FORM_ID = "feedback";

/** The platform's refusals of a comment, as the form's errors. */
const BACKEND_REFUSALS: Record<string, FormRefusal> = {
  "feedback.content.length": { fieldErrors: { content: ["member.feedback.errors.content_length"] } },
  "feedback.images.many": { fieldErrors: { images: ["member.feedback.errors.images_too_many"] } },
  "feedback.image.large": { fieldErrors: { images: ["member.feedback.errors.image_too_large"] } },
  "feedback.image.type": { fieldErrors: { images: ["member.feedback.errors.image_type"] } },
};

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * Feedback (accounts §1, §5): a comment of 3 to 50 words (140 characters at most) with up to three screenshots, and
 * the member's latest comments. The form's key makes a double tap one comment.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const sent = await optional(context, backend.feedback(), null, "feedback list");
  const times = visitorTimes(context);
  return {
    sent: sent?.map((f) => ({ ...f, shownAt: times.dateTime(f.createdAt) })) ?? null,
    requestKey: randomUUID(),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
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
    return refuseSubmission({ request, url }, FORM_ID, submission, { ...imageErrors, hideFields: [] }, {});
  try {
    await backend.sendFeedback({ ...submission.value, images: images.images });
  } catch (error) {
    const refusal = (isBackendError(error) && BACKEND_REFUSALS[error.errorCode]) || refusalErrors(error);
    return refuseSubmission({ request, url }, FORM_ID, submission, { ...refusal, hideFields: [] }, {});
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
        {(answer) => <FeedbackForm answer={answer?.result} formId={FORM_ID} />}
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

import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { isBackendError } from "~/.server/backend";
import { refusalErrors } from "~/.server/account-session";
import { requestContext } from "~/.server/context";
import type { FormRefusal } from "~/.server/form";
import { formDone, refuseSubmission } from "~/.server/form-answer";
import { admit, admitPost } from "~/.server/guards";
import { optional } from "~/.server/loader-data";
import { visitorTimes } from "~/.server/visitor-times";
import type { PageHandle } from "~/domain/page";
import { maySubmitRealName } from "~/domain/real-name";
import { realNameSchema } from "~/domain/real-name-form";
import { useFormAnswer } from "~/ui/forms/form-answer";
import { useT } from "~/ui/use-t";
import { deferredForm } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/real-name";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/security.css";
import { keepDataForUiParams } from "~/domain/ui-params";

/** The form, drawn by the server, hydrated once its code (and conform's) arrives. */
const RealNameForm = deferredForm(() => import("./real-name-form"));

/** What this page is: its audience, its title (app/domain/page.ts). */
export const handle = { audience: "member", title: "title.realName" } satisfies PageHandle;

export const REAL_NAME_PATH = "/m/realName";
export const FORM_ID = "real-name";

/** The platform's refusals, as the form's errors (docs/backend-api.md "Real-name verification"). */
const BACKEND_REFUSALS: Record<string, FormRefusal> = {
  "realname.name.invalid": { fieldErrors: { realName: ["member.realName.errors.name"] } },
  "realname.id.invalid": { fieldErrors: { idNumber: ["member.realName.errors.id_number"] } },
  "realname.birthday.invalid": { fieldErrors: { birthday: ["member.realName.errors.birthday_invalid"] } },
  "realname.birthday.age": { fieldErrors: { birthday: ["member.realName.errors.birthday_age"] } },
  "realname.id.used": { fieldErrors: { idNumber: ["member.realName.errors.id_used"] }, status: 409 },
  "realname.submitted": { formErrors: ["member.realName.errors.submitted"], status: 409 },
};

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * Real-name verification (accounts §1, issue 23 item 18): the member's check as it stands, and the
 * form to send one while none is pending or verified (again after a rejection).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const check = await optional(context, backend.realName(), null, "real-name check");
  const times = visitorTimes(context);
  if (!check || check.status === "none") return { check };
  return {
    check: {
      ...check,
      submittedShown: times.dateTime(check.submittedAt),
      decidedShown: check.decidedAt ? times.dateTime(check.decidedAt) : null,
    },
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const submission = parseWithZod(await request.formData(), { schema: realNameSchema() });
  if (submission.status !== "success")
    return refuseSubmission({ request, url }, FORM_ID, submission, { hideFields: [] }, {});
  try {
    await backend.submitRealName(submission.value);
  } catch (error) {
    const refusal = (isBackendError(error) && BACKEND_REFUSALS[error.errorCode]) || refusalErrors(error);
    return refuseSubmission({ request, url }, FORM_ID, submission, { ...refusal, hideFields: [] }, {});
  }
  return formDone(request, REAL_NAME_PATH, { messageKey: "member.realName.sent" });
}

export default function RealName({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { check } = loaderData;
  const answer = useFormAnswer<{ result?: SubmissionResult<string[]> }>(FORM_ID, actionData);
  return (
    <section className="account-page security-page">
      {check === null ? (
        <p className="security-empty" role="status">
          {t("member.realName.unavailable")}
        </p>
      ) : (
        <>
          {check.status === "none" ? (
            <p>{t("member.realName.lead")}</p>
          ) : (
            <dl className="real-name-check" aria-label={t("member.realName.yourCheck")}>
              <dt>{t("member.realName.status")}</dt>
              <dd className={`real-name-check__status real-name-check__status--${check.status}`}>
                {t(`member.realName.statusName.${check.status}`)}
              </dd>
              <dt>{t("member.realName.name")}</dt>
              <dd>{check.realName}</dd>
              <dt>{t("member.realName.idNumber")}</dt>
              <dd>{check.idNumber}</dd>
              <dt>{t("member.realName.submittedAt")}</dt>
              <dd>
                <time dateTime={check.submittedAt}>{check.submittedShown}</time>
              </dd>
              {check.decidedAt ? (
                <>
                  <dt>{t("member.realName.decidedAt")}</dt>
                  <dd>
                    <time dateTime={check.decidedAt}>{check.decidedShown}</time>
                  </dd>
                </>
              ) : null}
            </dl>
          )}
          {check.status === "pending" ? <p>{t("member.realName.pendingText")}</p> : null}
          {check.status === "rejected" ? <p>{t("member.realName.rejectedText")}</p> : null}
          {maySubmitRealName(check.status) ? <RealNameForm answer={answer?.result} formId={FORM_ID} /> : null}
        </>
      )}
    </section>
  );
}

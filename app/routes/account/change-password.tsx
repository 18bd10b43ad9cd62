import { parseWithZod } from "@conform-to/zod/v4";
import { requestContext } from "~/.server/context";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { changePasswordSchema } from "~/domain/account-forms";
import { deferredPage } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/change-password";
import { refusalErrors } from "~/.server/account-session";
import { fieldSettings } from "~/.server/field-settings";
import "~/styles/account.css";
import "~/styles/forms.css";
import type { PageHandle } from "~/domain/page";
import { keepDataForUiParams } from "~/domain/ui-params";
import { answersByRedirect, formDone, isDocumentPost } from "~/.server/form-answer";
import { HOME_PATH } from "~/domain/paths";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  title: "title.changePsw",
  bottomMenu: false,
  back: "none",
} satisfies PageHandle;

/** Spec: "changes saved" shows 1 s, then home. */
const RETURN_HOME_AFTER_MS = 1000;
const hideFields = ["oldPassword", "newPassword", "confirmNewPassword"];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, url, context });
  const settings = await fieldSettings(context);
  return { userName: session.userName, passwordSetting: settings.password };
}

// Without JavaScript a refusal is POST → 303 → GET, carried in the flash (issue 49).
export const action = answersByRedirect(act);

async function act({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const settings = await fieldSettings(context);
  const submission = parseWithZod(await request.formData(), {
    schema: changePasswordSchema(settings.password),
  });
  if (submission.status !== "success") return replyInvalid(submission, { hideFields }, { saved: false });
  try {
    const { oldPassword, newPassword, confirmNewPassword } = submission.value;
    await backend.changePassword({ oldPassword, newPassword, confirmNewPassword });
    // Without JavaScript: POST → 303 → home, the toast in the flash, so Reload never sends the old
    // password again (a failed try). With it, the page says so and its timer goes home.
    if (isDocumentPost(request))
      return formDone(request, HOME_PATH, { messageKey: "account.in_changes_saved" });
    return replyAccepted(submission, { resetForm: true }, { saved: true });
  } catch (error) {
    return replyInvalid(submission, { ...refusalErrors(error), hideFields }, { saved: false });
  }
}

// The page is its form: drawn by the server, hydrated once its code (and conform's) arrives.
export default deferredPage(() => import("./change-password-form"), { hideFields, RETURN_HOME_AFTER_MS });

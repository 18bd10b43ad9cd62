import { parseWithZod } from "@conform-to/zod/v4";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { redirectWithFlash } from "~/.server/flash";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { honeypotRefusal } from "~/.server/honeypot";
import { siteStatus } from "~/.server/site-status";
import { forgetEmailSchema, phoneResetSchema, phoneSchema } from "~/domain/account-forms";
import { loadDialingCodes } from "~/.server/dialing-codes";
import { forgetMethodDefault, forgetMethods, stripLeadingZero } from "~/domain/registration";
import { whitelabelFlags } from "~/domain/whitelabel";
import { deferredPage } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/forget";
import { takeAddressTry } from "./address-limit.server";
import { sendCode } from "./send-code.server";
import { refusalErrors, refusedField, startSession } from "~/.server/account-session";
import { fieldSettings } from "~/.server/field-settings";
import "~/styles/account.css";
import "~/styles/forms.css";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";
import { keepDataForUiParams } from "~/domain/ui-params";
import { answersByRedirect } from "~/.server/form-answer";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "guest",
  postAudience: "anyone",
  title: "title.forget",
  header: false,
  bottomMenu: false,
  back: "home",
} satisfies PageHandle;

/** Never sent back to the browser (a code is good for one try). */
const hideFields = ["newPassword", "verificationCode"];

async function setup(context: Route.LoaderArgs["context"], asked: string | null) {
  const status = await siteStatus(context);
  const phoneOn = whitelabelFlags(status.info.whitelabel).has("CHNGPASSVERIF3");
  const methods = forgetMethods(phoneOn);
  const method = methods.find((m) => m === asked) ?? forgetMethodDefault(phoneOn);
  return { methods, method, settings: await fieldSettings(context) };
}

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const found = await setup(context, url.searchParams.get("method"));
  // The phone method's picker (only when it is offered).
  const dialingCodes = found.methods.length > 1 ? await loadDialingCodes(context) : [];
  return { ...found, dialingCodes };
}

// Without JavaScript a refusal is POST → 303 → GET, carried in the flash (issue 49).
export const action = answersByRedirect(act);

async function act({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const formData = await request.formData();
  const { method, settings } = await setup(context, String(formData.get("method")));
  const bot = honeypotRefusal(formData);
  const nothing = { codeSent: null, captcha: null };
  const ask = async () => ({ codeSent: null, captcha: await backend.getCaptcha() });
  if (method === "email") {
    const submission = parseWithZod(formData, { schema: forgetEmailSchema() });
    if (bot) return replyInvalid(submission, { ...bot, hideFields }, nothing);
    if (submission.status !== "success") return replyInvalid(submission, { hideFields }, nothing);
    const limited = await takeAddressTry(context, "forgotPassword");
    if (limited) return replyInvalid(submission, { ...limited, hideFields }, nothing);
    try {
      // The backend answers alike whether or not the account exists, and so do we.
      await backend.forgotPasswordByEmail(submission.value.username, submission.value.email);
    } catch (error) {
      return replyInvalid(submission, { ...refusalErrors(error), hideFields }, nothing);
    }
    return redirectWithFlash(request, "/m/login", { kind: "success", messageKey: "account.in_been_out" });
  }
  const intent = formData.get("intent");
  if (intent === "captcha" || intent === "sendCode") {
    const submission = parseWithZod(formData, { schema: phoneSchema(settings.mobileNum) });
    if (bot) return replyInvalid(submission, { ...bot, hideFields }, nothing);
    // "New image": only a fresh picture, what was typed stays.
    if (intent === "captcha") return replyAccepted(submission, { hideFields }, await ask());
    if (submission.status !== "success") return replyInvalid(submission, { hideFields }, nothing);
    const { countryDialingCode, mobileNum } = submission.value;
    const answer = await sendCode(context, formData, (check) =>
      backend.sendNoLoginCode(countryDialingCode, stripLeadingZero(mobileNum), check),
    );
    // Any refusal comes with a fresh picture (the first tap's, or the used one's successor).
    if (answer.refusal) return replyInvalid(submission, { ...answer.refusal, hideFields }, await ask());
    const { expiredMinutes, expirationTime } = answer.sent;
    return replyAccepted(
      submission,
      { hideFields: ["newPassword"] },
      { codeSent: { sentAt: Date.now(), expiredMinutes, expirationTime }, captcha: null },
    );
  }
  const submission = parseWithZod(formData, { schema: phoneResetSchema(settings) });
  if (bot) return replyInvalid(submission, { ...bot, hideFields }, nothing);
  if (submission.status !== "success") return replyInvalid(submission, { hideFields }, nothing);
  // Each try of a code counts too: codes are short, guessing them is the attack.
  const limited = await takeAddressTry(context, "forgotPassword");
  if (limited) return replyInvalid(submission, { ...limited, hideFields }, nothing);
  const { countryDialingCode, verificationCode, newPassword } = submission.value;
  try {
    const { userName } = await backend.setPasswordByPhone({
      newPassword,
      mobileNum: stripLeadingZero(submission.value.mobileNum),
      verificationCode,
      countryDialingCode,
    });
    // Then logged in with the new credentials (accounts §4 "Phone reset flow").
    const answer = await backend.login({ type: "username", username: userName, password: newPassword });
    return startSession(request, context, answer, {
      remember: false,
      to: HOME_PATH,
      flash: { kind: "success", messageKey: "account.in_password_reset" },
    });
  } catch (error) {
    const field = isBackendError(error) ? refusedField(error) : null;
    // Spec: the same password clears the password field; other failures clear the code field too.
    return replyInvalid(
      submission,
      {
        ...refusalErrors(error),
        hideFields: field?.messageKey === "same_password" ? ["newPassword"] : hideFields,
      },
      nothing,
    );
  }
}

// The page is its form: drawn by the server, hydrated once its code (and conform's) arrives.
export default deferredPage(() => import("./forget-form"), { hideFields });

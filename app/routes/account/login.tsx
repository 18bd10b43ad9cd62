import { parseWithZod } from "@conform-to/zod/v4";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { replyAccepted, replyInvalid, type FormRefusal } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { honeypotRefusal } from "~/.server/honeypot";
import { publicPage } from "~/.server/public-page";
import { responsibleRefusal } from "~/.server/responsible-refusal";
import { siteStatus } from "~/.server/site-status";
import { loginSchema, loginSchemaFor, phoneSchema } from "~/domain/account-forms";
import { isCaptchaRefusalKey } from "~/domain/captcha-refusal";
import { loadDialingCodes } from "~/.server/dialing-codes";
import { loginModes, loginSide, socialLoginError, type LoginMode } from "~/domain/login";
import { loginReasonOf } from "~/domain/login-reason";
import { safeRedirect } from "~/domain/redirect";
import { stripLeadingZero } from "~/domain/registration";
import { deferredPage } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/login";
import { giveAddressTryBack, takeAddressTry } from "./address-limit.server";
import { sendCode } from "./send-code.server";
import { refusalMessage, refusalStatus, startSession } from "~/.server/account-session";
import { socialButtons } from "./social-login.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import type { PageHandle } from "~/domain/page";
import { keepDataForUiParams } from "~/domain/ui-params";
import { answersByRedirect } from "~/.server/form-answer";

/**
 * A guest's login form is the same for every guest with the same cookies (its captcha comes only in
 * an action's answer, never with the page): shared caches and the host's page cache may keep it.
 */
export const middleware = [publicPage];

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "guest",
  postAudience: "anyone",
  title: "title.login",
  header: false,
  bottomMenu: false,
  back: "home",
} satisfies PageHandle;

/** Never sent back to the browser. */
const hideFields = ["password", "captcha", "messageCode"];

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const status = await siteStatus(context);
  const modes = loginModes(status.info.register.loginMobileCode);
  const asked = url.searchParams.get("mode");
  return {
    modes,
    // The SMS mode's picker (only when it is offered).
    dialingCodes: modes.some((m) => m !== "username") ? await loadDialingCodes(context) : [],
    mode: modes.find((m) => m === asked) ?? modes[0],
    /** The agent side refuses accounts without agency access (docs/decisions/0029). */
    side: loginSide(url.searchParams.get("side")),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    social: socialButtons(status),
    /** Why a login gate sent the guest here (a guest's heart or FAV tab: favourites need a login). */
    reason: loginReasonOf(url.searchParams.get("reason")),
    /** Why a social login came back here (a known message key only). */
    socialError: socialLoginError(url.searchParams.get("social")),
  };
}

// Without JavaScript a refusal is POST → 303 → GET, carried in the flash (issue 49).
export const action = answersByRedirect(act);

async function act({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const formData = await request.formData();
  const mode: LoginMode = formData.get("mode") === "sms" ? "sms" : "username";
  const intent = formData.get("intent");
  const nothing = { captcha: null, codeSent: null };
  const bot = honeypotRefusal(formData);
  if (intent === "captcha") {
    const submission = parseWithZod(formData, { schema: loginSchemaFor(intent, mode, false) });
    if (bot) return replyInvalid(submission, { ...bot, hideFields }, nothing);
    return replyAccepted(submission, { hideFields }, { captcha: await backend.getCaptcha(), codeSent: null });
  }
  if (intent === "sendCode") {
    const submission = parseWithZod(formData, { schema: phoneSchema() });
    if (bot) return replyInvalid(submission, { ...bot, hideFields }, nothing);
    if (submission.status !== "success") return replyInvalid(submission, { hideFields }, nothing);
    const { countryDialingCode, mobileNum } = submission.value;
    const answer = await sendCode(
      context,
      formData,
      (check) => backend.sendNoLoginCode(countryDialingCode, stripLeadingZero(mobileNum), check),
      (error) => ({ formErrors: [refusalMessage(error)], ...refusalStatus(error) }),
    );
    // Any refusal comes with a fresh picture (the first tap's, or the used one's successor).
    if (answer.refusal)
      return replyInvalid(
        submission,
        { ...answer.refusal, hideFields },
        { captcha: await backend.getCaptcha(), codeSent: null },
      );
    const { expiredMinutes, expirationTime } = answer.sent;
    return replyAccepted(
      submission,
      { hideFields },
      { captcha: null, codeSent: { sentAt: Date.now(), expiredMinutes, expirationTime } },
    );
  }
  const submission = parseWithZod(formData, {
    schema: loginSchema({ mode, captchaShown: formData.has("captchaId") }),
  });
  if (bot) return replyInvalid(submission, { ...bot, hideFields }, nothing);
  if (submission.status !== "success") return replyInvalid(submission, { hideFields }, nothing);
  // Failed logins count against the client address; the per-account captcha and delay are the backend's.
  const limited = await takeAddressTry(context, "login");
  if (limited) return replyInvalid(submission, { ...limited, hideFields }, nothing);
  const value = submission.value;
  const remember = value.remember === "on";
  const side = loginSide(url.searchParams.get("side"));
  const captcha =
    "captchaId" in value && typeof value.captchaId === "string" && typeof value.captcha === "string"
      ? { captcha: value.captcha, captchaId: value.captchaId }
      : {};
  try {
    const answer = await backend.login(
      value.mode === "sms"
        ? {
            type: "sms",
            mobileNum: stripLeadingZero(value.mobileNum),
            countryDialingCode: value.countryDialingCode,
            messageCode: value.messageCode,
            rememberMe: remember,
            side,
            ...captcha,
          }
        : {
            type: "username",
            username: value.username,
            password: value.password,
            rememberMe: remember,
            side,
            ...captcha,
          },
    );
    await giveAddressTryBack(context, "login");
    return startSession(request, context, answer, {
      remember,
      to: safeRedirect(url.searchParams.get("redirectTo")),
      flash: { kind: "success", messageKey: "account.in_login_success" },
    });
  } catch (error) {
    const message = refusalMessage(error);
    // Only wrong credentials count: not a missing captcha, a refused account or an outage.
    if (message !== "login_failed" && message !== "login_code_failed")
      await giveAddressTryBack(context, "login");
    // A refusal that asks for the captcha shows a fresh one (each is good for one try).
    const needsCaptcha =
      isBackendError(error) && (error.value as { captcha?: unknown } | undefined)?.captcha === true;
    // A break or self-exclusion: said in words with its end, below (issue 11).
    const excluded = responsibleRefusal(error);
    const errors: FormRefusal = excluded
      ? {}
      : isCaptchaRefusalKey(message)
        ? { fieldErrors: { captcha: [message] } }
        : { formErrors: [message], ...refusalStatus(error) };
    return replyInvalid(
      submission,
      { ...errors, hideFields },
      { captcha: needsCaptcha ? await backend.getCaptcha() : null, codeSent: null, excluded },
    );
  }
}

// The page is its form: drawn by the server, hydrated once its code (and conform's) arrives.
export default deferredPage(() => import("./login-form"), { hideFields });

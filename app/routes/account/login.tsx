import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense } from "react";
import { Form, Link, useNavigation } from "react-router";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { replyAccepted, replyInvalid, type FormRefusal } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { honeypotRefusal } from "~/.server/honeypot";
import { responsibleRefusal } from "~/.server/responsible-refusal";
import { siteStatus } from "~/.server/site-status";
import { loginSchema, loginSchemaFor, phoneSchema } from "~/domain/account-forms";
import { DEFAULT_DIALING_CODE } from "~/domain/dialing-codes";
import { loadDialingCodes } from "~/.server/dialing-codes";
import { AGENT_LOGIN_PATH, loginModes, loginSide, socialLoginError, type LoginMode } from "~/domain/login";
import { safeRedirect } from "~/domain/redirect";
import { FIELD_LIMITS, stripLeadingZero } from "~/domain/registration";
import { ErrorSummary, FieldErrors, TextField, FormAnswer } from "~/ui/forms/field";
import { DefaultSubmit, SubmitButton } from "~/ui/forms/submit-button";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import type { FormShape } from "~/ui/forms/form-shape";
import { Honeypot } from "~/ui/forms/honeypot";
import { MethodToggle } from "~/ui/account/method-toggle";
import type { Route } from "./+types/login";
import { giveAddressTryBack, takeAddressTry } from "./address-limit.server";
import { sendCode } from "./send-code.server";
import { refusalMessage, refusalStatus, startSession } from "~/.server/account-session";
import { socialButtons } from "./social-login.server";
import { SocialLoginButtons } from "~/ui/account/social-login-buttons";
import { PageBar } from "~/ui/page-bar";
import "~/styles/account.css";
import "~/styles/forms.css";
import { useT } from "~/ui/use-t";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";

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

// Loaded when shown, to keep them out of the page's first load: the phone fields (log in by SMS is
// the second mode), the captcha (asked after a failure) and a break's or self-exclusion's refusal.
const CaptchaField = lazy(() =>
  import("~/ui/account/captcha-field").then((m) => ({ default: m.CaptchaField })),
);
const PhoneFields = lazy(() => import("~/ui/account/phone-fields").then((m) => ({ default: m.PhoneFields })));
const SmsCodeButton = lazy(() =>
  import("~/ui/account/sms-code-button").then((m) => ({ default: m.SmsCodeButton })),
);
/** A break's or self-exclusion's refusal, loaded when one is shown (it stays out of the page's first load). */
const ResponsibleRefusalText = lazy(() =>
  import("~/ui/responsible-refusal").then((m) => ({ default: m.ResponsibleRefusalText })),
);
/** The fields in the order they appear (the first refused one takes the focus). */
const FORM_ORDER = ["username", "password", "countryDialingCode", "mobileNum", "messageCode", "captcha"];

export async function loader({ request, context }: Route.LoaderArgs) {
  await admit(handle, { request, context });
  const url = new URL(request.url);
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
    /** Why a social login came back here (a known message key only). */
    socialError: socialLoginError(url.searchParams.get("social")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
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
  const side = loginSide(new URL(request.url).searchParams.get("side"));
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
      to: safeRedirect(new URL(request.url).searchParams.get("redirectTo")),
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
      : message === "in_vwrite_code"
        ? { fieldErrors: { captcha: [message] } }
        : { formErrors: [message], ...refusalStatus(error) };
    return replyInvalid(
      submission,
      { ...errors, hideFields },
      { captcha: needsCaptcha ? await backend.getCaptcha() : null, codeSent: null, excluded },
    );
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { mode, modes, redirectTo, social, socialError, side } = loaderData;
  const captcha = actionData?.captcha ?? null;
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: `login-${mode}`,
    // Applied once, when the answer arrives: not again when loaders finish, over what was typed since.
    lastResult: actionData?.result,
    defaultValue: { mode, countryDialingCode: loaderData.dialingCodes[0]?.code ?? DEFAULT_DIALING_CODE },
    onValidate: validateWith(checks, (c, formData) =>
      c.loginSchemaFor(formData.get("intent"), mode, formData.has("captchaId")),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const query =
    (side === "agent" ? "&side=agent" : "") +
    (redirectTo === HOME_PATH ? "" : `&redirectTo=${encodeURIComponent(redirectTo)}`);
  return (
    <section className="account-page" aria-labelledby="login-title">
      <PageBar
        title={side === "agent" ? t("agent.login.agentSide") : t("account.login.title")}
        titleId="login-title"
        back="home"
      />
      {modes.length > 1 ? (
        <MethodToggle
          label={t("account.login.method")}
          current={mode}
          options={[
            { value: "username", label: t("account.login.byUsername"), to: `?mode=username${query}` },
            { value: "sms", label: t("account.login.bySms"), to: `?mode=sms${query}` },
          ]}
        />
      ) : null}
      <FormAnswer.Provider value={{ answer: actionData?.result, secrets: hideFields, order: FORM_ORDER }}>
        <Form method="post" {...getFormProps(form)} noValidate className="account-form">
          <DefaultSubmit name="intent" value="login" disabled={navigation.state === "submitting"} />
          <input type="hidden" name="mode" value={mode} />
          <Honeypot />
          <ErrorSummary />
          <FieldErrors id={form.errorId} errors={form.errors} />
          {actionData && "excluded" in actionData && actionData.excluded ? (
            <Suspense fallback={null}>
              <ResponsibleRefusalText refusal={actionData.excluded} />
            </Suspense>
          ) : null}
          {mode === "sms" ? (
            <Suspense fallback={null}>
              <PhoneFields
                codes={loaderData.dialingCodes}
                dialingCode={fields.countryDialingCode}
                mobileNum={fields.mobileNum}
                labels={{ code: t("account.login.countryDialingCode"), mobile: t("account.login.mobileNum") }}
              />
              <TextField
                field={fields.messageCode}
                label={t("account.login.messageCode")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={FIELD_LIMITS.smsCodeMax}
              />
              {/* The human check goes with the code button it unlocks. */}
              {captcha ? <CaptchaField captcha={captcha} field={fields.captcha} /> : null}
              <SmsCodeButton sent={actionData?.codeSent} />
            </Suspense>
          ) : (
            <>
              <TextField
                field={fields.username}
                label={t("account.login.username")}
                autoComplete="username"
                maxLength={64}
              />
              <TextField
                field={fields.password}
                label={t("account.login.password")}
                type="password"
                autoComplete="current-password"
                maxLength={128}
              />
            </>
          )}
          {captcha && mode !== "sms" ? (
            <Suspense fallback={null}>
              <CaptchaField captcha={captcha} field={fields.captcha} />
            </Suspense>
          ) : null}
          <label className="checkbox">
            <input type="checkbox" name="remember" defaultChecked={fields.remember.initialValue === "on"} />
            {t("account.login.remember")}
          </label>
          <SubmitButton name="intent" value="login" disabled={navigation.state === "submitting"}>
            {t("account.login.submit")}
          </SubmitButton>
        </Form>
      </FormAnswer.Provider>
      <SocialLoginButtons providers={social} error={socialError} redirectTo={redirectTo} />
      <p className="account-links">
        <Link to="/m/forget">{t("account.login.forgot")}</Link>
        <Link to="/m/register">{t("account.login.register")}</Link>
        {side === "agent" ? (
          <Link to="/m/login">{t("agent.login.memberSide")}</Link>
        ) : (
          <Link to={AGENT_LOGIN_PATH}>{t("agent.login.agentSide")}</Link>
        )}
      </p>
    </section>
  );
}

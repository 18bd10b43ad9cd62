import { getFormProps, useForm } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { Form, Link, useNavigation } from "react-router";
import { DEFAULT_DIALING_CODE } from "~/domain/dialing-codes";
import { AGENT_LOGIN_PATH } from "~/domain/login";
import { loginReasonKey } from "~/domain/login-reason";
import { FIELD_LIMITS } from "~/domain/registration";
import { ErrorSummary, FieldErrors, TextField, FormAnswer } from "~/ui/forms/field";
import { DefaultSubmit, SubmitButton } from "~/ui/forms/submit-button";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import type { FormShape } from "~/ui/forms/form-shape";
import { Honeypot } from "~/ui/forms/honeypot";
import { MethodToggle } from "~/ui/account/method-toggle";
import type { Route } from "./+types/login";
import { SocialLoginButtons } from "~/ui/account/social-login-buttons";
import { PageBar } from "~/ui/page-bar";
import { useT } from "~/ui/use-t";
import { HOME_PATH } from "~/domain/paths";

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

/**
 * All the form takes: the page's data (app/ui/forms/deferred-form.tsx) and what the page's module
 * shares with it (deferredPage).
 */
type FormProps = Pick<Route.ComponentProps, "loaderData" | "actionData"> & { hideFields: string[] };

export default function LoginForm({ loaderData, actionData, hideFields }: FormProps) {
  const t = useT();
  const navigation = useNavigation();
  const { mode, modes, redirectTo, social, socialError, side, reason } = loaderData;
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
    (redirectTo === HOME_PATH ? "" : `&redirectTo=${encodeURIComponent(redirectTo)}`) +
    (reason ? `&reason=${reason}` : "");
  return (
    <section className="account-page" aria-labelledby="login-title">
      <PageBar
        title={side === "agent" ? t("agent.login.agentSide") : t("account.login.title")}
        titleId="login-title"
        back="home"
      />
      {/* Why a login gate sent the guest here (games §8 in_logged_login), from the address: the same
          with JavaScript on or off. */}
      {reason ? (
        <p role="status" className="account-notice">
          {t(loginReasonKey(reason))}
        </p>
      ) : null}
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
                required
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
                required
                label={t("account.login.username")}
                autoComplete="username"
                maxLength={64}
              />
              <TextField
                field={fields.password}
                required
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

import { getFormProps, useForm } from "@conform-to/react";
import { useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { type FieldSettings } from "~/domain/account-forms";
import { DEFAULT_DIALING_CODE } from "~/domain/dialing-codes";
import { fieldFormat } from "~/domain/field-format";
import { extraRegisterFields, FIELD_LIMITS } from "~/domain/registration";
import { trialRefusalKey } from "~/domain/trial-refusal";
import { CaptchaField } from "~/ui/account/captcha-field";
import { ErrorSummary, FieldErrors, TextField, FormAnswer } from "~/ui/forms/field";
import { formatWords } from "~/ui/forms/field-format-words";
import { DefaultSubmit, SubmitButton } from "~/ui/forms/submit-button";
import type { FormShape } from "~/ui/forms/form-shape";
import { Honeypot } from "~/ui/forms/honeypot";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { MethodToggle } from "~/ui/account/method-toggle";
import { RegisterSourceField } from "~/ui/account/register-source";
import { UsernameAvailability } from "~/ui/account/username-availability";
import { PhoneFields } from "~/ui/account/phone-fields";
import { SmsCodeButton } from "~/ui/account/sms-code-button";
import type { Route } from "./+types/register";
import { PageBar } from "~/ui/page-bar";
import { useI18n, useT } from "~/ui/use-t";

/**
 * All the form takes: the page's data (app/ui/forms/deferred-form.tsx) and what the page's module
 * shares with it (deferredPage).
 */
type FormProps = Pick<Route.ComponentProps, "loaderData" | "actionData"> & { hideFields: string[] };

export default function RegisterForm({ loaderData, actionData, hideFields }: FormProps) {
  const t = useT();
  const navigation = useNavigation();
  const { settings, methods, method, fields: shown, affiliate } = loaderData;
  const affiliateFixed = affiliate?.valid === true;
  const input = useMemo(
    () => ({
      settings: settings as FieldSettings,
      method,
      fields: shown,
      affiliateFieldShown: !affiliateFixed,
      captchaOn: loaderData.captchaOn,
    }),
    [settings, method, shown, affiliateFixed, loaderData.captchaOn],
  );
  const captcha = actionData?.captcha ?? loaderData.captcha;
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: `register-${method}`,
    // Applied once, when the answer arrives: not again when loaders finish, over what was typed since.
    lastResult: actionData?.result,
    defaultValue: {
      method,
      countryDialingCode: loaderData.dialingCodes[0]?.code ?? DEFAULT_DIALING_CODE,
      mobileNum: loaderData.mobileNum,
      affiliateCode: affiliate?.code ?? "",
      terms: "on",
    },
    // An address code that the backend refused shows the field with the error at once.
    ...(affiliate && !affiliate.valid && !actionData
      ? {
          lastResult: {
            status: "error" as const,
            initialValue: { affiliateCode: affiliate.code },
            error: { affiliateCode: ["invitation_code_error"] },
          },
        }
      : {}),
    onValidate: validateWith(checks, (c, formData) => c.registerSchemaFor(formData.get("intent"), input)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [terms, setTerms] = useState(true);
  const extra = extraRegisterFields(input.settings, !affiliateFixed);
  const { language } = useI18n();
  // Each field's rule in words, from the server's regExp (said with the field's error).
  const format = (name: string) => {
    const setting = input.settings[name];
    const rule = setting ? fieldFormat(setting.regExp) : null;
    // The number's own message covers every way it can be wrong (account-forms.ts mobileRule).
    const messageKey = name === "mobileNum" ? "phone_format_incorrect" : setting.messageKey;
    return rule ? { words: formatWords(rule, t, language), messageKey, regExp: setting.regExp } : undefined;
  };
  const order = [
    "username",
    "countryDialingCode",
    "mobileNum",
    "verificationCode",
    "password",
    "confirmPassword",
    ...extra,
    "captcha",
    "terms",
  ];
  // Switching the method carries the typed mobile number over.
  const carry = fields.mobileNum.value ? `&mobileNum=${encodeURIComponent(fields.mobileNum.value)}` : "";
  return (
    <section className="account-page" aria-labelledby="register-title">
      <PageBar title={t("account.register.title")} titleId="register-title" back="home" />
      {/* The logo over the background: the operator's m_reg banner, else the theme's gradient. */}
      <div className="register-hero">
        {loaderData.banner ? <img src={loaderData.banner.image} alt="" width="390" height="120" /> : null}
        <span className="logo register-hero__logo" aria-hidden="true" />
      </div>
      {loaderData.trialRefusal ? (
        <p role="status" className="account-notice">
          {t(trialRefusalKey(loaderData.trialRefusal))}
        </p>
      ) : null}
      {methods.length > 1 ? (
        <MethodToggle
          label={t("account.register.method")}
          current={method}
          options={[
            { value: "username", label: t("account.register.byUsername"), to: `?method=username${carry}` },
            { value: "mobileNum", label: t("account.register.byMobile"), to: `?method=mobileNum${carry}` },
          ]}
        />
      ) : null}
      <FormAnswer.Provider value={{ answer: actionData?.result, secrets: hideFields, order }}>
        <Form method="post" {...getFormProps(form)} noValidate className="account-form">
          <DefaultSubmit
            name="intent"
            value="register"
            disabled={!terms || navigation.state === "submitting"}
          />
          <input type="hidden" name="method" value={method} />
          <RegisterSourceField />
          <Honeypot />
          <ErrorSummary />
          <FieldErrors id={form.errorId} errors={form.errors} />
          {shown.includes("username") ? (
            <UsernameAvailability
              value={fields.username.value ?? ""}
              regExp={input.settings.username?.regExp}
            >
              <TextField
                field={fields.username}
                required
                label={t("account.register.username")}
                format={format("username")}
                autoComplete="username"
                maxLength={64}
              />
            </UsernameAvailability>
          ) : null}
          {shown.includes("mobileNum") ? (
            <>
              <PhoneFields
                codes={loaderData.dialingCodes}
                dialingCode={fields.countryDialingCode}
                mobileNum={fields.mobileNum}
                labels={{
                  code: t("account.register.countryDialingCode"),
                  mobile: t("account.register.mobileNum"),
                }}
                mobileFormat={format("mobileNum")}
              />
              {shown.includes("verificationCode") ? (
                <>
                  <TextField
                    field={fields.verificationCode}
                    required
                    label={t("account.register.verificationCode")}
                    format={format("verificationCode")}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={FIELD_LIMITS.smsCodeMax}
                  />
                  {/* The human check goes with the code button it unlocks (and serves the form too). */}
                  {captcha ? <CaptchaField captcha={captcha} field={fields.captcha} /> : null}
                  <SmsCodeButton sent={actionData?.codeSent} />
                </>
              ) : null}
            </>
          ) : null}
          {shown.includes("password") ? (
            <>
              <TextField
                field={fields.password}
                required
                label={t("account.register.password")}
                type="password"
                autoComplete="new-password"
                maxLength={128}
              />
              <TextField
                field={fields.confirmPassword}
                required
                label={t("account.register.confirmPassword")}
                type="password"
                autoComplete="new-password"
                maxLength={128}
              />
            </>
          ) : null}
          {extra.map((name) => (
            <TextField
              key={name}
              field={fields[name]}
              required={input.settings[name]?.required === true}
              label={t(`account.register.${name}`, { defaultValue: name })}
              format={format(name)}
              type={name === "paymentPassword" ? "password" : name === "email" ? "email" : "text"}
              maxLength={128}
            />
          ))}
          {affiliateFixed ? (
            <>
              <input type="hidden" name="affiliateCode" value={affiliate.code} />
              <input type="hidden" name="affiliateFixed" value="1" />
              <p>{t("account.register.invitedBy", { code: affiliate.code })}</p>
            </>
          ) : null}
          {captcha && !(shown.includes("mobileNum") && shown.includes("verificationCode")) ? (
            <CaptchaField captcha={captcha} field={fields.captcha} />
          ) : null}
          <div className="field">
            <label className="checkbox">
              <input
                type="checkbox"
                name="terms"
                value="on"
                defaultChecked={fields.terms.initialValue === "on"}
                aria-invalid={fields.terms.errors ? true : undefined}
                aria-describedby={fields.terms.errors ? fields.terms.errorId : undefined}
                onChange={(event) => setTerms(event.currentTarget.checked)}
              />
              <span>
                {t("account.register.terms")}{" "}
                <Link to="/m/help?open=terms">{t("account.register.termsLink")}</Link>{" "}
                {t("account.register.and")}{" "}
                <Link to="/m/help?open=privacy">{t("account.register.privacyLink")}</Link>
              </span>
            </label>
            <FieldErrors id={fields.terms.errorId} errors={fields.terms.errors} />
          </div>
          <SubmitButton name="intent" value="register" disabled={!terms || navigation.state === "submitting"}>
            {t("account.register.submit")}
          </SubmitButton>
        </Form>
      </FormAnswer.Provider>
      <p className="account-links">
        <Link to="/m/login">{t("account.register.haveAccount")}</Link>
      </p>
    </section>
  );
}

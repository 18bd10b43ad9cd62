import { getFormProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { type FieldSettings } from "~/domain/account-forms";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { DEFAULT_DIALING_CODE } from "~/domain/dialing-codes";
import { FIELD_LIMITS } from "~/domain/registration";
import { ErrorSummary, FieldErrors, TextField, FormAnswer } from "~/ui/forms/field";
import { DefaultSubmit, SubmitButton } from "~/ui/forms/submit-button";
import type { FormShape } from "~/ui/forms/form-shape";
import { Honeypot } from "~/ui/forms/honeypot";
import { MethodToggle } from "~/ui/account/method-toggle";
import { PhoneFields } from "~/ui/account/phone-fields";
import { SmsCodeButton } from "~/ui/account/sms-code-button";
import { CaptchaField } from "~/ui/account/captcha-field";
import { useHydrated } from "~/ui/use-hydrated";
import type { Route } from "./+types/forget";
import { PageBar } from "~/ui/page-bar";
import { useT } from "~/ui/use-t";

/** The fields in the order they appear (the first refused one takes the focus). */
const FORM_ORDER = [
  "username",
  "email",
  "countryDialingCode",
  "mobileNum",
  "verificationCode",
  "captcha",
  "newPassword",
];

/**
 * All the form takes: the page's data (app/ui/forms/deferred-form.tsx) and what the page's module
 * shares with it (deferredPage).
 */
type FormProps = Pick<Route.ComponentProps, "loaderData" | "actionData"> & { hideFields: string[] };

export default function ForgetForm({ loaderData, actionData, hideFields }: FormProps) {
  const t = useT();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { methods, method, settings } = loaderData;
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: `forget-${method}`,
    // Applied once, when the answer arrives: not again when loaders finish, over what was typed since.
    lastResult: actionData?.result,
    defaultValue: { method, countryDialingCode: loaderData.dialingCodes[0]?.code ?? DEFAULT_DIALING_CODE },
    onValidate: validateWith(checks, (c, formData) =>
      c.forgetSchemaFor(method, formData.get("intent"), settings as FieldSettings),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state === "submitting";
  const toggle = useMemo(
    () => [
      { value: "phone" as const, label: t("account.forget.byPhone"), to: "?method=phone" },
      { value: "email" as const, label: t("account.forget.byEmail"), to: "?method=email" },
    ],
    [t],
  );
  return (
    <section className="account-page" aria-labelledby="forget-title">
      <PageBar title={t("account.forget.title")} titleId="forget-title" back="home" />
      {/* Back arrow, logo and form (accounts §2 "Forgot password"): the mark, as registration's. */}
      <div className="account-logo">
        <span className="logo" aria-hidden="true" />
      </div>
      {methods.length > 1 ? (
        <MethodToggle label={t("account.forget.method")} current={method} options={toggle} />
      ) : null}
      <FormAnswer.Provider value={{ answer: actionData?.result, secrets: hideFields, order: FORM_ORDER }}>
        <Form method="post" {...getFormProps(form)} noValidate className="account-form">
          <DefaultSubmit
            name="intent"
            value="reset"
            disabled={busy || (hydrated && (!form.dirty || !form.valid))}
          />
          <input type="hidden" name="method" value={method} />
          <Honeypot />
          <ErrorSummary />
          <FieldErrors id={form.errorId} errors={form.errors} />
          {method === "email" ? (
            <>
              <TextField
                field={fields.username}
                required
                label={t("account.forget.username")}
                autoComplete="username"
                maxLength={64}
              />
              <TextField
                field={fields.email}
                required
                label={t("account.forget.email")}
                type="email"
                autoComplete="email"
                maxLength={128}
              />
              <SubmitButton disabled={busy}>{t("account.forget.submitEmail")}</SubmitButton>
            </>
          ) : (
            <>
              <PhoneFields
                codes={loaderData.dialingCodes}
                dialingCode={fields.countryDialingCode}
                mobileNum={fields.mobileNum}
                labels={{
                  code: t("account.forget.countryDialingCode"),
                  mobile: t("account.forget.mobileNum"),
                }}
              />
              <TextField
                field={fields.verificationCode}
                required
                label={t("account.forget.verificationCode")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={FIELD_LIMITS.smsCodeMax}
              />
              {/* The human check goes with the code button it unlocks. */}
              {actionData?.captcha ? (
                <CaptchaField captcha={actionData.captcha} field={fields.captcha} />
              ) : null}
              <SmsCodeButton sent={actionData?.codeSent} />
              <TextField
                field={fields.newPassword}
                required
                label={t("account.forget.newPassword")}
                type="password"
                autoComplete="new-password"
                maxLength={128}
              />
              {/* Spec: disabled until a field was touched and none has an error (a check that needs JavaScript). */}
              <SubmitButton
                name="intent"
                value="reset"
                disabled={busy || (hydrated && (!form.dirty || !form.valid))}
              >
                {t("account.forget.submitPhone")}
              </SubmitButton>
            </>
          )}
        </Form>
      </FormAnswer.Provider>
    </section>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { redirectWithFlash } from "~/.server/flash";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { honeypotRefusal } from "~/.server/honeypot";
import { siteStatus } from "~/.server/site-status";
import { forgetEmailSchema, phoneResetSchema, phoneSchema, type FieldSettings } from "~/domain/account-forms";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { DEFAULT_DIALING_CODE } from "~/domain/dialing-codes";
import { loadDialingCodes } from "~/.server/dialing-codes";
import { FIELD_LIMITS, forgetMethodDefault, forgetMethods, stripLeadingZero } from "~/domain/registration";
import { whitelabelFlags } from "~/domain/whitelabel";
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
import { takeAddressTry } from "./address-limit.server";
import { sendCode } from "./send-code.server";
import { refusalErrors, refusedField, startSession } from "~/.server/account-session";
import { fieldSettings } from "~/.server/field-settings";
import "~/styles/account.css";
import "~/styles/forms.css";
import { PageBar } from "~/ui/page-bar";
import { useT } from "~/ui/use-t";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";

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

async function setup(context: Route.LoaderArgs["context"], asked: string | null) {
  const status = await siteStatus(context);
  const phoneOn = whitelabelFlags(status.info.whitelabel).has("CHNGPASSVERIF3");
  const methods = forgetMethods(phoneOn);
  const method = methods.find((m) => m === asked) ?? forgetMethodDefault(phoneOn);
  return { methods, method, settings: await fieldSettings(context) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await admit(handle, { request, context });
  const found = await setup(context, new URL(request.url).searchParams.get("method"));
  // The phone method's picker (only when it is offered).
  const dialingCodes = found.methods.length > 1 ? await loadDialingCodes(context) : [];
  return { ...found, dialingCodes };
}

export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
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

export default function Forget({ loaderData, actionData }: Route.ComponentProps) {
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
                label={t("account.forget.username")}
                autoComplete="username"
                maxLength={64}
              />
              <TextField
                field={fields.email}
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

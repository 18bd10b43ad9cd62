import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { requestContext } from "~/.server/context";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { honeypotRefusal } from "~/.server/honeypot";
import { critical } from "~/.server/loader-data";
import { registerCodeSchema, registerSchema, type FieldSettings } from "~/domain/account-forms";
import { DEFAULT_DIALING_CODE } from "~/domain/dialing-codes";
import { loadDialingCodes } from "~/.server/dialing-codes";
import { fieldFormat } from "~/domain/field-format";
import { extraRegisterFields, FIELD_LIMITS, registerSourceOf, stripLeadingZero } from "~/domain/registration";
import { isAppShell } from "~/domain/download";
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
import { checkAddressAffiliate, registrationBanner, registrationSetup } from "./register.server";
import { takeAddressTry } from "./address-limit.server";
import { sendCode } from "./send-code.server";
import { refusalErrors, startSession } from "~/.server/account-session";
import "~/styles/account.css";
import "~/styles/forms.css";
import { PageBar } from "~/ui/page-bar";
import { useI18n, useT } from "~/ui/use-t";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "guest",
  postAudience: "anyone",
  trial: "admit",
  title: "title.register",
  header: false,
  bottomMenu: false,
  back: "home",
} satisfies PageHandle;

/** Never sent back to the browser (a captcha and a code are good for one try). */
const hideFields = ["password", "confirmPassword", "captcha", "verificationCode", "paymentPassword"];

export async function loader({ request, context }: Route.LoaderArgs) {
  // A trial player may register (the member-centre dialog sends them here); members are sent on.
  const session = await admit(handle, { request, context });
  const url = new URL(request.url);
  // A trial player sent here by a real-money action (a handle with trial: "register", guards.ts) reads why.
  const realMoney = session !== null && url.searchParams.get("reason") === "realMoney";
  const setup = await registrationSetup(context, url.searchParams.get("method"));
  const affiliate = await checkAddressAffiliate(context, url.searchParams.get("code"), url.hostname);
  const [captcha, banner, dialingCodes] = await Promise.all([
    setup.captchaOn ? critical(context, context.get(requestContext).backend.getCaptcha()) : null,
    registrationBanner(context),
    // The mobile method's picker (only when it is offered).
    setup.methods.includes("mobileNum") ? loadDialingCodes(context) : [],
  ]);
  return {
    ...setup,
    affiliate,
    captcha,
    banner,
    dialingCodes,
    mobileNum: url.searchParams.get("mobileNum") ?? "",
    realMoney,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
  const { backend } = context.get(requestContext);
  const formData = await request.formData();
  const setup = await registrationSetup(context, String(formData.get("method")));
  const input = { ...setup, affiliateFieldShown: formData.get("affiliateFixed") !== "1" };
  const intent = formData.get("intent");
  const bot = honeypotRefusal(formData);
  // Each captcha is good for one try: any answer but a success comes with a fresh one.
  const freshCaptcha = async () => (setup.captchaOn ? await backend.getCaptcha() : null);
  const refused = async () => ({ captcha: await freshCaptcha(), codeSent: null });
  // A picture whatever the setting: the code button's human check needs one too.
  const ask = async () => ({ captcha: await backend.getCaptcha(), codeSent: null });
  if (intent === "captcha") {
    const submission = parseWithZod(formData, { schema: z.object({}) });
    if (bot) return replyInvalid(submission, { ...bot, hideFields }, await refused());
    return replyAccepted(submission, { hideFields }, await ask());
  }
  if (intent === "sendCode") {
    const submission = parseWithZod(formData, { schema: registerCodeSchema(input.settings) });
    if (bot) return replyInvalid(submission, { ...bot, hideFields }, await refused());
    if (submission.status !== "success") return replyInvalid(submission, { hideFields }, await refused());
    const { countryDialingCode, mobileNum } = submission.value;
    const answer = await sendCode(context, formData, (check) =>
      backend.sendRegisterCode(countryDialingCode, stripLeadingZero(mobileNum), check),
    );
    // Any refusal comes with a fresh picture (the first tap's, or the used one's successor).
    if (answer.refusal) return replyInvalid(submission, { ...answer.refusal, hideFields }, await ask());
    return replyAccepted(
      submission,
      { hideFields },
      {
        captcha: await freshCaptcha(),
        codeSent: { sentAt: Date.now(), expiredMinutes: answer.sent.expiredMinutes },
      },
    );
  }
  const submission = parseWithZod(formData, { schema: registerSchema(input) });
  if (bot) return replyInvalid(submission, { ...bot, hideFields }, await refused());
  if (submission.status !== "success") return replyInvalid(submission, { hideFields }, await refused());
  const limited = await takeAddressTry(context, "register");
  if (limited) return replyInvalid(submission, { ...limited, hideFields }, await refused());
  const { terms: _terms, method: _method, ...fields } = submission.value;
  const host = new URL(request.url).hostname;
  try {
    const answer = await backend.register(setup.method, {
      ...fields,
      ...(fields.mobileNum ? { mobileNum: stripLeadingZero(fields.mobileNum) } : {}),
      registerMethod: registerSourceOf({
        inApp: isAppShell(request.headers.get("user-agent") ?? ""),
        told: formData.get("registerMethod"),
      }),
      registerUrl: host,
      domain: host,
      type: 0,
    });
    return startSession(request, context, answer, {
      remember: false,
      to: HOME_PATH,
      flash: { kind: "success", messageKey: "account.in_registered_successfully" },
    });
  } catch (error) {
    return replyInvalid(submission, { ...refusalErrors(error), hideFields }, await refused());
  }
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
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
      {loaderData.realMoney ? (
        <p role="status" className="account-notice">
          {t("account.real_money_trial")}
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
                label={t("account.register.password")}
                type="password"
                autoComplete="new-password"
                maxLength={128}
              />
              <TextField
                field={fields.confirmPassword}
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

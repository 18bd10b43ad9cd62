// The zod schemas of the account forms (accounts §2, §5), shared by the actions (parseWithZod) and the
// browser (conform's onValidate). Errors are message keys under "account.errors." in the locales.
import { z } from "~/domain/zod";
import {
  EMAIL_PATTERN,
  FIELD_LIMITS,
  extraRegisterFields,
  stripLeadingZero,
  type ForgetMethod,
  type RegisterMethod,
} from "./registration";
import type { LoginMode } from "./login";
import { captchaRefusal } from "./captcha";

export type FieldSetting = { enabled: boolean; required: boolean; regExp: string; messageKey: string };
export type FieldSettings = Record<string, FieldSetting>;

const required = (messageKey = "in_required") => z.string({ error: messageKey }).trim();
const digits = (max: number, messageKey: string) =>
  required(messageKey).regex(new RegExp(`^\\d{1,${max}}$`), messageKey);

/** A field by its server setting: an optional empty field passes; otherwise the pattern decides. */
export function settingRule(setting: FieldSetting) {
  return setting.required ? requiredSettingRule(setting) : patternRule(setting).optional();
}

const patternRule = (setting: FieldSetting) =>
  z.string().trim().regex(new RegExp(setting.regExp), setting.messageKey);

/** A field the form always needs (a new password, a code), checked by its setting's pattern. */
export const requiredSettingRule = (setting: FieldSetting) => required().pipe(patternRule(setting));

// Rules are built when a schema is, never at import: a page that imports this module for its types and
// constants keeps zod out of its first load (the browser loads the schemas beside it, lazy-checks.ts).
// The captcha: required, then 1 to 16 digits (captcha.ts); the field itself takes 6 (FIELD_LIMITS).
const captchaRule = () =>
  required("in_vwrite_code").superRefine((answer, ctx) => {
    const refusal = captchaRefusal(answer);
    if (refusal) ctx.addIssue({ code: "custom", message: refusal });
  });
// One message for every way a number can be wrong; the server's rule applies without the trunk zero.
const mobileRule = (setting?: FieldSetting) =>
  required("phone_format_incorrect").refine(
    (v) =>
      /^\d+$/.test(v) &&
      v.length <= FIELD_LIMITS.mobileMax &&
      (!setting || new RegExp(setting.regExp).test(stripLeadingZero(v))),
    "phone_format_incorrect",
  );
const dialingCodeRule = () => required().regex(/^\d{1,4}$/, "in_required");
const smsCodeRule = () => digits(FIELD_LIMITS.smsCodeMax, "sms_code_format");

/** The confirmation is required (in_incorrect_password) and must equal the password (in_confirmation_correct). */
export function confirmed<T extends z.ZodRawShape>(shape: T, password: string, confirmation: string) {
  return z
    .object({ ...shape, [confirmation]: z.string({ error: "in_incorrect_password" }) })
    .superRefine((value, ctx) => {
      const v = value as Record<string, unknown>;
      if (v[password] !== undefined && v[confirmation] !== v[password]) {
        ctx.addIssue({ code: "custom", path: [confirmation], message: "in_confirmation_correct" });
      }
    });
}

// ---- login

export function loginSchema(input: { mode: "username" | "sms"; captchaShown: boolean }) {
  const captcha = input.captchaShown ? { captcha: captchaRule(), captchaId: z.string() } : {};
  const remember = { remember: z.literal("on").optional() };
  if (input.mode === "sms") {
    return z.object({
      mode: z.literal("sms"),
      countryDialingCode: dialingCodeRule(),
      mobileNum: mobileRule(),
      messageCode: smsCodeRule(),
      ...captcha,
      ...remember,
    });
  }
  return z.object({
    mode: z.literal("username"),
    username: required().max(64, "in_account_format"),
    password: z.string({ error: "please_enter_password" }).max(128, "in_password_format"),
    ...captcha,
    ...remember,
  });
}

/** Which schema a login submission is checked by: the intent decides (refresh captcha, send code, log in). */
export function loginSchemaFor(intent: FormDataEntryValue | null, mode: LoginMode, captchaShown: boolean) {
  if (intent === "captcha") return z.object({});
  if (intent === "sendCode") return phoneSchema();
  return loginSchema({ mode, captchaShown });
}

/** Sending the SMS login code needs only the phone. */
export const phoneSchema = (mobileSetting?: FieldSetting) =>
  z.object({ countryDialingCode: dialingCodeRule(), mobileNum: mobileRule(mobileSetting) });

// ---- registration

export function registerSchema(input: {
  settings: FieldSettings;
  method: RegisterMethod;
  /** From registrationFields(): which method fields show. */
  fields: readonly string[];
  affiliateFieldShown: boolean;
  captchaOn: boolean;
}) {
  const { settings, fields } = input;
  // Every field of the form is text (or absent), so the action gets strings without a cast.
  const shape: Record<string, z.ZodType<string | undefined>> = {
    method: z.literal(input.method),
    terms: z.literal("on", { error: "terms_required" }),
  };
  if (fields.includes("username")) shape.username = settingRule(settings.username);
  if (fields.includes("mobileNum")) {
    shape.countryDialingCode = dialingCodeRule();
    shape.mobileNum = mobileRule(settings.mobileNum);
  }
  if (fields.includes("verificationCode"))
    shape.verificationCode = requiredSettingRule(settings.verificationCode);
  for (const name of extraRegisterFields(settings, input.affiliateFieldShown))
    shape[name] = settingRule(settings[name]);
  if (!input.affiliateFieldShown) shape.affiliateCode = z.string().optional();
  if (input.captchaOn) Object.assign(shape, { captcha: captchaRule(), captchaId: z.string() });
  if (!fields.includes("password")) return z.object(shape);
  return confirmed({ ...shape, password: settingRule(settings.password) }, "password", "confirmPassword");
}

/** Sending the registration code validates the phone only (a code needs a valid phone first). */
export const registerCodeSchema = (settings: FieldSettings) => phoneSchema(settings.mobileNum);

/** A registration submission's schema by its intent (a new captcha, send the code, register). */
export function registerSchemaFor(
  intent: FormDataEntryValue | null,
  input: Parameters<typeof registerSchema>[0],
) {
  if (intent === "captcha") return z.object({});
  if (intent === "sendCode") return registerCodeSchema(input.settings);
  return registerSchema(input);
}

// ---- forgot password

export const forgetEmailSchema = () =>
  z.object({
    username: required().max(64, "in_account_format"),
    email: z.string({ error: "in_email_incorrect" }).trim().regex(EMAIL_PATTERN, "in_email_incorrect"),
  });

export function phoneResetSchema(settings: FieldSettings) {
  return phoneSchema(settings.mobileNum).extend({
    verificationCode: smsCodeRule(),
    newPassword: requiredSettingRule(settings.password),
  });
}

/** A password reset's schema by method and intent (send the code, reset). */
export function forgetSchemaFor(
  method: ForgetMethod,
  intent: FormDataEntryValue | null,
  settings: FieldSettings,
) {
  if (method === "email") return forgetEmailSchema();
  return intent === "sendCode" ? phoneSchema(settings.mobileNum) : phoneResetSchema(settings);
}

// ---- change password

export function changePasswordSchema(passwordSetting: FieldSetting) {
  return confirmed(
    {
      oldPassword: z.string({ error: "please_enter_password" }),
      newPassword: requiredSettingRule(passwordSetting),
    },
    "newPassword",
    "confirmNewPassword",
  ).superRefine((value, ctx) => {
    if (value.oldPassword !== undefined && value.oldPassword === value.newPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: "same_password" });
    }
  });
}

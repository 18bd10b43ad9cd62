import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  forgetEmailSchema,
  loginSchema,
  phoneSchema,
  registerSchema,
  settingRule,
  type FieldSettings,
} from "~/domain/account-forms";
import { extraRegisterFields } from "~/domain/registration";

const PASSWORD = {
  enabled: true,
  required: true,
  regExp: "^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$",
  messageKey: "in_password_format",
};
const SETTINGS: FieldSettings = {
  username: {
    enabled: true,
    required: true,
    regExp: "^[A-Za-z][A-Za-z0-9_]{5,15}$",
    messageKey: "in_account_format",
  },
  password: PASSWORD,
  mobileNum: { enabled: true, required: true, regExp: "^\\d{6,15}$", messageKey: "in_mobile_format" },
  verificationCode: {
    enabled: true,
    required: true,
    regExp: "^\\d{4,10}$",
    messageKey: "in_verification_code_error",
  },
  email: { enabled: true, required: false, regExp: "^\\S+@\\S+$", messageKey: "in_email_incorrect" },
  qqNum: { enabled: false, required: true, regExp: "^\\d+$", messageKey: "in_contact_format" },
  affiliateCode: {
    enabled: true,
    required: false,
    regExp: "^[A-Z0-9]{4,}$",
    messageKey: "invitation_code_error",
  },
};

/** The message keys per field of a failed parse. */
function errors(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (out[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return out;
}

describe("settingRule (a field by its server setting)", () => {
  it("an optional empty field passes; a filled one must match", () => {
    const rule = settingRule(SETTINGS.email);
    expect(rule.safeParse(undefined).success).toBe(true);
    expect(rule.safeParse("a@b").success).toBe(true);
    expect(rule.safeParse("nope").error?.issues[0].message).toBe("in_email_incorrect");
  });
  it("a required field is required, then matched (trimmed)", () => {
    const rule = settingRule(SETTINGS.username);
    expect(rule.safeParse(undefined).error?.issues[0].message).toBe("in_required");
    expect(rule.safeParse("  player_1 ").data).toBe("player_1");
  });
});

describe("registerSchema", () => {
  const base = {
    settings: SETTINGS,
    method: "username" as const,
    fields: ["username", "password", "confirmPassword"],
    affiliateFieldShown: true,
    captchaOn: true,
  };
  const valid = {
    method: "username",
    username: "player_1",
    password: "Secret123",
    confirmPassword: "Secret123",
    terms: "on",
    captcha: "1234",
    captchaId: "x",
  };

  it("accepts a valid form", () => {
    expect(errors(registerSchema(base), valid)).toEqual({});
  });
  it("confirmation: required, then equal", () => {
    expect(errors(registerSchema(base), { ...valid, confirmPassword: undefined })).toEqual({
      confirmPassword: ["in_incorrect_password"],
    });
    expect(errors(registerSchema(base), { ...valid, confirmPassword: "Secret124" })).toEqual({
      confirmPassword: ["in_confirmation_correct"],
    });
  });
  it("terms and captcha (required, then 1 to 16 digits: decision 0070)", () => {
    expect(errors(registerSchema(base), { ...valid, terms: undefined, captcha: "1".repeat(17) })).toEqual({
      terms: ["terms_required"],
      captcha: ["captcha_digits"],
    });
    expect(errors(registerSchema(base), { ...valid, captcha: undefined })).toEqual({
      captcha: ["in_vwrite_code"],
    });
    expect(errors(registerSchema({ ...base, captchaOn: false }), { ...valid, captcha: undefined })).toEqual(
      {},
    );
  });
  it("shows enabled extra fields only; the affiliate field only when the address code is absent or invalid", () => {
    expect(extraRegisterFields(SETTINGS, true)).toEqual(["email", "affiliateCode"]);
    expect(extraRegisterFields(SETTINGS, false)).toEqual(["email"]);
    expect(errors(registerSchema(base), { ...valid, affiliateCode: "!!" })).toEqual({
      affiliateCode: ["invitation_code_error"],
    });
    expect(
      errors(registerSchema({ ...base, affiliateFieldShown: false }), {
        ...valid,
        affiliateCode: "anything",
      }),
    ).toEqual({});
  });
  it("mobile method: phone by the server rule without the leading zero, code required", () => {
    const mobile = { ...base, method: "mobileNum" as const, fields: ["mobileNum", "verificationCode"] };
    const form = {
      method: "mobileNum",
      countryDialingCode: "82",
      mobileNum: "01012345678",
      verificationCode: "123456",
      terms: "on",
      captcha: "1",
      captchaId: "x",
    };
    expect(errors(registerSchema(mobile), form)).toEqual({});
    expect(
      errors(registerSchema(mobile), { ...form, mobileNum: "0123", verificationCode: undefined }),
    ).toEqual({
      mobileNum: ["phone_format_incorrect"],
      verificationCode: ["in_required"],
    });
  });
});

describe("login, phone, forgot and change-password schemas", () => {
  it("login needs both fields; the captcha only once shown", () => {
    expect(errors(loginSchema({ mode: "username", captchaShown: false }), { mode: "username" })).toEqual({
      username: ["in_required"],
      password: ["please_enter_password"],
    });
    expect(
      errors(loginSchema({ mode: "username", captchaShown: true }), {
        mode: "username",
        username: "a",
        password: "b",
        captchaId: "x",
      }),
    ).toEqual({ captcha: ["in_vwrite_code"] });
    expect(
      errors(loginSchema({ mode: "sms", captchaShown: false }), {
        mode: "sms",
        countryDialingCode: "86",
        mobileNum: "123",
        messageCode: "12345678901",
      }),
    ).toEqual({ messageCode: ["sms_code_format"] });
  });
  it("phone: digits, at most 20", () => {
    expect(errors(phoneSchema(), { countryDialingCode: "86", mobileNum: "1".repeat(21) })).toEqual({
      mobileNum: ["phone_format_incorrect"],
    });
    expect(errors(phoneSchema(), { countryDialingCode: "86", mobileNum: "138 000" })).toEqual({
      mobileNum: ["phone_format_incorrect"],
    });
  });
  it("forgot by e-mail trims and applies the spec's e-mail rule", () => {
    expect(forgetEmailSchema().parse({ username: " demo ", email: " a.b@mail.co.uk " })).toEqual({
      username: "demo",
      email: "a.b@mail.co.uk",
    });
    expect(errors(forgetEmailSchema(), { username: "demo", email: "a@b" })).toEqual({
      email: ["in_email_incorrect"],
    });
  });
  it("change password: rule, confirmation, and new differs from old", () => {
    const schema = changePasswordSchema(PASSWORD);
    expect(
      errors(schema, { oldPassword: "Secret123", newPassword: "Secret123", confirmNewPassword: "Secret123" }),
    ).toEqual({ newPassword: ["same_password"] });
    expect(
      errors(schema, { oldPassword: "x", newPassword: "Secret124", confirmNewPassword: "Secret125" }),
    ).toEqual({ confirmNewPassword: ["in_confirmation_correct"] });
    expect(errors(schema, { newPassword: "short" })).toEqual({
      oldPassword: ["please_enter_password"],
      newPassword: ["in_password_format"],
      confirmNewPassword: ["in_incorrect_password"],
    });
  });
});

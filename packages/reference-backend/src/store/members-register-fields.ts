// The registration validation settings (GET /wps/system/setting/register): per field enabled, required,
// a JavaScript-compatible regExp source and the i18n key of its message. The registration endpoints
// check the same rules, so a client that skips them gets the same refusal.

export interface RegisterFieldSetting {
  enabled: boolean;
  required: boolean;
  regExp: string;
  messageKey: string;
}

export const REGISTER_FIELDS = [
  "username",
  "password",
  "mobileNum",
  "verificationCode",
  "paymentPassword",
  "idNumber",
  "qqNum",
  "facebook",
  "wechat",
  "line",
  "whatsapp",
  "zalo",
  "email",
  "nickname",
  "payeeName",
  "recommenderId",
  "affiliateCode",
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELDS)[number];

const off = (regExp: string, messageKey: string): RegisterFieldSetting => ({
  enabled: false,
  required: false,
  regExp,
  messageKey,
});

export const REGISTER_FIELD_SETTINGS: Record<RegisterFieldName, RegisterFieldSetting> = {
  username: {
    enabled: true,
    required: true,
    regExp: "^[A-Za-z][A-Za-z0-9_]{5,15}$",
    messageKey: "in_account_format",
  },
  password: {
    enabled: true,
    required: true,
    regExp: "^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$",
    messageKey: "in_password_format",
  },
  mobileNum: { enabled: true, required: true, regExp: "^\\d{6,15}$", messageKey: "in_mobile_format" },
  verificationCode: {
    enabled: true,
    required: true,
    regExp: "^\\d{4,10}$",
    messageKey: "in_verification_code_error",
  },
  paymentPassword: off("^\\d{6}$", "in_password_format"),
  idNumber: off("^[A-Za-z0-9]{6,20}$", "in_id_number_format"),
  qqNum: off("^\\d{5,12}$", "in_contact_format"),
  facebook: off("^.{2,50}$", "in_contact_format"),
  wechat: off("^[A-Za-z0-9_-]{5,20}$", "in_contact_format"),
  line: off("^.{2,30}$", "in_contact_format"),
  whatsapp: off("^\\d{6,15}$", "in_contact_format"),
  zalo: off("^\\d{6,15}$", "in_contact_format"),
  email: {
    enabled: true,
    required: false,
    regExp: "^\\w+(\\.\\w+)*@\\w+(\\.[A-Za-z]{2,3}){1,3}$",
    messageKey: "in_email_incorrect",
  },
  nickname: { enabled: true, required: false, regExp: "^[^<>]{2,20}$", messageKey: "in_name_format" },
  payeeName: off("^.{2,30}$", "in_name_format"),
  recommenderId: off("^\\d{1,10}$", "in_recommender_format"),
  affiliateCode: {
    enabled: true,
    required: false,
    regExp: "^[A-Za-z0-9]{4,16}$",
    messageKey: "invitation_code_error",
  },
};

/** The first field (in setting order) whose value breaks its rule, or null. An optional empty field passes. */
export function firstInvalidField(
  values: Partial<Record<RegisterFieldName, string | undefined>>,
  fields: readonly RegisterFieldName[],
): RegisterFieldName | null {
  for (const name of fields) {
    const setting = REGISTER_FIELD_SETTINGS[name];
    const value = values[name]?.trim() ?? "";
    if (!setting.enabled) continue;
    if (value === "") {
      if (setting.required) return name;
      continue;
    }
    if (!new RegExp(setting.regExp).test(value)) return name;
  }
  return null;
}

import { fieldFormat, FUNDS_PASSWORD_FORMAT } from "~/domain/field-format";
import type { FieldSetting } from "~/domain/account-forms";
import type { FieldFormatHint } from "../forms/field";
import { formatWords } from "../forms/field-format-words";
import { useI18n, useT } from "../use-t";

/** The new funds password's rule in words ("exactly 6 characters (digits)"), said with its error. */
export function useFundsPasswordFormat(setting: FieldSetting): FieldFormatHint | undefined {
  const t = useT();
  const { language } = useI18n();
  const rule = fieldFormat(setting.regExp);
  return rule
    ? { words: formatWords(rule, t, language), messageKey: FUNDS_PASSWORD_FORMAT, regExp: setting.regExp }
    : undefined;
}

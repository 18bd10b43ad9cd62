import type { TFunction } from "i18next";
import type { FieldFormat } from "~/domain/field-format";

/** A list in the language's own words ("letters, digits or _"); Intl knows each language's "or" and "and". */
function list(items: string[], language: string, type: "disjunction" | "conjunction"): string {
  try {
    return new Intl.ListFormat(language, { type }).format(items);
  } catch {
    return items.join(", "); // a language tag Intl does not take
  }
}

/** A field's rule in words: "6 to 16 characters (letters, digits or _), starting with a letter". */
export function formatWords(format: FieldFormat, t: TFunction, language: string): string {
  const { min, max } = format;
  const length =
    max === null
      ? t("account.format.atLeast", { min })
      : min === max
        ? t("account.format.exactly", { min })
        : t("account.format.between", { min, max });
  const kinds =
    format.kinds.includes("any") && format.except.length > 0
      ? t("account.format.except", { chars: format.except.join(" ") })
      : list(
          format.kinds.map((k) => t(`account.format.kind.${k}`)),
          language,
          "disjunction",
        );
  const parts = [t("account.format.kinds", { length, kinds })];
  if (format.startsWithLetter) parts.push(t("account.format.startsWithLetter"));
  if (format.needs.length > 0) {
    const needs = format.needs.map((n) =>
      t(n === "letter" ? "account.format.needLetter" : "account.format.needDigit"),
    );
    parts.push(t("account.format.needs", { list: list(needs, language, "conjunction") }));
  }
  return parts.join(", ");
}

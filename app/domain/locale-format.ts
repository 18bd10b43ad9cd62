// The visitor's locale for numbers and dates (issue 13, decision 0036): each i18next language we ship
// as the BCP 47 tag `Intl` formats with. The server and the browser both format through `Intl` with
// this same tag, so a server-rendered amount and the hydrated one read the same.

/**
 * One region per language, the platform's market for it: pt is Brazil's, es Spain's (the `es`
 * default), zh Simplified Chinese. TY shows English texts (decision 0012), so it formats as English;
 * "ty" itself would be Tahitian to `Intl`.
 */
const LOCALE_TAGS: Record<string, string> = {
  en: "en-US",
  es: "es-ES",
  ja: "ja-JP",
  ko: "ko-KR",
  pt: "pt-BR",
  ty: "en-US",
  zh: "zh-CN",
  vi: "vi-VN",
  th: "th-TH",
  id: "id-ID",
};

/** The BCP 47 tag of an i18next language ("vi" -> "vi-VN"); English's for a language we do not ship. */
export function localeTag(lng: string): string {
  return LOCALE_TAGS[lng] ?? "en-US";
}

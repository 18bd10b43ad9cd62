/**
 * Each language's name in its own language (the selector's options), the same in every language's
 * texts: a player finds their language whatever the page is in. Keys are platform codes.
 */
export const LANGUAGE_NAMES = {
  EN: "English",
  KO: "한국어",
  ES: "Español",
  JA: "日本語",
  PT: "Português",
  TY: "TY",
  CN: "简体中文",
  VI: "Tiếng Việt",
  TH: "ไทย",
  ID: "Bahasa Indonesia",
};

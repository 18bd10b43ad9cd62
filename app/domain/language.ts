// Languages (games §9, accounts §1). Codes are the product's upper-case codes; i18next wants lower case.
export const GAME_LANGUAGES = ["EN", "ES", "JA", "KO", "PT", "TY"] as const;
export const MERCHANT_LANGUAGES = ["EN", "KO"] as const;
export const DEFAULT_LANGUAGE = "KO";

export function toI18nLng(code: string): string {
  return code.toLowerCase();
}

// Chat launch language: upper case, and every CN variant (CN-TW, CN_HK, ...) is sent as plain CN.
export function chatLanguage(code: string): string {
  const upper = code.toUpperCase();
  return upper.startsWith("CN") ? "CN" : upper;
}

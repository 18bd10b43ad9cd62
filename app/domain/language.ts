// Languages (games §9, accounts §1). Codes are the product's upper-case codes; i18next wants lower case,
// and two differ (decision 0034): the platform's CN is i18next's "zh" (Simplified Chinese, so the
// plural rules and Accept-Language "zh-CN" match), and ID is "id" as it is.
export const GAME_LANGUAGES = ["EN", "ES", "JA", "KO", "PT", "TY"] as const;
export const DEFAULT_LANGUAGE = "KO";

/** Platform codes whose i18next code is not simply the lower-case code. */
const I18N_BY_PLATFORM: Record<string, string> = { CN: "zh" };
const PLATFORM_BY_I18N: Record<string, string> = { zh: "CN" };

/** A platform language code ("CN", "CN-TW", "VI") as our i18next language ("zh", "vi"). */
export function toI18nLng(code: string): string {
  const upper = chatLanguage(code);
  return I18N_BY_PLATFORM[upper] ?? upper.toLowerCase();
}

/** Our i18next language ("zh", "ko") as the platform's language code ("CN", "KO"). */
export function toPlatformLanguage(lng: string): string {
  return PLATFORM_BY_I18N[lng] ?? lng.toUpperCase();
}

// Chat launch language: upper case, and every CN variant (CN-TW, CN_HK, ...) is sent as plain CN.
export function chatLanguage(code: string): string {
  const upper = code.toUpperCase();
  return upper.startsWith("CN") ? "CN" : upper;
}

/**
 * The language a page is shown in: the detected one when the merchant offers it, else the merchant's
 * default (KO when it offers KO, else its first language). An empty list (merchant not known yet)
 * keeps the detected one. All in i18next codes.
 */
export function offeredLanguage(detected: string, offered: readonly string[], fallback: string): string {
  if (offered.length === 0) return detected;
  const lngs = offered.map(toI18nLng);
  if (lngs.includes(detected)) return detected;
  return lngs.includes(fallback) ? fallback : lngs[0]!;
}

/**
 * The merchant's languages for every page: its general list, then the game screens' languages it
 * adds (platform codes, in that order, once each). The spec lets them differ by view; one list for
 * the whole site keeps a player's language when they go from a game list to login (decision 0045).
 */
export function merchantLanguages(languages: {
  general: readonly string[];
  game: readonly string[];
}): string[] {
  return [...new Set([...languages.general, ...languages.game])];
}

/** The merchant's languages (platform codes, its order) that we ship texts for: the selector's list. */
export function siteLanguages(offered: readonly string[], shipped: readonly string[]): string[] {
  return offered.filter((code) => shipped.includes(toI18nLng(code)));
}

/**
 * The country whose flag stands for a language in the selector (accounts §1: "Language codes map to
 * flag country codes (for example EN to US, JA to JP)"). PT is Brazil's flag, the Portuguese of the
 * platform's markets; TY, whose meaning is the merchant's (decision 0012), and unknown codes have none.
 */
const FLAG_COUNTRY: Readonly<Record<string, string>> = {
  EN: "US",
  JA: "JP",
  KO: "KR",
  CN: "CN",
  ES: "ES",
  PT: "BR",
  TH: "TH",
  VI: "VN",
  ID: "ID",
};

/** A platform language code's flag country (ISO 3166 alpha-2), or null. */
export function flagCountry(code: string): string | null {
  return FLAG_COUNTRY[chatLanguage(code)] ?? null;
}

/**
 * A country's flag as text: its two regional indicator letters, which phones draw as the flag (a
 * system without flag glyphs shows the two letters). No image to load for a select's options.
 */
export function flagEmoji(country: string): string {
  return String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

// Languages (games §9, accounts §1). Codes are the product's upper-case codes; i18next wants lower case.
export const GAME_LANGUAGES = ["EN", "ES", "JA", "KO", "PT", "TY"] as const;
export const MERCHANT_LANGUAGES = ["EN", "KO"] as const;
export const DEFAULT_LANGUAGE = "KO";

// Flag country per language code (spec examples: EN -> US, JA -> JP). PT -> PT and ES -> ES because the code
// already names a country; TY is not a country or ISO language code the spec explains, so it has no flag.
export const FLAG_COUNTRY: Readonly<Record<string, string>> = {
  EN: "US",
  JA: "JP",
  KO: "KR",
  ES: "ES",
  PT: "PT",
};

export function flagCountry(code: string): string | null {
  const key = code.toUpperCase();
  return Object.hasOwn(FLAG_COUNTRY, key) ? FLAG_COUNTRY[key] : null;
}

export function toI18nLng(code: string): string {
  return code.toLowerCase();
}

function pick(code: string, supported: readonly string[]): string | null {
  const upper = code.trim().toUpperCase();
  return supported.find((s) => s.toUpperCase() === upper) ?? null;
}

// Accept-Language entries by descending q (ties keep header order); q=0 means "not acceptable".
function acceptedPrimaryTags(header: string): string[] {
  return header
    .split(",")
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        primary: (tag ?? "").trim().split("-")[0],
        weight: Number.isFinite(weight) ? weight : 0,
        order,
      };
    })
    .filter((e) => e.primary !== "" && e.primary !== "*" && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((e) => e.primary);
}

// Cookie first (an explicit choice), then the browser's best supported match on the primary subtag
// ("pt-BR" -> PT), then the fallback. Returns the supported list's own spelling.
export function resolveLanguage(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
  supported: readonly string[];
  fallback: string;
}): string {
  const { cookie, acceptLanguage, supported, fallback } = input;
  const fromCookie = cookie ? pick(cookie, supported) : null;
  if (fromCookie) return fromCookie;
  for (const primary of acceptedPrimaryTags(acceptLanguage ?? "")) {
    const match = pick(primary, supported);
    if (match) return match;
  }
  return fallback;
}

// Chat launch language: upper case, and every CN variant (CN-TW, CN_HK, ...) is sent as plain CN.
export function chatLanguage(code: string): string {
  const upper = code.toUpperCase();
  return upper.startsWith("CN") ? "CN" : upper;
}

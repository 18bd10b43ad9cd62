import { createHash } from "node:crypto";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { LOCALES, resources, type Locale } from "~/locales";
import { languageCookie } from "./cookies";

// No react-i18next plugin here: it would set one global instance shared by concurrent requests.
// The middleware makes the request's one instance; entry.server provides it to the render.

/** The merchant default (KO) is the fallback: cookie, then Accept-Language, then KO. */
export const FALLBACK_LOCALE = "ko";

export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES.filter((l) => l !== FALLBACK_LOCALE), FALLBACK_LOCALE],
    fallbackLanguage: FALLBACK_LOCALE,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  i18next: { resources, fallbackLng: FALLBACK_LOCALE, interpolation: { escapeValue: false } },
});

/** Our locale ("ko") as the platform's language code ("KO"). */
export const platformLanguage = (locale: string) => locale.toUpperCase();

type LocaleBundle = { json: string; version: string };

const bundles = new Map<Locale, LocaleBundle>();

/**
 * One language's texts as the browser loads them (/resources/locales/:lng), with a version that
 * changes whenever the texts do, so the answer can be cached for good. Null for unknown languages.
 */
export function localeBundle(lng: string): LocaleBundle | null {
  if (!Object.hasOwn(resources, lng)) return null;
  const locale = lng as Locale;
  let bundle = bundles.get(locale);
  if (!bundle) {
    const json = JSON.stringify(resources[locale]);
    bundle = { json, version: createHash("sha256").update(json).digest("hex").slice(0, 12) };
    bundles.set(locale, bundle);
  }
  return bundle;
}

/** Where the browser loads a language's texts; the version makes the address immutable. */
export function localeBundleHref(lng: string): string {
  const bundle = localeBundle(lng);
  return `/resources/locales/${lng}${bundle ? `?v=${bundle.version}` : ""}`;
}

import { createI18nextMiddleware } from "remix-i18next/middleware";
import { LOCALES, resources } from "~/locales";
import { languageCookie } from "./cookies";

// No react-i18next plugin here: it would set one global instance shared by concurrent requests;
// the root layout provides a per-render instance instead.

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

import { createI18nextMiddleware } from "remix-i18next";

/** Two languages, so language detection and the per-language texts are real work, as in the app. */
export const resources = {
  en: { translation: { heading: "Welcome", slide: "Slide {{number}}" } },
  ko: { translation: { heading: "환영합니다", slide: "슬라이드 {{number}}" } },
};
export type Locale = keyof typeof resources;

export const [i18nextMiddleware, getLocale] = createI18nextMiddleware({
  detection: { supportedLanguages: ["en", "ko"], fallbackLanguage: "en" },
  i18next: { resources, fallbackLng: "en", interpolation: { escapeValue: false } },
});

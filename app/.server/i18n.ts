import { createHash } from "node:crypto";
import { createInstance, type i18n } from "i18next";
import { LRUCache } from "lru-cache";
import { createContext, RouterContextProvider, type MiddlewareFunction } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { LOCALES, resources, type Locale } from "~/locales";
import { merchantLanguages, offeredLanguage, siteLanguages, toPlatformLanguage } from "~/domain/language";
import { languageCookie } from "./cookies";
import { servicesContext } from "./context";

// No react-i18next plugin here: it would set one global instance shared by concurrent requests.
// The middleware gives each request its language's instance; entry.server provides it to the render.

/** The merchant default (KO) is the fallback: cookie, then Accept-Language, then KO. */
export const FALLBACK_LOCALE = "ko";

const I18NEXT_OPTIONS = { resources, fallbackLng: FALLBACK_LOCALE, interpolation: { escapeValue: false } };

/** remix-i18next's detection (cookie, then Accept-Language, then the fallback), run on a cache miss. */
const [detect, detectedLocale] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES.filter((l) => l !== FALLBACK_LOCALE), FALLBACK_LOCALE],
    fallbackLanguage: FALLBACK_LOCALE,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  i18next: I18NEXT_OPTIONS,
});

/** The language cookie as sent (`lng=...`), without the other cookies (a session's differs per visitor). */
const languageCookiePart = (cookie: string | null) => /(?:^|;\s*)(lng=[^;]*)/.exec(cookie ?? "")?.[1] ?? "";

/** The detected language per language cookie and Accept-Language: the same headers, the same answer. */
const localeByHeaders = new LRUCache<string, string>({ max: 1000 });

async function detectLocale(request: Request): Promise<string> {
  const cookie = languageCookiePart(request.headers.get("Cookie"));
  const acceptLanguage = request.headers.get("Accept-Language") ?? "";
  const key = `${cookie}\n${acceptLanguage}`;
  let locale = localeByHeaders.get(key);
  if (locale === undefined) {
    const headers = new Headers({ "Accept-Language": acceptLanguage, Cookie: cookie });
    const context = new RouterContextProvider();
    // The detector reads the language from these headers only (no address-based detection).
    // eslint-disable-next-line no-restricted-syntax
    const args = { request: new Request(request.url, { headers }), context, params: {} } as never;
    await detect(args, async () => undefined as never);
    locale = detectedLocale(context);
    localeByHeaders.set(key, locale);
  }
  return locale;
}

/**
 * One i18next instance per language, made on first use and shared by every request in it: the render
 * only reads texts (a language switch is a new document, decision 0017), and making and initialising
 * an instance per request was a twentieth of a page's CPU.
 */
const instances = new Map<string, Promise<i18n>>();
function instanceOf(locale: string): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const made = createInstance(I18NEXT_OPTIONS);
    instance = made.init({ lng: locale }).then(() => made);
    instances.set(locale, instance);
  }
  return instance;
}

const localeContext = createContext<string>();
const i18nContext = createContext<i18n>();

/** The merchant's site languages (i18next codes follow), or none while the merchant is unknown. */
async function offeredLanguages(context: Readonly<RouterContextProvider>): Promise<string[]> {
  const { merchant } = context.get(servicesContext);
  const known = await merchant.get().catch(() => merchant.peek() ?? null);
  return siteLanguages(known ? merchantLanguages(known.languages) : [], LOCALES);
}

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // A language the merchant does not offer (an old cookie, a browser's Accept-Language) falls back
  // to the default: the selector only ever lists the merchant's languages (decision 0034).
  const locale = offeredLanguage(
    await detectLocale(request),
    await offeredLanguages(context),
    FALLBACK_LOCALE,
  );
  context.set(localeContext, locale);
  context.set(i18nContext, await instanceOf(locale));
  return next();
};
export const getLocale = (context: Readonly<RouterContextProvider>) => context.get(localeContext);
export const getI18n = (context: Readonly<RouterContextProvider>) => context.get(i18nContext);

/** Our locale ("ko", "zh") as the platform's language code ("KO", "CN"). */
export const platformLanguage = toPlatformLanguage;

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

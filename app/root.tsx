import { useMemo } from "react";
import { createInstance } from "i18next";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { downloadBarDismissed, readTheme } from "./.server/cookies";
import { requestContext, servicesContext } from "./.server/context";
import { takeFlash } from "./.server/flash";
import type { SiteStatus } from "./.server/backend/schemas/system";
import { getLocale, i18nextMiddleware } from "./.server/i18n";
import { requestMiddleware } from "./.server/request-middleware";
import { publicSession } from "./.server/session";
import { resources, type Locale } from "./locales";
import { pageTitleKey } from "./domain/layout";
import { systemStatus } from "./domain/system-status";
import { whitelabelFlags } from "./domain/whitelabel";
import { headerAccount, serviceLinks } from "./routes/account/header.server";
import { AppShell } from "./ui/app-shell";
import { ErrorScreen } from "./ui/error-screen";
import { StatusScreen } from "./ui/status-screen";
import "./styles/app.css";

export const middleware = [i18nextMiddleware, requestMiddleware];

/** The app shell's user agent (the native wrapper) carries this token. */
const APP_SHELL_UA = /\bMCApp\b/i;
const FOLLOW_US = ["TWITTER", "YOUTUBE", "FACEBOOK", "TELEGRAM"];

/** The app download link for the visitor's platform: iOS devices get the IOS one, others Android. */
function downloadLink(status: SiteStatus | null, userAgent: string): string | null {
  const type = /iPhone|iPad|iPod/i.test(userAgent) ? "IOS" : "Android";
  return status?.info.resources.find((r) => r.resourceType === type && r.url)?.url ?? null;
}

function footerLinks(status: SiteStatus | null) {
  return (status?.info.resources ?? [])
    .filter((r) => FOLLOW_US.includes(r.resourceType) && r.url)
    .map((r) => ({ type: r.resourceType, url: r.url }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const { session } = state;
  const locale = getLocale(context) as Locale;
  // Public data comes from the cache at once; without any known status the pages' own calls decide.
  const [status, merchant, theme, { flash, clear }, account] = await Promise.all([
    services.status.get().catch(() => services.status.peek() ?? null),
    services.merchant.get().catch(() => services.merchant.peek() ?? null),
    readTheme(request),
    takeFlash(request),
    headerAccount(request, state),
  ]);
  const gate = status ? systemStatus(status) : 0;
  const userAgent = request.headers.get("user-agent") ?? "";
  return data(
    {
      locale,
      // Only this language's texts go to the browser.
      translations: resources[locale].translation,
      theme,
      flash,
      session: publicSession(session),
      // The header's member info and balance, and the whitelabel flags the menus depend on.
      account,
      flags: status ? [...whitelabelFlags(status.info.whitelabel)] : [],
      serviceLinks: serviceLinks(status),
      gate,
      ip: status?.location.ip ?? "",
      languages: merchant?.languages.general ?? [],
      footerLinks: footerLinks(status),
      downloadUrl: downloadLink(status, userAgent),
      downloadBarDismissed: await downloadBarDismissed(request),
      isApp: APP_SHELL_UA.test(userAgent),
    },
    {
      status: gate === 0 ? 200 : 503,
      headers: {
        ...(clear ? { "Set-Cookie": clear } : {}),
        ...(gate === 1 ? { "Retry-After": "300" } : {}),
      },
    },
  );
}

/** Passes the root loader's headers (flash clearing cookie, Retry-After) to the document. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => merged.append(key, value));
  return merged;
}

/** The document title of every page: the page's title from the layout's title map, and the site name. */
export function meta({ loaderData, location }: Route.MetaArgs) {
  const texts = loaderData?.translations;
  const name = texts?.app.name ?? "Mobile Casino";
  const key = pageTitleKey(location.pathname);
  const page = key
    ? (texts?.title as Record<string, string> | undefined)?.[key.replace(/^title\./, "")]
    : null;
  return [{ title: page ? `${page} | ${name}` : name }];
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** A per-render i18next instance holding just the current language's texts. */
function useI18n(locale: string, translations: object | undefined) {
  return useMemo(() => {
    const instance = createInstance({
      lng: locale,
      fallbackLng: false,
      resources: translations ? { [locale]: { translation: translations } } : {},
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    instance.init();
    return instance;
  }, [locale, translations]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const i18n = useI18n(root?.locale ?? "en", root?.translations);
  const classes = [`theme-${root?.theme ?? "dark"}`, root?.isApp ? "app" : ""].filter(Boolean).join(" ");
  return (
    <html lang={root?.locale ?? "en"} className={classes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content={root?.theme === "light" ? "light" : "dark"} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (loaderData.gate !== 0) return <StatusScreen gate={loaderData.gate} ip={loaderData.ip} />;
  return (
    <AppShell pathname={location.pathname} root={loaderData}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const { t } = useTranslation();
  // The status gate wins over a page error: during maintenance pages may fail for that reason.
  if (root && root.gate !== 0) return <StatusScreen gate={root.gate} ip={root.ip} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!root) {
    // The root loader itself failed: no texts are known, so say it plainly.
    return (
      <main className="error-screen">
        <h1>Service temporarily unavailable</h1>
        <p>
          <a href="">Retry</a>
        </p>
      </main>
    );
  }
  if (status === 503 || status === 502 || status === 504) {
    return <ErrorScreen title={t("error.unavailableTitle")} body={t("error.unavailableBody")} retry />;
  }
  if (status === 404) return <ErrorScreen title={t("error.notFound")} />;
  if (status === 400) return <ErrorScreen title={t("error.title")} body={t("error.badRequest")} />;
  return <ErrorScreen title={t("error.title")} body={t("error.unavailableBody")} retry />;
}

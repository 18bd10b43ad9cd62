import { useEffect } from "react";
import { THEME_COLOURS } from "~/domain/app-install";
import {
  data,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { i18nextMiddleware } from "./.server/i18n";
import { requestMiddleware } from "./.server/request-middleware";
import { loadRootData } from "./.server/root-data";
import { rootShouldRevalidate } from "./domain/root-revalidation";
import { AppShell } from "./ui/app-shell";
import { DocumentHead } from "./ui/document-head";
import { ErrorScreen } from "./ui/error-screen";
import { useRootData } from "./ui/root-data";
import { SUBMIT_ON_CHANGE } from "./ui/auto-submit";
import { InlineScript } from "./ui/inline-script";
import { RELOAD_ON_STALE_ASSET } from "./ui/stale-assets";
import { StatusScreen } from "./ui/status-screen";
import { UnreadProvider } from "./ui/messages/unread";
import { PageStylesheets } from "./ui/page-stylesheets";
import "./styles/app.css";
import "./styles/keyboard.css";
import { useI18n, useT } from "~/ui/use-t";
import { navigationMayDraw } from "./ui/navigation-waits";

export const middleware = [i18nextMiddleware, requestMiddleware];
/** A navigation waits for the forms' code and the whole texts (navigation-waits.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await navigationMayDraw();
    return next();
  },
];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const root = await loadRootData({ request, url }, context);
  return data(root.data, { status: root.status, headers: root.headers });
}

/** Passes the root loader's headers (flash clearing cookie, Retry-After) to the document. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => merged.append(key, value));
  return merged;
}

/** Not on plain link navigations: only when something the root loader reads may have changed. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return rootShouldRevalidate(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { pathname } = useLocation();
  const classes = [`theme-${root?.theme ?? "dark"}`, root?.isApp ? "app" : ""].filter(Boolean).join(" ");
  return (
    <html lang={root?.locale ?? "en"} className={classes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content={root?.theme === "light" ? "light" : "dark"} />
        <meta name="theme-color" content={THEME_COLOURS[root?.theme === "light" ? "light" : "dark"].bg} />
        <InlineScript code={RELOAD_ON_STALE_ASSET} />
        <InlineScript code={SUBMIT_ON_CHANGE} />
        <DocumentHead pathname={pathname} />
        {/* This language's whole texts, loaded by entry.client after hydration (decision 0056). */}
        {root ? <meta name="texts" content={root.textsHref} /> : null}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Routes export no title: DocumentHead above is the one rule for every page. */}
        <Meta />
        {/* In place of <Links />: no route exports `links`, and the stylesheets go into the page. */}
        <PageStylesheets />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        {/* One crossorigin for every module link: Vite's preload helper writes crossorigin="" before
            each lazy chunk, and Firefox fires `error` on such a link for a module this page loaded
            through a link without it (issue 46). */}
        <Scripts crossOrigin="" />
      </body>
    </html>
  );
}

/**
 * The browser holds the texts of the language it loaded the page in. When the root's language
 * changes without a new document (the language was switched in another tab), load the page again.
 */
function useTextsOfLanguage(locale: string) {
  const i18n = useI18n();
  useEffect(() => {
    if (i18n.language !== locale) window.location.reload();
  }, [i18n, locale]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  useTextsOfLanguage(loaderData.locale);
  if (loaderData.gate !== 0) return <StatusScreen gate={loaderData.gate} ip={loaderData.ip} />;
  return (
    <UnreadProvider initial={loaderData.unread}>
      <AppShell pathname={location.pathname} root={loaderData}>
        <Outlet />
      </AppShell>
    </UnreadProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const { pathname } = useLocation();
  // The status gate wins over a page error: during maintenance pages may fail for that reason.
  if (root && root.gate !== 0) return <StatusScreen gate={root.gate} ip={root.ip} />;
  if (!root) {
    // The root loader itself failed: no texts reach the browser, so say it plainly.
    return (
      <main className="error-screen">
        <h1>Service temporarily unavailable</h1>
        <p>
          <a href="">Retry</a>
        </p>
      </main>
    );
  }
  // A page's error is shown inside the shell: header, menus and the bottom menu stay a way on.
  return (
    <AppShell pathname={pathname} root={root}>
      <PageError status={isRouteErrorResponse(error) ? error.status : 500} />
    </AppShell>
  );
}

function PageError({ status }: { status: number }) {
  const t = useT();
  if (status === 503 || status === 502 || status === 504) {
    return <ErrorScreen title={t("error.unavailableTitle")} body={t("error.unavailableBody")} retry />;
  }
  if (status === 404) return <ErrorScreen title={t("error.notFound")} />;
  if (status === 400) return <ErrorScreen title={t("error.title")} body={t("error.badRequest")} />;
  return <ErrorScreen title={t("error.title")} body={t("error.unavailableBody")} retry />;
}

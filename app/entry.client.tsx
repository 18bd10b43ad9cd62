import type { i18n } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { startInstallableApp } from "./ui/service-worker";
import { ZONE_COOKIE } from "./domain/day";
import { loadDrawnChunks } from "./ui/lazy-chunk";
import { textReader } from "./ui/text-reader";
import { cacheWrittenStylesheets } from "./ui/page-stylesheets";

/**
 * The page's language and its texts: the root layout names them in the head (html lang and a
 * preload of the versioned, cached /resources/locales address), so the download is under way
 * before this script runs. Only this language reaches the browser, once per language and version.
 * They are read by textReader, not i18next (decision 0050): the screens need only `language` and `t`.
 */
async function loadTexts() {
  const link = document.querySelector<HTMLLinkElement>("link[data-texts]");
  if (!link) throw new Error("no texts named in the document");
  const response = await fetch(link.href, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`texts answered ${response.status}`);
  return textReader(document.documentElement.lang, await response.json());
}

/**
 * Names the visitor's time zone to the server (a year's cookie, rewritten when it changes), so that
 * "today" and the days of their records end at their midnight from the next page on. Without
 * JavaScript the server counts the platform's days.
 */
function rememberTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const pair = `${ZONE_COOKIE}=${encodeURIComponent(zone ?? "")}`;
  if (!zone || document.cookie.split("; ").includes(pair)) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${pair}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

rememberTimeZone();
startInstallableApp();
// Once everything of the page is in, its written stylesheets go to the cache for the next visit.
if (document.readyState === "complete") cacheWrittenStylesheets();
else addEventListener("load", cacheWrittenStylesheets, { once: true });

// The texts, and the code of the seldom-open parts the server drew (an open popup or drawer), so the
// first render matches the page.
Promise.all([loadTexts(), loadDrawnChunks(document)]).then(
  ([texts]) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          {/* useT and useI18n read `language` and `t` only (app/ui/use-t.ts). */}
          <I18nextProvider i18n={texts as i18n}>
            <HydratedRouter />
          </I18nextProvider>
        </StrictMode>,
      );
    }),
  // Without its texts the page stays as the server rendered it: every screen works without JavaScript.
  (error: unknown) => console.error("Page not hydrated:", error),
);

import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startInstallableApp } from "./ui/service-worker";
import { ZONE_COOKIE } from "./domain/day";
import { loadDrawnChunks } from "./ui/lazy-chunk";
import type { Tree } from "./ui/text-reader";
import { growingTexts, PAGE_TEXTS_ID } from "./ui/page-texts";
import { TextsProvider } from "./ui/texts-provider";
import { cacheWrittenStylesheets } from "./ui/page-stylesheets";
import { askForFormsCode } from "./ui/forms/deferred-form";
import { documentParsed, whenSettled } from "./ui/when-idle";

/**
 * The language's whole texts: the root layout names their versioned, cached /resources/locales
 * address in the head. They are read by textReader, not i18next (decision 0050): the screens need
 * only `language` and `t`.
 */
async function loadWholeTexts() {
  const href = document.querySelector<HTMLMetaElement>("meta[name=texts]")?.content;
  if (!href) throw new Error("no texts named in the document");
  const response = await fetch(href, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`texts answered ${response.status}`);
  return (await response.json()) as Record<string, Tree>;
}

/**
 * The texts to hydrate with: those the server's render read, written at the end of the page, so no
 * download stands before hydration (decision 0056); the whole texts follow after it. A page without
 * them (its render was cut short) waits for the whole texts.
 */
async function pageTexts() {
  const language = document.documentElement.lang;
  const written = document.getElementById(PAGE_TEXTS_ID);
  if (!written) {
    const whole = await loadWholeTexts();
    return growingTexts(language, whole);
  }
  // Out of the document before React claims <body>: it was not part of the render.
  written.remove();
  return growingTexts(language, JSON.parse(written.textContent ?? "{}") as Record<string, Tree>);
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

// The zone's first reading starts the browser's Intl: tens of milliseconds on a slow phone.
whenSettled(rememberTimeZone);
startInstallableApp();
// Once everything of the page is in, its written stylesheets go to the cache for the next visit.
whenSettled(cacheWrittenStylesheets);

// The forms' code now that React's and the router's have come (deferred-form.tsx).
askForFormsCode();

// The texts, and the code of the seldom-open parts the server drew (an open popup or drawer), so the
// first render matches the page: both read from the whole document, the texts at its very end.
documentParsed()
  .then(() => Promise.all([pageTexts(), loadDrawnChunks(document)]))
  .then(
    ([texts]) =>
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <TextsProvider texts={texts} loadWhole={loadWholeTexts}>
              <HydratedRouter />
            </TextsProvider>
          </StrictMode>,
        );
      }),
    // Without its texts the page stays as the server rendered it: every screen works without JavaScript.
    (error: unknown) => console.error("Page not hydrated:", error),
  );

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { nonceContext } from "./.server/context";
import { getI18n } from "./.server/i18n";
import { recordingTexts, withPageTexts } from "./ui/page-texts.server";
import { stylesheetText } from "./.server/stylesheet-text";
import { StylesheetTextContext } from "./ui/page-stylesheets";
import { leafHandle } from "./domain/page";

// The host (server/app.ts) takes these from the build, so host and app share one instance of them:
// in production the build carries its own copy of React Router (its production bundle).
export { clientAddressContext, nonceContext, routeContext, servicesContext } from "./.server/context";
export { createAppServices } from "./.server/services";
export { menuPagesOf } from "./.server/menu-pages";
export { createRequestHandler } from "@react-router/express";
export { RouterContextProvider } from "react-router";

export const streamTimeout = 5_000;
/** How long a ready shell waits for the rest of the page before it is sent alone and the rest streamed. */
const SHELL_GRACE_MS = 20;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext) || undefined;
  // The request's one i18n instance, made by the root middleware: the render uses it, not a second one.
  // It notes the keys the page reads: the page carries those texts to the browser (decision 0056).
  const texts = recordingTexts(getI18n(loadContext));

  // Home keeps React's progressive chunks (see below); every other page its ready parts in place.
  const home =
    leafHandle(
      routerContext.staticHandlerContext.matches.map((match) => ({
        handle: routerContext.routeModules[match.route.id]?.handle,
      })),
    )?.home === true;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and scripts without JavaScript get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      shellRendered = true;
      const body = withPageTexts(
        () => texts.script(nonce),
        () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        },
      );
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    };

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={texts.texts as unknown as i18n}>
        {/* A first visit (no cookie yet) gets the stylesheets in the page; later visits have them cached. */}
        <StylesheetTextContext.Provider value={request.headers.has("cookie") ? null : stylesheetText}>
          {/* A document request: its raw address is the page's (no `.data`, `_routes` or `index`). */}
          {/* eslint-disable-next-line no-restricted-syntax */}
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext.Provider>
      </I18nextProvider>,
      {
        nonce,
        // React moves a ready part past the first 12.8 kB into a hidden block only its script reveals
        // (blank without JavaScript): a form drawn before its code arrives (decision 0054) is such a
        // part, so pages keep every ready part in place. Not home: with its sections in place a
        // navigation right after load waited on their hydration (a drawer's Escape was lost on a busy
        // machine, tests/e2e/keyboard.spec.ts); they are drawn without a boundary instead (0018).
        progressiveChunkSize: home ? undefined : Infinity,
        onShellReady() {
          if (readyOption === "onAllReady") return;
          // Streamed parts that are ready within a moment (cached data) go out with the shell in one
          // piece: each separately flushed part costs its own compressed block on the wire.
          setTimeout(start, SHELL_GRACE_MS);
        },
        onAllReady: start,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

import { createContext, Fragment, useContext } from "react";
import { preload } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The text of a built stylesheet by its address, given to the server's render by entry.server
 * (app/.server/stylesheet-text.ts); absent in the browser, which reads the texts from the document.
 */
export const StylesheetTextContext = createContext<((href: string) => string | null) | null>(null);

/** The stylesheets written into the document the browser loaded, read once from it. */
let written: Map<string, string> | null = null;
function writtenInDocument(): Map<string, string> {
  if (!written) {
    written = new Map();
    for (const style of document.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
      if (style.dataset.href) written.set(style.dataset.href, style.textContent ?? "");
    }
  }
  return written;
}

/** HTML's `disabled` on a stylesheet link (React's types leave it out for <link>). */
const NEVER_FETCHED = { disabled: true } as React.LinkHTMLAttributes<HTMLLinkElement>;

/**
 * The matched routes' stylesheets (React Router's manifest, what `<Links>` would render). On a first
 * visit they are written into the page: on a slow phone a stylesheet link held the first paint back
 * until its download, which shared the line with a dozen scripts (decision 0053). The browser keeps
 * those texts from the first document; a page reached later by navigation gets a `<link>` for a
 * stylesheet the document lacks (React Router downloads it before showing the page). Later visits
 * (the request has cookies), and the development server, whose addresses are not files, get links,
 * asked for ahead of the scripts (decision 0024): the files are cached by then (see
 * `cacheWrittenStylesheets`), and each page's HTML need not carry and compress them again.
 */
export function PageStylesheets() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const textOnServer = useContext(StylesheetTextContext);
  const matches = useMatches();
  const hrefs = [...new Set(matches.flatMap((match) => manifest?.routes[match.id]?.css ?? []))];
  const always = new Set(manifest?.routes.root?.css ?? []);
  return hrefs.map((href) => {
    const text =
      textOnServer?.(href) ??
      (typeof document === "undefined" ? null : (writtenInDocument().get(href) ?? null));
    if (text === null) preload(href, { as: "style" });
    return (
      <Fragment key={href}>
        {text === null ? (
          <link rel="stylesheet" href={href} />
        ) : (
          <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
        )}
        {/* React Router marks with "#" a file a lazy chunk imports too (a page's form, decision
            0054). Vite's loader of that chunk looks for a link of the plain address: without one it
            downloaded the file again and applied it a second time. A disabled link is never
            fetched. Only the root's, which stay in the page: Vite remembers a file as loaded. */}
        {always.has(href) && href.endsWith("#") ? (
          <link rel="stylesheet" href={href.slice(0, -1)} {...NEVER_FETCHED} />
        ) : null}
      </Fragment>
    );
  });
}

/**
 * After a first visit, the stylesheets written into its page are fetched at the lowest priority, so
 * the next visit's links find them in the browser's cache (immutable, hashed files).
 */
export function cacheWrittenStylesheets() {
  for (const href of writtenInDocument().keys()) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.as = "style";
    link.href = href;
    document.head.append(link);
  }
}

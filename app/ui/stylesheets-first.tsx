import { useContext } from "react";
import { preload } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * Asks for the page's stylesheets before its scripts. React writes the `<link>`s it hoists (React
 * Router's modulepreloads among them) ahead of the stylesheets `<Links>` renders in place, so the
 * stylesheets, which hold back the first paint, queued behind a dozen scripts for the browser's six
 * connections (HTTP/1.1). React writes preloads before hoisted links. Decision 0024.
 */
export function StylesheetsFirst() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  for (const match of useMatches()) {
    for (const href of manifest?.routes[match.id]?.css ?? []) preload(href, { as: "style" });
  }
  return null;
}

// Every redirect target that comes from outside (the address bar's redirectTo, a form's hidden field,
// a saved social login, a proxied backend page's Location) passes through safeRedirect: the one
// place that decides it stays on this site and writes it as a valid Location (docs/decisions/0021).
import { HOME_PATH } from "./paths";

const isControlChar = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

const PROBE_ORIGIN = "http://redirect.invalid";

/**
 * A same-site path (with its query and fragment), percent-encoded as the URL parser writes it, so
 * characters above U+00FF and spaces never reach a header raw; else `fallback`. Refused: anything
 * not starting with one "/", "//" and "/\" (browsers read both as another host), control characters
 * (browsers drop tabs and newlines, which could turn "/\t/evil" into "//evil"), and paths that
 * normalise to "//host" ("/.//host", "/%2e%2e//host").
 */
export function safeRedirect(target: string | null | undefined, fallback: string = HOME_PATH): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if ([...target].some(isControlChar)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  return url.origin === PROBE_ORIGIN && !path.startsWith("//") ? path : fallback;
}

// Post-login/redirect targets come from the address bar, so only same-origin relative paths are followed:
// a single leading "/", no "//" or "/\" (browsers read both as another host), no scheme, no control
// characters (browsers drop tabs/newlines, which could turn "/\t/evil" into "//evil").
const isControlChar = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

const PROBE_ORIGIN = "http://redirect.invalid";

export function safeRedirect(target: string | null | undefined, fallback = "/m/home"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if ([...target].some(isControlChar)) return fallback;
  // Final check with the URL parser: resolved against a probe origin it must stay on that origin.
  return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN ? target : fallback;
}

// Pages the reference backend serves on its own origin, which may be loopback (docs/decisions/0011).

/** The backend page paths the BFF proxies under the same path on this site (server/app.ts). */
export const PROXIED_BACKEND_PAGES = ["/play/", "/chat/"] as const;

/**
 * The address the browser opens. A page on the backend's own origin under a proxied path (a game,
 * the live chat) is reached through our proxy; any other address (a vendor's, a platform's public
 * chat) is opened as it is.
 */
export function browserUrl(address: string, backendUrl: string): string {
  const url = new URL(address);
  const proxied = PROXIED_BACKEND_PAGES.some((prefix) => url.pathname.startsWith(prefix));
  if (url.origin !== new URL(backendUrl).origin || !proxied) return url.toString();
  return url.pathname + url.search;
}

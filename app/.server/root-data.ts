import { randomUUID } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import type { Locale } from "~/locales";
import { downloadLink, isIOSDevice } from "~/domain/download";
import { followLinks } from "~/domain/footer";
import { systemStatus } from "~/domain/system-status";
import { MENU_FLAGS } from "~/domain/menus";
import { whitelabelFlags } from "~/domain/whitelabel";
import { headerAccount, serviceLinks } from "~/routes/account/header.server";
import { requestContext, servicesContext, type RequestState } from "./context";
import { downloadBarDismissed, readTheme } from "./cookies";
import { takeFlash } from "./flash";
import { getLocale, localeBundleHref } from "./i18n";
import { publicSession } from "./session";

/** The app shell's user agent (the native wrapper) carries this token. */
const APP_SHELL_UA = /\bMCApp\b/i;

/**
 * What every page's frame needs (the root loader): language, theme, toast, session and the header's
 * member info, menus and footer. No texts: the browser loads them once from /resources/locales.
 */
export async function loadRootData(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const locale = getLocale(context) as Locale;
  // Public data comes from the cache at once; without any known status the pages' own calls decide.
  const [status, merchant, theme, { flash, clear }, account, barDismissed] = await Promise.all([
    services.status.get().catch(() => services.status.peek() ?? null),
    services.merchant.get().catch(() => services.merchant.peek() ?? null),
    readTheme(request),
    takeFlash(request),
    headerAccount(request, state),
    downloadBarDismissed(request),
  ]);
  const gate = status ? systemStatus(status) : 0;
  const userAgent = request.headers.get("user-agent") ?? "";
  const links = status?.info.resources ?? [];
  const data = {
    locale,
    /** The cached, versioned address of this language's texts (loaded by the browser before hydration). */
    textsHref: localeBundleHref(locale),
    theme,
    // Its own id: the root data outlives client navigations, so the same message shown again (theme
    // switched twice) must still mount a new toast.
    flash: flash ? { ...flash, id: randomUUID() } : null,
    session: publicSession(state.session),
    // The header's member info and balance, and the whitelabel flags the menus depend on.
    account,
    flags: menuFlags(status),
    serviceLinks: serviceLinks(status),
    gate,
    // Shown by the region screen only: not echoed on every page.
    ip: gate === 2 ? await visitorIp(state) : "",
    languages: merchant?.languages.general ?? [],
    footerLinks: followLinks(links.map((r) => ({ type: r.resourceType, url: r.url }))),
    downloadUrl: downloadLink(links, { isIOS: isIOSDevice(userAgent) }),
    downloadBarDismissed: barDismissed,
    isApp: APP_SHELL_UA.test(userAgent),
  };
  const headers: Record<string, string> = {
    ...(clear ? { "Set-Cookie": clear } : {}),
    ...(gate === 1 ? { "Retry-After": "300" } : {}),
  };
  return { data, status: gate === 0 ? 200 : 503, headers };
}

/**
 * The visitor's own address as the backend sees it (the BFF passes it on every call). The shared,
 * cached status was asked by the BFF for everyone, so its location.ip is not this visitor's.
 */
async function visitorIp(state: RequestState): Promise<string> {
  return state.backend.getSiteStatus().then(
    (own) => own.location.ip,
    () => "",
  );
}

/** The whitelabel flags that are on, of those the menus read (the browser needs no others). */
function menuFlags(status: { info: { whitelabel: Parameters<typeof whitelabelFlags>[0] } } | null): string[] {
  if (!status) return [];
  const on = whitelabelFlags(status.info.whitelabel);
  return MENU_FLAGS.filter((flag) => on.has(flag));
}

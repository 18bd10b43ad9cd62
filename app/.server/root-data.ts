import type { Asked } from "./guards";
import { knownSiteStatus } from "./site-status";
import { randomUUID } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { LOCALES, type Locale } from "~/locales";
import { merchantLanguages, siteLanguages } from "~/domain/language";
import { countdownTarget, downloadLink, isAppShell, isIOSDevice, isIOSSafari } from "~/domain/download";
import { followLinks } from "~/domain/footer";
import { isHomePath } from "~/domain/paths";
import { systemStatus } from "~/domain/system-status";
import { headerAccount, serviceLinks } from "~/.server/header-account";
import { requestContext, servicesContext, type RequestState } from "./context";
import { downloadBarDismissed, readTheme } from "./cookies";
import { type CarriedAnswer, SESSION_ENDED, takeFlash, type Flash } from "./flash";
import { FRESH_PICTURE } from "~/domain/page-answer";
import { getLocale, localeBundleHref } from "./i18n";
import { announcementPopup } from "./popup";
import { publicSession } from "./session";
import { realityCheckFor } from "./reality-check";
import { unreadCounts } from "./unread";
import { hiddenPagesOf } from "./menu-pages";
import { leftMenuData } from "./left-menu";
import { imageUrl } from "./images";

/**
 * What every page's frame needs (the root loader): language, theme, toast, session and the header's
 * member info, menus and footer. No texts: the browser loads them once from /resources/locales.
 */
export async function loadRootData({ request, url }: Asked, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const state = context.get(requestContext);
  const locale = getLocale(context) as Locale;
  // Public data comes from the cache at once; without any known status the pages' own calls decide.
  const statusNow = knownSiteStatus(services);
  const home = isHomePath(url.pathname);
  // The left drawer open in the address (a page made with it open, as without JavaScript): its game
  // centre and banners come with the page; with JavaScript a drawer opened later fetches them.
  const leftMenu =
    url.searchParams.get("menu") === "left"
      ? statusNow.then((known) => leftMenuData(state, known, services.config.linkHosts)).catch(() => null)
      : null;
  // Responsible gambling (issue 11): real members with an interval only.
  const realityCheck = realityCheckFor(state);
  const [
    status,
    merchant,
    theme,
    { flash, clear },
    account,
    barDismissed,
    unread,
    popup,
    promotions,
    service,
  ] = await Promise.all([
    statusNow,
    services.merchant.get().catch(() => services.merchant.peek() ?? null),
    readTheme(request),
    takeFlash(request),
    headerAccount({ request, url }, state),
    downloadBarDismissed(request),
    // Members only (never guests or trial players), each count cached per session: without
    // JavaScript every page carries them; with it /resources/unread refreshes them.
    statusNow.then((known) => unreadCounts(state, known)),
    // Home only: the popup is in the page's first paint (decision 0047).
    home ? announcementPopup(request, state, services.config.linkHosts).catch(() => null) : null,
    // The promotions switched on (shared, cached): the one source of REFERRAL, as the share page reads it.
    state.backend.availablePromotions().catch(() => [] as string[]),
    // The customer-service call (accounts §7; shared, cached, bounded by the backend timeout); when it
    // fails, the status payload's links stand in.
    state.backend.getCustomerService().catch(() => null),
  ]);
  const gate = status ? systemStatus(status) : 0;
  const userAgent = request.headers.get("user-agent") ?? "";
  const links = status?.info.resources ?? [];
  const icon = appIcon(links, status?.info.imageCDNs ?? []);
  const data = {
    locale,
    /** The cached, versioned address of this language's texts (loaded by the browser before hydration). */
    textsHref: localeBundleHref(locale),
    theme,
    // Its own id: the root data outlives client navigations, so the same message shown again (theme
    // switched twice) must still mount a new toast.
    flash: toastOf(flash && !flash.form ? flash : state.sessionEnded ? SESSION_ENDED : null),
    // A refused form's answer after POST → 303 → GET without JavaScript (.server/form-answer.ts).
    formAnswer: await carriedAnswer(state, flash?.form ?? null),
    session: publicSession(state.session),
    // The header's member info and balance.
    account,
    unread,
    popup,
    realityCheck: await realityCheck,
    leftMenu: await leftMenu,
    // The menus: the pages this merchant's flags hide, and whether the share entry shows.
    hiddenPages: hiddenPagesOf(services, status),
    referralEnabled: promotions.includes("REFERRAL"),
    // The operator's app download switch (the same call): bar, app icon, popup and its bonus.
    appDownloadEnabled: promotions.includes("APP_DOWNLOAD"),
    serviceLinks: serviceLinks(service ?? status?.info.customerService ?? []),
    gate,
    // Shown by the region screen only: not echoed on every page.
    ip: gate === 2 ? await visitorIp(state) : "",
    // The merchant's languages we have texts for (decision 0034).
    languages: siteLanguages(merchant ? merchantLanguages(merchant.languages) : [], LOCALES),
    footerLinks: followLinks(links.map((r) => ({ type: r.resourceType, url: r.url }))),
    downloadUrl: downloadLink(links, { isIOS: isIOSDevice(userAgent) }),
    downloadBarDismissed: barDismissed,
    // The merchant's "requires login" property of the download bar (accounts §2 "Download prompts").
    downloadBarNeedsLogin: status?.info.register.downloadBarLogin ?? false,
    // The app's icon in the download bar and popup (the AppDownloadIcon resource, accounts §3).
    downloadIcon: icon,
    // The download popup's links for each platform, the device, and its limited offer's end.
    downloadPopup: {
      android: resourceUrl(links, "Android"),
      ios: resourceUrl(links, "IOS"),
      profile: resourceUrl(links, "MOBILECONFIG"),
      isIOS: isIOSDevice(userAgent),
      isSafari: isIOSSafari(userAgent),
      offerEndsAt: countdownTarget(Date.now()),
      icon,
    },
    isApp: isAppShell(userAgent),
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

/** A toast of the root data; its own id (see `flash` above). */
const toastOf = (flash: Flash | null) =>
  flash ? { kind: flash.kind, messageKey: flash.messageKey, id: randomUUID() } : null;

function appIcon(resources: ReadonlyArray<{ resourceType: string; url?: string | null }>, cdns: string[]) {
  const icon = resourceUrl(resources, "AppDownloadIcon");
  return icon ? imageUrl(icon, cdns) : null;
}

function resourceUrl(resources: ReadonlyArray<{ resourceType: string; url?: string | null }>, type: string) {
  return resources.find((r) => r.resourceType === type && r.url)?.url ?? null;
}

/** A carried answer that showed a captcha picture shows a fresh one (form-answer.ts FRESH_PICTURE). */
async function carriedAnswer(state: RequestState, form: CarriedAnswer | null): Promise<CarriedAnswer | null> {
  if (form?.captcha !== FRESH_PICTURE) return form;
  return { ...form, captcha: await state.backend.getCaptcha().catch(() => null) };
}

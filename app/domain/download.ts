// App download prompts (accounts §2 "Download prompts", "Home header").
import { isHomePath } from "./paths";

export type ClientContext = { inApp: boolean; installedWebApp: boolean };

// Top bar: hidden when the operator's app download (APP_DOWNLOAD) is off, in the app, in an installed
// web app, without a link for the platform, once dismissed, or to a guest when the merchant's
// property says it requires login (§2 "May require login via a property").
export function showsDownloadBar(
  ctx: ClientContext & {
    downloadEnabled: boolean;
    hasLink: boolean;
    dismissed: boolean;
    requiresLogin: boolean;
    loggedIn: boolean;
  },
): boolean {
  return (
    ctx.downloadEnabled &&
    !ctx.inApp &&
    !ctx.installedWebApp &&
    ctx.hasLink &&
    !ctx.dismissed &&
    (!ctx.requiresLogin || ctx.loggedIn)
  );
}

// The download button: home paths only, outside the app/web app, when download is enabled and a link
// exists. At 390 px the header (a member's balance, deposit, withdraw and icon; a guest's free play,
// register, login) has no room for it, so it is the notice row's app icon (decision 0075), which opens
// the download popup.
export function showsDownloadButton(
  ctx: ClientContext & { pathname: string; downloadEnabled: boolean; hasLink: boolean },
): boolean {
  return isHomePath(ctx.pathname) && !ctx.inApp && !ctx.installedWebApp && ctx.downloadEnabled && ctx.hasLink;
}

export type DownloadButton = "android" | "ios" | "profile" | "addToHomeScreen";

// Android on desktop or any non-iOS device; iOS and profile only on iOS; add-to-home-screen only in
// Safari on iOS when not installed.
export function downloadButtons(device: {
  isIOS: boolean;
  isSafari: boolean;
  installed: boolean;
}): DownloadButton[] {
  if (!device.isIOS) return ["android"];
  return ["ios", "profile", ...(device.isSafari && !device.installed ? (["addToHomeScreen"] as const) : [])];
}

// On iOS outside Safari the popup alerts "Please use Safari for download App."
export function needsSafariAlert(device: { isIOS: boolean; isSafari: boolean }): boolean {
  return device.isIOS && !device.isSafari;
}

/** The app's shell (the native wrapper) carries this token in its user agent. */
export function isAppShell(userAgent: string): boolean {
  return /\bMCApp\b/i.test(userAgent);
}

/**
 * The platform a session starts on, told to the backend at login and registration: "app" in the
 * app's shell, else "html5" (games §7's platform constant for the mobile web). The app-download
 * bonus is paid to app sessions only (issue 49 item 10).
 */
export type ClientPlatform = "html5" | "app";

export function clientPlatform(userAgent: string): ClientPlatform {
  return isAppShell(userAgent) ? "app" : "html5";
}

// iPhone, iPad and iPod browsers (and the app shell on them) say so in the user agent.
export function isIOSDevice(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

// The app link for the visitor's platform: the IOS resource on iOS, the Android one anywhere else;
// null when the merchant has no link for that platform.
export function downloadLink(
  resources: ReadonlyArray<{ resourceType: string; url?: string | null }>,
  device: { isIOS: boolean },
): string | null {
  const type = device.isIOS ? "IOS" : "Android";
  return resources.find((r) => r.resourceType === type && r.url)?.url ?? null;
}

/**
 * The popup's countdown target: 2 to 9 whole hours plus random minutes and seconds from now
 * (accounts §9), so always at least 2 h and under 10 h ahead. `random` returns [0, 1).
 */
export function countdownTarget(now: number, random: () => number = Math.random): number {
  const hours = 2 + Math.floor(random() * 8);
  const minutes = Math.floor(random() * 60);
  const seconds = Math.floor(random() * 60);
  return now + ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** Days, hours, minutes and seconds left until `target` (all zero once it has passed). */
export function countdownParts(target: number, now: number): { d: number; h: number; m: number; s: number } {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    d: Math.floor(left / 86_400),
    h: Math.floor((left % 86_400) / 3600),
    m: Math.floor((left % 3600) / 60),
    s: left % 60,
  };
}

/** Safari on iOS says "Safari" and none of the other iOS browsers' tokens (Chrome, Firefox, Edge, Opera, in-app views). */
export function isIOSSafari(userAgent: string): boolean {
  return (
    isIOSDevice(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Line\/|MicroMessenger/.test(userAgent)
  );
}

/** Which layer of the download popup the address asks for (?download=1 or ?download=home), if any. */
export function downloadLayer(search: string): "main" | "home" | null {
  const value = new URLSearchParams(search).get("download");
  return value === "home" ? "home" : value ? "main" : null;
}

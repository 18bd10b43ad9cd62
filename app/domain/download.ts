// App download prompts (accounts §2 "Download prompts", "Home header").
import { isHomePath } from "./paths";

export type ClientContext = { inApp: boolean; installedWebApp: boolean };

// Top bar: hidden in the app, in an installed web app, without a link for the platform, or once dismissed.
export function showsDownloadBar(ctx: ClientContext & { hasLink: boolean; dismissed: boolean }): boolean {
  return !ctx.inApp && !ctx.installedWebApp && ctx.hasLink && !ctx.dismissed;
}

// Header button: home paths only, outside the app/web app, when download is enabled and a link exists.
/** @later issue 10: the home header's download button (knip.config.ts). */
export function showsDownloadButton(
  ctx: ClientContext & { pathname: string; downloadEnabled: boolean; hasLink: boolean },
): boolean {
  return isHomePath(ctx.pathname) && !ctx.inApp && !ctx.installedWebApp && ctx.downloadEnabled && ctx.hasLink;
}

export type DownloadButton = "android" | "ios" | "profile" | "addToHomeScreen";

// Android on desktop or any non-iOS device; iOS and profile only on iOS; add-to-home-screen only in
// Safari on iOS when not installed.
/** @later issue 10: the download popup (knip.config.ts). */
export function downloadButtons(device: {
  isIOS: boolean;
  isSafari: boolean;
  installed: boolean;
}): DownloadButton[] {
  if (!device.isIOS) return ["android"];
  return ["ios", "profile", ...(device.isSafari && !device.installed ? (["addToHomeScreen"] as const) : [])];
}

// On iOS outside Safari the popup alerts "Please use Safari for download App."
/** @later issue 10: the download popup (knip.config.ts). */
export function needsSafariAlert(device: { isIOS: boolean; isSafari: boolean }): boolean {
  return device.isIOS && !device.isSafari;
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

// Home banner carousel and notice ticker (games §2, accounts §2 "Home banner carousel").
import { safeRedirect } from "./redirect";
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const DEFAULT_SLIDE_SPEED_MS = 300; // the carousel's own default speed

// Autoplay is always 5 s (the spec ties only loop and speed to the count); a single banner neither loops
// nor uses the slow 1 s slide.
export function bannerCarouselOptions(count: number) {
  const several = count > 1;
  return {
    autoplayMs: BANNER_AUTOPLAY_MS,
    loop: several,
    speedMs: several ? BANNER_SPEED_MS : DEFAULT_SLIDE_SPEED_MS,
  } as const;
}

export type BannerGroup = "m_home" | "m_leftmenu" | "m_reg";
export type Banner = { url: string; groupName: string };

// Home uses m_home, the left menu m_leftmenu, registration m_reg.
export function bannersOf<B extends Banner>(banners: readonly B[], group: BannerGroup): B[] {
  return banners.filter((b) => b.groupName === group);
}

// Tapping a ticker title opens that announcement on the notice page.
export function noticeLink(index: number): string {
  return `/m/notice?index=${index}`;
}

/**
 * Where a banner (or a CMS link) may lead: a path on this site, or an http(s) address on one of the
 * configured hosts (`name` or `name:port`, docs/decisions/0021); anything else (`//other.site`,
 * `javascript:`, a foreign host) is no link at all.
 */
export function bannerLink(link: string | null, hosts: readonly string[]): string | null {
  if (!link) return null;
  if (link.startsWith("/")) return safeRedirect(link, "") || null;
  try {
    const url = new URL(link);
    return (url.protocol === "https:" || url.protocol === "http:") && hosts.includes(url.host)
      ? url.href
      : null;
  } catch {
    return null;
  }
}

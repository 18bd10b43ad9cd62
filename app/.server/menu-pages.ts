// The pages that name a menu flag in their handle (issue 22), read from the route modules themselves:
// the host hands the build's routes (server/app.ts), the tests the route config's modules. Nothing
// else keeps a list of which page hangs on which whitelabel flag.
import { hiddenPages, isMenuFlag, type MenuFlag, type PageFlags } from "~/domain/menus";
import { whitelabelFlags } from "~/domain/whitelabel";
import type { SiteStatus } from "./backend/schemas/system";
import type { AppServices } from "./context";

type RouteWithModule = { path?: string; module?: { handle?: unknown } };

/** Each routed page whose handle names a `menuFlag`, by its path. */
export function menuPagesOf(routes: Iterable<RouteWithModule | undefined>): PageFlags {
  const pages: Array<readonly [string, MenuFlag]> = [];
  for (const route of routes) {
    const flag = (route?.module?.handle as { menuFlag?: unknown } | undefined)?.menuFlag;
    if (route?.path && isMenuFlag(flag)) pages.push([route.path, flag]);
  }
  return pages;
}

/**
 * The paths this merchant's whitelabel flags keep out of every menu, from the site status. Without
 * a known status no flag is known to be on, so every flagged page is left out: no menu links a page
 * that may be off. Every menu (drawers, member centre, agent grid and footer, bottom menu) reads this.
 */
export function hiddenPagesOf(services: AppServices, status: SiteStatus | null): string[] {
  const flagsOn = status ? whitelabelFlags(status.info.whitelabel) : new Set<string>();
  return hiddenPages(services.config.menuPages, flagsOn);
}

// The pages that name a menu flag in their handle (issue 22), read from the route modules themselves:
// the host hands the build's routes (server/app.ts), the tests the route config's modules. Nothing
// else keeps a list of which page hangs on which whitelabel flag.
import { hiddenPages, MENU_FLAGS, type MenuFlag, type PageFlags } from "~/domain/menus";
import type { AppServices } from "./context";

type RouteWithModule = { path?: string; module?: { handle?: unknown } };

const isMenuFlag = (value: unknown): value is MenuFlag =>
  typeof value === "string" && (MENU_FLAGS as readonly string[]).includes(value);

/** Each routed page whose handle names a `menuFlag`, by its path. */
export function menuPagesOf(routes: Iterable<RouteWithModule | undefined>): PageFlags {
  const pages: Array<readonly [string, MenuFlag]> = [];
  for (const route of routes) {
    const flag = (route?.module?.handle as { menuFlag?: unknown } | undefined)?.menuFlag;
    if (route?.path && isMenuFlag(flag)) pages.push([route.path, flag]);
  }
  return pages;
}

/** The paths this merchant's whitelabel flags keep out of every menu. */
export function pagesHiddenBy(services: AppServices, flagsOn: ReadonlySet<string>): string[] {
  return hiddenPages(services.config.menuPages, flagsOn);
}

// The app's route config (app/routes.ts) as tests read it: which module answers an address, and the
// page handle (app/domain/page.ts) that module exports.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import type { PageHandle } from "~/domain/page";
import type { PageFlags } from "~/domain/menus";
import { menuPagesOf } from "~/.server/menu-pages";
import routes from "~/routes";

/** The module of the catch-all, which sends an unknown address home. */
export const CATCH_ALL = "routes/not-found.ts";

const asRouteObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) => ({
    id: entry.id ?? entry.file,
    path: entry.path,
    index: entry.index,
    children: entry.children ? asRouteObjects(entry.children) : undefined,
  })) as RouteObject[];

/** The module file (under app/) that answers `to`, a path with maybe a query. */
export function pageOf(to: string): string | undefined {
  const matches = matchRoutes(asRouteObjects(routes), to.split(/[?#]/)[0]);
  const id = matches?.at(-1)?.route.id;
  return routes.find((r) => (r.id ?? r.file) === id)?.file ?? id;
}

/** Every path of the config that names no parameter or wildcard. */
export const plainPaths = (): string[] =>
  routes.map((r) => r.path).filter((p): p is string => p !== undefined && !/[:*]/.test(p));

type RouteModule = { default?: unknown; handle?: PageHandle; middleware?: unknown[] };

/** The module that answers `to` (undefined: no route, or the catch-all). */
export async function moduleOf(to: string): Promise<RouteModule | undefined> {
  const file = pageOf(to);
  if (!file || file === CATCH_ALL) return undefined;
  return (await import(/* @vite-ignore */ `../../app/${file}`)) as RouteModule;
}

/** The handle of the module that answers `to` (undefined: it exports none). */
export async function handleOf(to: string): Promise<PageHandle | undefined> {
  return (await moduleOf(to))?.handle;
}

/** The pages of the route config whose handle names a menu flag, as the host reads them from the build. */
export async function menuPagesOfConfig(): Promise<PageFlags> {
  const paths = plainPaths();
  return menuPagesOf(await Promise.all(paths.map(async (path) => ({ path, module: await moduleOf(path) }))));
}

/** Whether the module answering `to` is a page (it renders something), not a resource route. */
export async function isPage(to: string): Promise<boolean> {
  return typeof (await moduleOf(to))?.default === "function";
}

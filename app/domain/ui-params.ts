// Query parameters that only open or close a layer of the page (the download popup, the side drawers):
// they live in the address so they work without JavaScript, but the page's data does not depend on them.
import { onlyAsks } from "./asking-posts";

export const UI_PARAMS = ["download", "menu"] as const;

/** A query without UI_PARAMS, in a fixed order: what the page itself reads of it. */
function pageQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of UI_PARAMS) params.delete(name);
  params.sort();
  return params.toString();
}

/** Same path and the same query apart from UI_PARAMS: a page's loader need not run again. */
export function onlyUiParamsChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  return pageQuery(current.search) === pageQuery(next.search) && current.search !== next.search;
}

/** What React Router hands a route's `shouldRevalidate` that this rule reads. */
type RevalidationArgs = {
  formMethod?: string;
  formData?: FormData;
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
};

/**
 * A page's `shouldRevalidate`: opening or closing a drawer or the download popup (`?menu=`,
 * `?download=`) keeps the page's data, so its loader does not run again for that; nor does a post
 * that only asks for a picture or an SMS code (asking-posts.ts). Here, beside `pageOf` that the shell
 * reads, it adds no chunk of its own to a page's first load.
 */
export function keepDataForUiParams(args: RevalidationArgs): boolean {
  if (onlyAsks(args.formData)) return false;
  if (!args.formMethod && onlyUiParamsChanged(args.currentUrl, args.nextUrl)) return false;
  return args.defaultShouldRevalidate;
}

/**
 * The page an address shows: its path and query without UI_PARAMS. Opening a drawer or the popup
 * is the same page, so it keeps what was typed into it.
 */
export function pageOf(pathname: string, search: string): string {
  const query = pageQuery(search);
  return query ? `${pathname}?${query}` : pathname;
}

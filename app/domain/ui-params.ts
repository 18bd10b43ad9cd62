// Query parameters that only open or close a layer of the page (the download popup, the side drawers):
// they live in the address so they work without JavaScript, but the page's data does not depend on them.
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

/**
 * The page an address shows: its path and query without UI_PARAMS. Opening a drawer or the popup
 * is the same page, so it keeps what was typed into it.
 */
export function pageOf(pathname: string, search: string): string {
  const query = pageQuery(search);
  return query ? `${pathname}?${query}` : pathname;
}

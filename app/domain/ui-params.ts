// Query parameters that only open or close a layer of the page (the download popup, the side drawers):
// they live in the address so they work without JavaScript, but the page's data does not depend on them.
export const UI_PARAMS = ["download", "menu"] as const;

/** Same path and the same query apart from UI_PARAMS: a page's loader need not run again. */
export function onlyUiParamsChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of UI_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next) && current.search !== next.search;
}

/** The current address with one query parameter set (or removed with null): drawers and the balance mask live in the query, so they work without JavaScript. */
export function withParam(pathname: string, search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

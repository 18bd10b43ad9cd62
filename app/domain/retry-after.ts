// When to try again (issue 49 item 12): a refusal for too many tries says how long to wait, from the
// limiter's own time, in whole minutes (at least one). A message key that comes as data carries its
// number in the key itself ("too_many_requests_wait?minutes=3"), so every form that already shows a
// refusal's key shows this one too, read by one function (ui/forms/say.ts).

/** The whole minutes until a try counts again (never 0: "try again in 0 min" says nothing). */
export function retryMinutes(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 60_000));
}

/** A message key with its numbers, as data. */
export function keyWithValues(key: string, values: Record<string, number>): string {
  const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

/** A data-borne key and the numbers it carries; a plain key carries none. Only digits are values. */
export function splitKey(keyAndValues: string): { key: string; values: Record<string, number> } {
  const at = keyAndValues.indexOf("?");
  if (at < 0) return { key: keyAndValues, values: {} };
  const values: Record<string, number> = {};
  for (const [name, value] of new URLSearchParams(keyAndValues.slice(at + 1)))
    if (/^\d{1,6}$/.test(value)) values[name] = Number(value);
  return { key: keyAndValues.slice(0, at), values };
}

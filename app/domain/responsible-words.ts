// How responsible-gambling refusals and amounts are put into words (docs/decisions/0028): the
// backend names the limit and the time; the page says it in the player's language.
import { LIMIT_NAMES, type LimitName } from "./responsible";

/** What a `responsible.refused` answer names: a limit, a break or a self-exclusion. */
export type RefusalLimit = LimitName | "break" | "selfExclusion";

const KNOWN: ReadonlySet<string> = new Set<string>([...LIMIT_NAMES, "break", "selfExclusion"]);

/** The text key (in the "responsible" namespace) that explains a refusal; null for an unknown limit. */
export function refusalKey(limit: string): `refused.${RefusalLimit}` | null {
  return KNOWN.has(limit) ? (`refused.${limit}` as `refused.${RefusalLimit}`) : null;
}

/**
 * A moment as the player reads it: date and time in their language, in UTC (said so), the same on
 * the server and in the browser.
 */
export function formatInstant(ms: number, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(ms);
  return `${text} UTC`;
}

// What a member may type as a responsible-gambling limit (issue 21): refused at the field with the
// allowed range named, never sent on to be refused as "could not be saved". Money limits are cents
// (typed in the visitor's locale), the session limit minutes.
import { parseAmountCents } from "./money";
import type { LimitName } from "./responsible";

/** The ranges a limit may be set to; 0 is a real choice for money (no deposits, no losses). */
export const LIMIT_RANGES = {
  money: { min: 0, max: 1_000_000_000 },
  session: { min: 1, max: 1440 },
} as const;

export const limitRange = (name: LimitName) =>
  name === "session" ? LIMIT_RANGES.session : LIMIT_RANGES.money;

const ZERO = /^0+(?:[.,]0{1,2})?$/;

/**
 * The value typed for limit `name`, or why it is refused: "format" for text that is not an amount
 * (minutes: a whole number), "range" for a value outside `limitRange(name)`.
 */
export function readLimitValue(
  name: LimitName,
  typed: string,
  locale: string,
): { value: number } | { error: "format" | "range" } {
  const text = typed.trim();
  let value: number | null;
  if (name === "session") value = /^\d{1,12}$/.test(text) ? Number(text) : null;
  else value = ZERO.test(text) ? 0 : parseAmountCents(text, locale);
  if (value === null) return { error: "format" };
  const { min, max } = limitRange(name);
  return value < min || value > max ? { error: "range" } : { value };
}

// The birthday check (accounts §5 locale texts: "birthday check for 21 years"; "age 18 (21 in
// some)"). Where a form asks for a date of birth (real-name verification, whose document carries
// one) the member must be 21 or over on the day it is sent. Dates are ISO calendar days,
// "YYYY-MM-DD", compared in UTC as the platform stores them. Messages are keys under
// "member.realName.errors.".

/** The age the birthday check asks for. */
export const BIRTHDAY_MIN_AGE = 21;
const OLDEST_YEAR = 1900;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2001-02-29 is not one). */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whole years from `birthday` to `today`; a 29 February birthday comes on 1 March in other years. */
export function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) >= birthday.slice(5) ? years : years - 1;
}

export type BirthdayRefusal = "birthday_invalid" | "birthday_age";

/** Why a date of birth is refused on `today`, or null: not a day (or future, or before 1900), or under 21. */
export function birthdayRefusal(birthday: string, today: string): BirthdayRefusal | null {
  if (!isCalendarDay(birthday) || birthday > today || Number(birthday.slice(0, 4)) < OLDEST_YEAR)
    return "birthday_invalid";
  return ageOn(birthday, today) >= BIRTHDAY_MIN_AGE ? null : "birthday_age";
}

/** Today as the platform counts it (UTC), for the schema's `today`. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

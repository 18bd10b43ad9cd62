// The platform's birthday check (accounts §5 locale texts: "birthday check for 21 years"), as the
// reference backend enforces it on a real-name check: a real calendar day (YYYY-MM-DD, not in the
// future, not before 1900) and 21 years or more on the day (UTC). Its own copy of the rule (issue
// 22); tests/unit/reference-backend/form-rules.test.ts checks it against app/domain/birthday.ts.

export const MIN_AGE = 21;

export type BirthdayFault = "invalid" | "age";

/** What is wrong with a date of birth on `today`, or null. */
export function birthdayFault(birthday: string, today: string): BirthdayFault | null {
  const date = new Date(`${birthday}T00:00:00Z`);
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(birthday) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === birthday;
  if (!real || birthday > today || birthday < "1900-01-01") return "invalid";
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  const age = today.slice(5) >= birthday.slice(5) ? years : years - 1;
  return age >= MIN_AGE ? null : "age";
}

import { describe, expect, it } from "vitest";
import { ageOn, BIRTHDAY_MIN_AGE, birthdayRefusal, isCalendarDay } from "~/domain/birthday";

describe("the birthday check (accounts §5 locale texts: birthday check for 21 years)", () => {
  it("asks for 21 years", () => {
    expect(BIRTHDAY_MIN_AGE).toBe(21);
  });

  it("counts whole years: the birthday itself is the day a year is reached", () => {
    expect(ageOn("2005-12-01", "2026-12-01")).toBe(21);
    expect(ageOn("2005-12-02", "2026-12-01")).toBe(20);
    expect(ageOn("2005-01-31", "2026-02-01")).toBe(21);
  });

  it("gives a 29 February birthday its year on 1 March when February has 28 days", () => {
    expect(ageOn("2004-02-29", "2025-02-28")).toBe(20);
    expect(ageOn("2004-02-29", "2025-03-01")).toBe(21);
    expect(ageOn("2004-02-29", "2028-02-29")).toBe(24);
  });

  it("refuses a member under 21, and anything that is not a day of the past", () => {
    expect(birthdayRefusal("2005-12-01", "2026-12-01")).toBeNull();
    expect(birthdayRefusal("2005-12-02", "2026-12-01")).toBe("birthday_age");
    expect(birthdayRefusal("2026-12-02", "2026-12-01")).toBe("birthday_invalid");
    expect(birthdayRefusal("1899-12-31", "2026-12-01")).toBe("birthday_invalid");
    expect(birthdayRefusal("01/02/1990", "2026-12-01")).toBe("birthday_invalid");
  });

  it("knows calendar days", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2023-02-29")).toBe(false);
    expect(isCalendarDay("2023-13-01")).toBe(false);
    expect(isCalendarDay("2023-1-01")).toBe(false);
  });
});

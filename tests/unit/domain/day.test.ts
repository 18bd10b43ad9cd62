// Days as the platform keeps them (app/domain/day.ts): UTC calendar days, one "today".
import { describe, expect, it } from "vitest";
import { dayOfMs, isDay, msOfDay, todayOf } from "~/domain/day";

describe("days", () => {
  it("today is the UTC day of the instant, also just before and after midnight UTC", () => {
    expect(todayOf(Date.UTC(2026, 10, 26, 23, 59, 59))).toBe("2026-11-26");
    expect(todayOf(Date.UTC(2026, 10, 27, 0, 0, 0))).toBe("2026-11-27");
  });

  it("reads only real calendar days", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(["2026-02-30", "2026-13-45", "9999-99-99", "2026-1-1", "", null].some((d) => isDay(d))).toBe(
      false,
    );
    expect(dayOfMs(msOfDay("2026-11-26"))).toBe("2026-11-26");
  });
});

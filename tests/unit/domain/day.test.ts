// Days (app/domain/day.ts): one "today", in the visitor's zone, the platform's (UTC) when unknown.
import { describe, expect, it } from "vitest";
import { dayOfMs, hourOf, isDay, isTimeZone, msOfDay, todayOf } from "~/domain/day";

describe("days", () => {
  it("today is the UTC day of the instant, also just before and after midnight UTC", () => {
    expect(todayOf(Date.UTC(2026, 10, 26, 23, 59, 59))).toBe("2026-11-26");
    expect(todayOf(Date.UTC(2026, 10, 27, 0, 0, 0))).toBe("2026-11-27");
  });

  it("today ends at the visitor's midnight, not the platform's", () => {
    // 2026-11-26 20:30 UTC is already the 27th in Shanghai (UTC+8), still the 26th in New York.
    const evening = Date.UTC(2026, 10, 26, 20, 30);
    expect(todayOf(evening, "Asia/Shanghai")).toBe("2026-11-27");
    expect(todayOf(evening, "America/New_York")).toBe("2026-11-26");
    expect(todayOf(evening, "UTC")).toBe("2026-11-26");
    // Half-hour zones too: 18:29 UTC is 23:59 in Kolkata (UTC+5:30), 18:30 the next day.
    expect(todayOf(Date.UTC(2026, 10, 26, 18, 29), "Asia/Kolkata")).toBe("2026-11-26");
    expect(todayOf(Date.UTC(2026, 10, 26, 18, 30), "Asia/Kolkata")).toBe("2026-11-27");
    expect(hourOf(evening, "Asia/Shanghai")).toBe(4);
    expect(hourOf(evening, "Asia/Ho_Chi_Minh")).toBe(3);
  });

  it("knows real zones only; an unknown one counts as the platform's", () => {
    expect(["Asia/Shanghai", "America/New_York", "UTC", "Asia/Ho_Chi_Minh"].every(isTimeZone)).toBe(true);
    expect(["Mars/Olympus", "", "../etc", "Asia/Shanghai;x", 7, null].some(isTimeZone)).toBe(false);
    expect(todayOf(Date.UTC(2026, 10, 26, 20, 30), "Mars/Olympus")).toBe("2026-11-26");
  });

  it("reads only real calendar days", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(["2026-02-30", "2026-13-45", "9999-99-99", "2026-1-1", "", null].some((d) => isDay(d))).toBe(
      false,
    );
    expect(dayOfMs(msOfDay("2026-11-26"))).toBe("2026-11-26");
  });
});

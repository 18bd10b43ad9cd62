// The reference backend's days as instants (packages/reference-backend/src/days.ts): a day of the
// caller's zone, the platform's UTC day without one, right across a clock change.
import { describe, expect, it } from "vitest";
import { dayStartMs, daysOf, isTimeZone, rangeIso } from "@mobile-front/reference-backend/testing";

const iso = (ms: number) => new Date(ms).toISOString();

describe("a day of a zone as instants", () => {
  it("starts at the zone's midnight", () => {
    expect(iso(dayStartMs("2026-11-27"))).toBe("2026-11-27T00:00:00.000Z");
    expect(iso(dayStartMs("2026-11-27", "Asia/Shanghai"))).toBe("2026-11-26T16:00:00.000Z");
    expect(iso(dayStartMs("2026-11-27", "Asia/Kolkata"))).toBe("2026-11-26T18:30:00.000Z");
    expect(iso(dayStartMs("2026-11-27", "America/New_York"))).toBe("2026-11-27T05:00:00.000Z");
  });

  it("follows a clock change: New York's 8 March 2026 has 23 hours", () => {
    expect(iso(dayStartMs("2026-03-08", "America/New_York"))).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(dayStartMs("2026-03-09", "America/New_York"))).toBe("2026-03-09T04:00:00.000Z");
    expect(rangeIso({ start: "2026-03-08", end: "2026-03-08", timeZone: "America/New_York" })).toEqual([
      "2026-03-08T05:00:00.000Z",
      "2026-03-09T04:00:00.000Z",
    ]);
  });

  it("lists each day of a range with its instants, for figures per day", () => {
    expect(daysOf({ start: "2026-11-26", end: "2026-11-27", timeZone: "Asia/Shanghai" })).toEqual([
      { day: "2026-11-26", from: "2026-11-25T16:00:00.000Z", to: "2026-11-26T16:00:00.000Z" },
      { day: "2026-11-27", from: "2026-11-26T16:00:00.000Z", to: "2026-11-27T16:00:00.000Z" },
    ]);
  });

  it("knows real zones only", () => {
    expect(isTimeZone("Asia/Ho_Chi_Minh")).toBe(true);
    expect(["Mars/Olympus", "", "Asia/Shanghai'--"].some(isTimeZone)).toBe(false);
  });
});

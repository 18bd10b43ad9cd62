// The one reader of a page's date range and page (issue 22): the same answer to the same bad address
// on the bet record, the deposit record and the agent's team pages.
import { describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS, oldestDay, readDayRange, readPage } from "~/domain/day-range";

const TODAY = "2026-11-23";
const week = { defaultDays: 7 };
const read = (start: string | null, end: string | null, rule = week) => readDayRange(start, end, TODAY, rule);

describe("readDayRange", () => {
  it("defaults to the page's span ending today, or ending on the end given", () => {
    expect(read(null, null)).toEqual({ start: "2026-11-17", end: TODAY });
    expect(read(null, null, { defaultDays: 1 })).toEqual({ start: TODAY, end: TODAY });
    expect(read(null, "2026-11-10")).toEqual({ start: "2026-11-04", end: "2026-11-10" });
  });

  it("keeps a good range as it is", () => {
    expect(read("2026-11-01", "2026-11-10")).toEqual({ start: "2026-11-01", end: "2026-11-10" });
  });

  it("treats a day that is no day as absent", () => {
    expect(read("2026-02-30", "2026-11-10")).toEqual({ start: "2026-11-04", end: "2026-11-10" });
    expect(read("2026-11-01", "2026-13-45")).toEqual({ start: "2026-11-01", end: TODAY });
  });

  it("turns a reversed range round and stops at today", () => {
    expect(read("2026-11-20", "2026-11-10")).toEqual({ start: "2026-11-10", end: "2026-11-20" });
    expect(read("2026-11-20", "2027-01-01")).toEqual({ start: "2026-11-20", end: TODAY });
    expect(read("2027-01-01", null)).toEqual({ start: TODAY, end: TODAY });
  });

  it("spans 90 days at most, keeping the end", () => {
    expect(MAX_RANGE_DAYS).toBe(90);
    expect(read("2026-01-01", "2026-11-10")).toEqual({ start: "2026-08-13", end: "2026-11-10" });
  });

  it("keeps within a page's history", () => {
    const rule = { defaultDays: 7, historyDays: 90 };
    expect(oldestDay(TODAY, 90)).toBe("2026-08-26");
    expect(read("2020-01-01", TODAY, rule)).toEqual({ start: "2026-08-26", end: TODAY });
    expect(read("2020-01-01", "2020-02-01", rule)).toEqual({ start: "2026-08-26", end: "2026-08-26" });
  });
});

describe("readPage", () => {
  it("reads a whole number from 1 to 10 000, anything else is 1", () => {
    expect(readPage("3")).toBe(3);
    expect(readPage("10000")).toBe(10_000);
    for (const raw of [null, "0", "-1", "x", "1.5", "01", "10001", "99999999"]) expect(readPage(raw)).toBe(1);
  });
});

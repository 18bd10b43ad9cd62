import { describe, expect, it } from "vitest";
import { quickRanges, readRecordQuery, recordSearch } from "~/domain/records";

const TODAY = "2026-11-23";
const read = (search: string) => readRecordQuery(new URLSearchParams(search), TODAY);

describe("readRecordQuery", () => {
  it("defaults to the last 7 days, page 1, and asks for the corrected URL", () => {
    expect(read("")).toEqual({ query: { start: "2026-11-17", end: TODAY, page: 1 }, corrected: true });
  });

  it("keeps a good query as it is", () => {
    expect(read("start=2026-11-01&end=2026-11-10&page=3")).toEqual({
      query: { start: "2026-11-01", end: "2026-11-10", page: 3 },
      corrected: false,
    });
    expect(read("start=2026-11-01&end=2026-11-10").corrected).toBe(false);
  });

  it("puts a reversed range in order", () => {
    expect(read("start=2026-11-10&end=2026-11-01").query).toMatchObject({
      start: "2026-11-01",
      end: "2026-11-10",
    });
  });

  it("clips a range to today and to the 90-day history", () => {
    expect(read("start=2026-11-20&end=2027-01-01").query).toMatchObject({ start: "2026-11-20", end: TODAY });
    expect(read("start=2020-01-01&end=2026-11-23").query.start).toBe("2026-08-26");
  });

  it("corrects days that are not days and pages that are not pages", () => {
    expect(read("start=2026-02-30&end=2026-11-10").query.start).toBe("2026-11-04");
    expect(read("start=yesterday&end=2026-11-10").corrected).toBe(true);
    for (const page of ["0", "-1", "x", "1.5"]) {
      const { query, corrected } = read(`start=2026-11-01&end=2026-11-10&page=${page}`);
      expect(query.page).toBe(1);
      expect(corrected).toBe(true);
    }
  });
});

describe("recordSearch", () => {
  it("writes the range, the page past 1 and the page's own parameters", () => {
    expect(recordSearch({ start: "2026-11-01", end: "2026-11-10", page: 1 })).toBe(
      "?start=2026-11-01&end=2026-11-10",
    );
    expect(recordSearch({ start: "2026-11-01", end: "2026-11-10", page: 2 }, { types: "A" })).toBe(
      "?types=A&start=2026-11-01&end=2026-11-10&page=2",
    );
  });
});

describe("quickRanges", () => {
  it("offers today, yesterday, 7 and 30 days ending today", () => {
    expect(quickRanges(TODAY)).toEqual([
      { key: "today", start: TODAY, end: TODAY },
      { key: "yesterday", start: "2026-11-22", end: "2026-11-22" },
      { key: "week", start: "2026-11-17", end: TODAY },
      { key: "month", start: "2026-10-25", end: TODAY },
    ]);
  });
});

// The dividend contract's rules (docs/decisions/0033): half-month periods, the tier a team loss
// reaches, and a period's state.
import { describe, expect, it } from "vitest";
import { dividendCents, periodOf, periodsOf, periodState } from "@mobile-front/reference-backend/testing";

const tiers = [
  { thresholdCents: 100_00, ratePermille: 200 },
  { thresholdCents: 50_00, ratePermille: 100 },
];

describe("dividend periods", () => {
  it("are the 1st to the 15th and the 16th to the month's last day", () => {
    expect(periodOf("2026-11-15")).toEqual({ start: "2026-11-01", end: "2026-11-15" });
    expect(periodOf("2026-11-16")).toEqual({ start: "2026-11-16", end: "2026-11-30" });
    expect(periodOf("2028-02-20")).toEqual({ start: "2028-02-16", end: "2028-02-29" });
    expect(periodOf("2026-12-31")).toEqual({ start: "2026-12-16", end: "2026-12-31" });
  });

  it("a range lists every period it overlaps, newest first, across a year's end", () => {
    expect(periodsOf({ start: "2025-12-20", end: "2026-01-16" })).toEqual([
      { start: "2026-01-16", end: "2026-01-31" },
      { start: "2026-01-01", end: "2026-01-15" },
      { start: "2025-12-16", end: "2025-12-31" },
    ]);
    expect(periodsOf({ start: "2026-11-23", end: "2026-11-23" })).toHaveLength(1);
  });

  it("a period is open until its last day is over", () => {
    const period = { start: "2026-11-16", end: "2026-11-30" };
    expect(periodState(period, "2026-11-30")).toBe("open");
    expect(periodState(period, "2026-12-01")).toBe("settled");
  });
});

describe("dividendCents", () => {
  it("takes the rate of the highest tier the team's loss reaches, on the whole loss", () => {
    expect(dividendCents(-105_00, tiers)).toBe(21_00);
    expect(dividendCents(-99_99, tiers)).toBe(9_99);
    expect(dividendCents(-50_00, tiers)).toBe(5_00);
  });

  it("gives nothing on a loss under every threshold or when the team won", () => {
    expect(dividendCents(-49_99, tiers)).toBe(0);
    expect(dividendCents(0, tiers)).toBe(0);
    expect(dividendCents(20_00, tiers)).toBe(0);
  });

  it("rounds down to a cent", () => {
    expect(dividendCents(-50_05, [{ thresholdCents: 0, ratePermille: 15 }])).toBe(75);
  });
});

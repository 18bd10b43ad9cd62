import { describe, expect, it } from "vitest";
import { LIMIT_RANGES, readLimitValue } from "~/domain/limit-value";

describe("readLimitValue (issue 21: limits refused at the field, with the range named)", () => {
  it("reads money limits in cents in the visitor's locale, 0 included", () => {
    expect(readLimitValue("loss.day", "500", "en-US")).toEqual({ value: 50_000 });
    expect(readLimitValue("deposit.week", "1,000.50", "en-US")).toEqual({ value: 100_050 });
    expect(readLimitValue("deposit.week", "1.000,50", "vi-VN")).toEqual({ value: 100_050 });
    expect(readLimitValue("deposit.day", "0", "en-US")).toEqual({ value: 0 });
    expect(readLimitValue("deposit.day", "0.00", "en-US")).toEqual({ value: 0 });
  });

  it("refuses an amount above the most a limit may be (the issue's 1,000,000,000) as out of range", () => {
    expect(readLimitValue("loss.month", "1000000000", "en-US")).toEqual({ error: "range" });
    expect(readLimitValue("loss.month", "10000000", "en-US")).toEqual({ value: LIMIT_RANGES.money.max });
    expect(readLimitValue("loss.month", "10000000.01", "en-US")).toEqual({ error: "range" });
  });

  it("refuses text that is not an amount, and negative amounts, as a format error", () => {
    for (const typed of ["", "abc", "-5", "1.234", "5e3"])
      expect(readLimitValue("deposit.day", typed, "en-US"), typed).toEqual({ error: "format" });
  });

  it("reads the session limit in whole minutes from 1 to a day", () => {
    expect(readLimitValue("session", " 90 ", "en-US")).toEqual({ value: 90 });
    expect(readLimitValue("session", "0", "en-US")).toEqual({ error: "range" });
    expect(readLimitValue("session", "1441", "en-US")).toEqual({ error: "range" });
    expect(readLimitValue("session", "1.5", "en-US")).toEqual({ error: "format" });
  });
});

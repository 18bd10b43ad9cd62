// Property test (issue 21): whatever a record or report page's address carries, its reader answers a
// query it can show (real days, in order, a page from 1) and never throws. `GET
// /m/vouReport?to=2026-13-45` answered 500 because a well-formed but impossible day reached Date.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { teamQueryOf } from "~/domain/agent";
import { isDay } from "~/domain/day";
import { readRecordQuery as readDepositQuery } from "~/domain/deposit";
import { readRecordQuery } from "~/domain/records";

const TODAY = "2026-11-26";
/** Text shaped like a day with any digits ("2026-13-45", "9999-99-99", "0000-00-00"), or any text at all. */
const dayLike = fc.oneof(
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  fc.constantFrom("", "2026-02-29", "2024-02-29", "2026-13-45", "2026-00-10", "9999-99-99", "275760-09-14"),
  fc.string(),
);
const pageLike = fc.oneof(fc.stringMatching(/^-?\d{0,20}$/), fc.string());
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });

/** The parameters given (each maybe absent), as the address would carry them. */
const paramsOf = (entries: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(entries).filter((e): e is [string, string] => e[1] !== undefined));

describe("record and report queries from any address", () => {
  it("the deposit record (from, to, page)", () => {
    fc.assert(
      fc.property(maybe(dayLike), maybe(dayLike), maybe(pageLike), (from, to, page) => {
        const query = readDepositQuery(paramsOf({ from, to, page }), TODAY);
        expect(isDay(query.from) && isDay(query.to)).toBe(true);
        expect(query.from <= query.to).toBe(true);
        expect(query.page).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it("the bet record, account record and profit and loss (start, end, page)", () => {
    fc.assert(
      fc.property(maybe(dayLike), maybe(dayLike), maybe(pageLike), (start, end, page) => {
        const { query } = readRecordQuery(paramsOf({ start, end, page }), TODAY);
        expect(isDay(query.start) && isDay(query.end)).toBe(true);
        expect(query.start <= query.end && query.end <= TODAY).toBe(true);
        expect(query.page).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it("the agent's team pages (startDate, endDate, page, keyword)", () => {
    fc.assert(
      fc.property(
        maybe(dayLike),
        maybe(dayLike),
        maybe(pageLike),
        maybe(fc.string()),
        (startDate, endDate, page, keyword) => {
          const { query } = teamQueryOf(paramsOf({ startDate, endDate, page, keyword }), TODAY);
          expect(isDay(query.startDate) && isDay(query.endDate)).toBe(true);
          expect(query.startDate <= query.endDate && query.endDate <= TODAY).toBe(true);
          expect(query.page).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the issue's addresses are corrected, not thrown", () => {
    for (const to of ["2026-13-45", "", "2026-00-10", "9999-99-99"]) {
      const query = readDepositQuery(new URLSearchParams({ to }), TODAY);
      expect(query).toMatchObject({ to: TODAY, corrected: true });
    }
  });
});

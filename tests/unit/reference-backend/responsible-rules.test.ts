// The reference backend's responsible-gambling rules (packages/reference-backend/src/rules/responsible.ts),
// from the examples of issue 11 and docs/decisions/0028.
import { describe, expect, it } from "vitest";
import {
  activeExclusion,
  breakEnd,
  depositLimitRefusal,
  exclusionEnd,
  extendExclusion,
  inForce,
  intervalsPassed,
  minutesPlayed,
  netLossCents,
  netResultCents,
  periodEnd,
  periodStart,
  playRefusal,
  RAISE_DELAY_MS,
  realityCheckDue,
  requestLimit,
} from "@mobile-front/reference-backend/testing";

const at = (iso: string) => Date.parse(iso);
// A Wednesday.
const NOW = at("2026-11-25T15:30:00Z");
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("periods", () => {
  it("a day runs midnight to midnight UTC", () => {
    expect(periodStart("day", NOW)).toBe(at("2026-11-25T00:00:00Z"));
    expect(periodEnd("day", NOW)).toBe(at("2026-11-26T00:00:00Z"));
  });
  it("a week starts on Monday, also when today is Sunday", () => {
    expect(periodStart("week", NOW)).toBe(at("2026-11-23T00:00:00Z"));
    expect(periodEnd("week", NOW)).toBe(at("2026-11-30T00:00:00Z"));
    expect(periodStart("week", at("2026-11-29T23:00:00Z"))).toBe(at("2026-11-23T00:00:00Z"));
  });
  it("a month runs to the first of the next, across a year's end", () => {
    expect(periodStart("month", NOW)).toBe(at("2026-11-01T00:00:00Z"));
    expect(periodEnd("month", at("2026-12-31T23:59:00Z"))).toBe(at("2027-01-01T00:00:00Z"));
  });
});

describe("requestLimit: lowering at once, raising after 24 hours", () => {
  const none = { value: null, pending: null };
  it("a first limit applies at once", () =>
    expect(requestLimit(none, 5000, NOW)).toEqual({ value: 5000, pending: null }));
  it("a lower limit applies at once and drops a waiting raise", () =>
    expect(
      requestLimit({ value: 5000, pending: { value: 9000, effectiveAt: NOW + HOUR } }, 3000, NOW),
    ).toEqual({
      value: 3000,
      pending: null,
    }));
  it("a higher limit waits 24 hours beside the one in force", () =>
    expect(requestLimit({ value: 5000, pending: null }, 8000, NOW)).toEqual({
      value: 5000,
      pending: { value: 8000, effectiveAt: NOW + RAISE_DELAY_MS },
    }));
  it("removing a limit is a raise: it waits too", () =>
    expect(requestLimit({ value: 5000, pending: null }, null, NOW).pending).toEqual({
      value: null,
      effectiveAt: NOW + 24 * HOUR,
    }));
  it("the raise is in force once its time has come, not a moment before", () => {
    const setting = requestLimit({ value: 5000, pending: null }, 8000, NOW);
    expect(inForce(setting, NOW + 24 * HOUR - 1).value).toBe(5000);
    expect(inForce(setting, NOW + 24 * HOUR)).toEqual({ value: 8000, pending: null });
  });
  it("asking again for a raise restarts the wait from the limit in force", () =>
    expect(
      requestLimit({ value: 5000, pending: { value: 8000, effectiveAt: NOW + HOUR } }, 9000, NOW).pending,
    ).toEqual({ value: 9000, effectiveAt: NOW + RAISE_DELAY_MS }));
});

describe("depositLimitRefusal", () => {
  const deposited = { day: 4000, week: 9000, month: 9000 };
  it("allows a deposit within every limit", () =>
    expect(depositLimitRefusal({ day: 5000, week: 20000 }, deposited, 1000, NOW)).toBeNull());
  it("names the first limit passed, what remains and when it resets", () =>
    expect(depositLimitRefusal({ day: 5000, week: 20000 }, deposited, 1001, NOW)).toEqual({
      limit: "deposit.day",
      remainingCents: 1000,
      resetsAt: at("2026-11-26T00:00:00Z"),
    }));
  it("a weekly limit counts the whole week", () =>
    expect(depositLimitRefusal({ week: 10000 }, deposited, 2000, NOW)).toMatchObject({
      limit: "deposit.week",
      remainingCents: 1000,
    }));
  it("remaining never goes below zero", () =>
    expect(depositLimitRefusal({ month: 5000 }, deposited, 1, NOW)?.remainingCents).toBe(0));
});

describe("net result and loss from ledger rows", () => {
  const rows = [
    { kind: "bet", amountCents: -100 },
    { kind: "win", amountCents: 300 },
    { kind: "bet", amountCents: -100 },
    { kind: "bet", amountCents: -100 },
    { kind: "deposit", amountCents: 50000 },
  ];
  it("counts only stakes and wins", () => expect(netResultCents(rows)).toBe(0));
  it("a loss is positive; a win is no loss", () => {
    expect(netLossCents(rows.slice(2))).toBe(200);
    expect(netLossCents(rows.slice(0, 2))).toBe(0);
  });
});

describe("playRefusal", () => {
  const noSession = { startedAt: NOW - HOUR, limitMinutes: null };
  it("refuses once the day's loss reaches its limit, until midnight", () =>
    expect(playRefusal({ day: 1000 }, { day: 1000, week: 1000, month: 1000 }, noSession, NOW)).toEqual({
      limit: "loss.day",
      resetsAt: at("2026-11-26T00:00:00Z"),
    }));
  it("allows play below every loss limit", () =>
    expect(
      playRefusal({ day: 1000, month: 5000 }, { day: 999, week: 999, month: 999 }, noSession, NOW),
    ).toBeNull());
  it("refuses when the session has lasted its limit", () => {
    const loss = { day: 0, week: 0, month: 0 };
    expect(playRefusal({}, loss, { startedAt: NOW - 30 * MIN, limitMinutes: 30 }, NOW)).toEqual({
      limit: "session",
      resetsAt: null,
    });
    expect(playRefusal({}, loss, { startedAt: NOW - 29 * MIN, limitMinutes: 30 }, NOW)).toBeNull();
  });
});

describe("breaks and self-exclusion", () => {
  it("a break lasts 24 hours, 7 or 30 days", () => {
    expect(breakEnd("24h", NOW)).toBe(NOW + 24 * HOUR);
    expect(breakEnd("7d", NOW)).toBe(NOW + 7 * 24 * HOUR);
    expect(breakEnd("30d", NOW)).toBe(NOW + 30 * 24 * HOUR);
  });
  it("self-exclusion is 6 months or more, calendar months", () => {
    expect(exclusionEnd(6, NOW)).toBe(at("2027-05-25T15:30:00Z"));
    expect(() => exclusionEnd(5, NOW)).toThrow(RangeError);
  });
  it("an ended exclusion no longer counts", () => {
    expect(activeExclusion({ kind: "break", until: NOW }, NOW)).toBeNull();
    expect(activeExclusion({ kind: "break", until: NOW + 1 }, NOW)).not.toBeNull();
  });
  it("cannot be shortened: a shorter request keeps the later end", () => {
    const live = { kind: "selfExclusion" as const, until: exclusionEnd(12, NOW) };
    expect(extendExclusion(live, { kind: "break", until: breakEnd("24h", NOW) }, NOW)).toEqual(live);
  });
  it("can be lengthened, and a break becomes a self-exclusion", () =>
    expect(
      extendExclusion(
        { kind: "break", until: breakEnd("7d", NOW) },
        { kind: "selfExclusion", until: exclusionEnd(6, NOW) },
        NOW,
      ),
    ).toEqual({ kind: "selfExclusion", until: exclusionEnd(6, NOW) }));
});

describe("reality check", () => {
  const start = NOW - 61 * MIN;
  it("is due after each interval not yet acknowledged", () => {
    expect(realityCheckDue(start, 30, 0, NOW)).toBe(true);
    expect(realityCheckDue(start, 30, 2, NOW)).toBe(false);
    expect(realityCheckDue(start, 30, 1, NOW)).toBe(true);
  });
  it("is never due without an interval or before the first one passed", () => {
    expect(realityCheckDue(start, null, 0, NOW)).toBe(false);
    expect(realityCheckDue(NOW - 29 * MIN, 30, 0, NOW)).toBe(false);
  });
  it("counts whole intervals and minutes", () => {
    expect(intervalsPassed(start, 30, NOW)).toBe(2);
    expect(minutesPlayed(start, NOW)).toBe(61);
  });
});

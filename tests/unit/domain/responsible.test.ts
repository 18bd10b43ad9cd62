import { describe, expect, it } from "vitest";
import { breakEnd, exclusionEnd } from "~/domain/responsible";
import { formatInstant, refusalKey } from "~/domain/responsible-words";

const at = (iso: string) => Date.parse(iso);
// A Wednesday.
const NOW = at("2026-11-25T15:30:00Z");
const HOUR = 60 * 60_000;

describe("when a break or self-exclusion taken now ends (said before confirming)", () => {
  it("a break lasts 24 hours, 7 or 30 days", () => {
    expect(breakEnd("24h", NOW)).toBe(NOW + 24 * HOUR);
    expect(breakEnd("7d", NOW)).toBe(NOW + 7 * 24 * HOUR);
    expect(breakEnd("30d", NOW)).toBe(NOW + 30 * 24 * HOUR);
  });
  it("self-exclusion is 6 months or more, calendar months", () => {
    expect(exclusionEnd(6, NOW)).toBe(at("2027-05-25T15:30:00Z"));
    expect(() => exclusionEnd(5, NOW)).toThrow(RangeError);
  });
});

describe("words", () => {
  it("knows the key of every refusal the backend names, and no other", () => {
    expect(refusalKey("loss.day")).toBe("refused.loss.day");
    expect(refusalKey("selfExclusion")).toBe("refused.selfExclusion");
    expect(refusalKey("toString")).toBeNull();
  });
  it("says when in UTC, in the player's language", () => {
    expect(formatInstant(at("2026-11-26T00:00:00Z"), "en")).toBe("Nov 26, 2026, 12:00 AM UTC");
    expect(formatInstant(at("2026-11-26T00:00:00Z"), "ko")).toContain("2026");
  });
});

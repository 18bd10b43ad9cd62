// Dates in the visitor's locale (issue 13, decision 0039): records, inbox and withdrawals show their
// days and times as each shipped language's locale writes them, in UTC as the platform keeps them.
import { describe, expect, it } from "vitest";
import { localeTag } from "~/domain/locale-format";
import { formatDate, formatDateTime, machineTime } from "~/domain/locale-dates";

describe("formatDate and formatDateTime", () => {
  it.each([
    ["en", "11/19/2026", "11/19/2026, 09:05"],
    ["es", "19/11/2026", "19/11/2026, 09:05"],
    ["ja", "2026/11/19", "2026/11/19 09:05"],
    ["ko", "2026. 11. 19.", "2026. 11. 19. 09:05"],
    ["pt", "19/11/2026", "19/11/2026, 09:05"],
    ["zh", "2026/11/19", "2026/11/19 09:05"],
    ["vi", "19/11/2026", "09:05 19/11/2026"],
    // Thailand counts years in the Buddhist era, as Intl writes th-TH.
    ["th", "19/11/2569", "19/11/2569 09:05"],
    ["id", "19/11/2026", "19/11/2026, 09.05"],
    ["ty", "11/19/2026", "11/19/2026, 09:05"],
  ])("%s writes the day %s and the time %s", (lng, day, time) => {
    const locale = localeTag(lng);
    expect(formatDate("2026-11-19", locale)).toBe(day);
    expect(formatDateTime("2026-11-19T09:05:00.000Z", locale)).toBe(time);
  });

  it("reads the platform's forms: a day, an instant, and a time without a zone as UTC", () => {
    expect(formatDate("2026-11-19T23:59:00Z", "en-US")).toBe("11/19/2026");
    expect(formatDateTime("2026-11-19 23:59:00", "en-US")).toBe("11/19/2026, 23:59");
    expect(formatDateTime("2026-11-19T09:05", "vi-VN")).toBe("09:05 19/11/2026");
  });

  it("leaves a text that is no date as it is", () => {
    expect(formatDate("soon", "en-US")).toBe("soon");
    expect(formatDateTime("", "ko-KR")).toBe("");
  });
});

describe('machineTime (an HTML <time>\'s dateTime, issue 23: the inbox put "11/19/2026, 09:00" there)', () => {
  it("writes an instant in ISO, UTC, and a day as the day", () => {
    expect(machineTime("2026-11-19 09:00:00")).toBe("2026-11-19T09:00:00.000Z");
    expect(machineTime("2026-11-19T09:05:00+08:00")).toBe("2026-11-19T01:05:00.000Z");
    expect(machineTime("2026-11-19")).toBe("2026-11-19");
    expect(machineTime("soon")).toBe("soon");
  });
});

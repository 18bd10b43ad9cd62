import { describe, expect, it } from "vitest";
import { badgeText, totalUnread } from "~/domain/badge";

describe("badgeText", () => {
  it.each([
    [0, ""],
    [-3, ""],
    [Number.NaN, ""],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [5000, "99+"],
  ])("%d -> %j", (count, text) => expect(badgeText(count)).toBe(text));
});

describe("totalUnread", () => {
  it("sums the three counts", () =>
    expect(totalUnread({ announcementUnreadCount: 2, chatUnreadCount: 3, inboxUnreadCount: 100 })).toBe(105));
  it("counts an invalid part as 0", () =>
    expect(
      totalUnread({ announcementUnreadCount: Number.NaN, chatUnreadCount: -1, inboxUnreadCount: 4 }),
    ).toBe(4));
});

import { describe, expect, it } from "vitest";
import {
  isNoticeRead,
  marksReadOnServer,
  popupItems,
  popupItemsForTrial,
  popupStorageKey,
  popupType,
  showsGoToActivity,
  showsPopup,
  type PopupItem,
} from "~/domain/announcements";

const item = (
  title: string,
  execution: PopupItem["execution"],
  promotionType: string | null = null,
): PopupItem => ({
  title,
  content: "<p>x</p>",
  execution,
  promotionType,
});
const items = [item("a", "A"), item("b", "B"), item("f", "F")];

describe("popup", () => {
  it("type A logged in, B anonymous, each with its storage key", () => {
    expect(popupType(true)).toBe("A");
    expect(popupType(false)).toBe("B");
    expect(popupStorageKey("A")).toBe("SHELL_PU_A");
    expect(popupStorageKey("B")).toBe("SHELL_PU_B");
  });
  it("filters by execution; F added on a logged-in first login", () => {
    expect(popupItems(items, "A", false).map((i) => i.title)).toEqual(["a"]);
    expect(popupItems(items, "A", true).map((i) => i.title)).toEqual(["a", "f"]);
    expect(popupItems(items, "B", false).map((i) => i.title)).toEqual(["b"]);
    expect(popupItems(items, "B", true).map((i) => i.title)).toEqual(["b"]);
  });
  it("shows only with the show flag and a non-empty filtered list", () => {
    expect(showsPopup([item("a", "A")], true)).toBe(true);
    expect(showsPopup([item("a", "A")], false)).toBe(false);
    expect(showsPopup([], true)).toBe(false);
  });
  it("go-to-activity only for promotion items with a session", () => {
    expect(showsGoToActivity(item("p", "A", "deposit_promo"), true)).toBe(true);
    expect(showsGoToActivity(item("p", "A", "deposit_promo"), false)).toBe(false);
    expect(showsGoToActivity(item("n", "A"), true)).toBe(false);
  });
});

describe("notice read state", () => {
  it("read when marked read or the member is type 4", () => {
    expect(isNoticeRead({ read: true }, 0)).toBe(true);
    expect(isNoticeRead({ read: false }, 4)).toBe(true);
    expect(isNoticeRead({ read: false }, 0)).toBe(false);
    expect(isNoticeRead({ read: false }, null)).toBe(false);
  });
  it("mark-read call skipped for type 4", () => {
    expect(marksReadOnServer(4)).toBe(false);
    expect(marksReadOnServer(0)).toBe(true);
  });
});

describe("popupItemsForTrial (issue 21)", () => {
  it("leaves a trial player's popup without offers they cannot take, keeping the rest", () => {
    const items = [
      { title: "maintenance", promotionType: null },
      { title: "deposit bonus", promotionType: "DEPOSIT" },
      { title: "news" },
    ];
    expect(popupItemsForTrial(items).map((i) => i.title)).toEqual(["maintenance", "news"]);
  });
});

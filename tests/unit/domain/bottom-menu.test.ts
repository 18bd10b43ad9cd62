import { describe, expect, it } from "vitest";
import { activeBottomMenuKey, BOTTOM_MENU } from "~/domain/bottom-menu";

describe("BOTTOM_MENU", () => {
  it("has the five items in order with their targets, only Share animated", () => {
    expect(BOTTOM_MENU.map((i) => [i.key, i.to, i.animated])).toEqual([
      ["home", "/m/home", false],
      ["promotion", "/m/activity", false],
      ["share", "/m/inviteFriends", true],
      ["rewardCenter", "/m/rewardCenter", false],
      ["memberCenter", "/m/member/home", false],
    ]);
  });
});

describe("activeBottomMenuKey", () => {
  it.each(["/", "/m", "/m/", "/m/home", "/m/index", "/m/index.html"])("Home for %s", (p) =>
    expect(activeBottomMenuKey(p)).toBe("home"),
  );
  it.each([
    ["/m/activity", "promotion"],
    ["/m/activityDetail", "promotion"],
    ["/m/inviteFriends", "share"],
    ["/m/rewardCenter", "rewardCenter"],
    ["/m/member/home", "memberCenter"],
    ["/m/member/benefits", "memberCenter"],
    ["/m/member/agent/agentRebeat", "memberCenter"],
  ])("%s -> %s", (p, key) => expect(activeBottomMenuKey(p)).toBe(key));
  it.each(["/m/login", "/m/activityX", "/m/members", "/m/slot-games", "/m/agent"])("nothing for %s", (p) =>
    expect(activeBottomMenuKey(p)).toBeNull(),
  );
});

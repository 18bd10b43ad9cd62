// Bottom menu (games §2, accounts §2): five fixed items, the current one highlighted by path.
import { shownEntries } from "./menus";
import { isHomePath, normalizePath } from "./paths";
import type { TextKey } from "./text-keys";

export type BottomMenuKey = "home" | "promotion" | "share" | "rewardCenter" | "memberCenter";

export type BottomMenuItem = {
  key: BottomMenuKey;
  to: "/m/home" | "/m/activity" | "/m/inviteFriends" | "/m/rewardCenter" | "/m/member/home";
  labelKey: TextKey;
  animated: boolean; // only Share is animated
};

export const BOTTOM_MENU: readonly BottomMenuItem[] = [
  { key: "home", to: "/m/home", labelKey: "menu.home", animated: false },
  { key: "promotion", to: "/m/activity", labelKey: "menu.promotion", animated: false },
  { key: "share", to: "/m/inviteFriends", labelKey: "menu.share", animated: true },
  { key: "rewardCenter", to: "/m/rewardCenter", labelKey: "menu.rewardCenter", animated: false },
  { key: "memberCenter", to: "/m/member/home", labelKey: "menu.memberCenter", animated: false },
];

/** The items shown: through the one flag filter of every menu (none of today's five has a flag). */
export function bottomMenuItems(hidden: ReadonlySet<string>): BottomMenuItem[] {
  return shownEntries(hidden, BOTTOM_MENU);
}

// Sections that keep their item lit: a promotion detail is still "Promotion", and every /m/member/...
// page (benefits, team, agent sub-pages) sits under the member centre.
const SECTIONS: ReadonlyArray<[BottomMenuKey, string]> = [
  ["promotion", "/m/activity"],
  ["promotion", "/m/activityDetail"],
  ["share", "/m/inviteFriends"],
  ["rewardCenter", "/m/rewardCenter"],
  ["memberCenter", "/m/member"],
];

export function activeBottomMenuKey(pathname: string): BottomMenuKey | null {
  if (isHomePath(pathname)) return "home";
  const path = normalizePath(pathname);
  const hit = SECTIONS.find(([, base]) => path === base || path.startsWith(`${base}/`));
  return hit ? hit[0] : null;
}

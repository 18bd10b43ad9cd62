// Every link a side menu or the bottom menu shows reaches a real page (accounts §2): walked against the route
// config for every kind of visitor and every flag, the way app/ui/account/side-menus.tsx renders them.
import { describe, expect, it } from "vitest";
import { memberCentreEntries } from "~/domain/member-centre";
import { BOTTOM_MENU } from "~/domain/bottom-menu";
import {
  hiddenPages,
  leftMenuEntries,
  rightMenuEntries,
  agentGridEntries,
  agentFooterEntries,
} from "~/domain/menus";
import type { SessionInfo } from "~/domain/visitor";
import { CATCH_ALL, menuPagesOfConfig, pageOf } from "../support/route-config";

const session = (type: number): SessionInfo => ({ userName: "someone", type, firstTimeLogin: false });
const VISITORS = [null, session(0), session(1), session(2), session(4), session(40)];
// Nothing hidden, and every page that names a menu flag hidden.
const HIDDEN_SETS = [new Set<string>(), new Set<string>(hiddenPages(await menuPagesOfConfig(), new Set()))];

function everyMenuLink(): string[] {
  // The bottom menu's five items are always shown: each must be a page of its own.
  const links = new Set<string>(BOTTOM_MENU.map((item) => item.to));
  for (const s of VISITORS)
    for (const hidden of HIDDEN_SETS)
      for (const referralEnabled of [false, true]) {
        const left = leftMenuEntries({ session: s, hidden, referralEnabled });
        for (const entry of [
          ...rightMenuEntries({ session: s, hidden }),
          ...left.destinations,
          ...left.memberSection,
          // The member centre's own entries (a session's page: guests never see them).
          ...(s ? memberCentreEntries({ type: s.type, hidden }) : []),
          // The agent home's grid and footer.
          ...agentGridEntries(hidden),
          ...agentFooterEntries({ dividendEnabled: true, loggedIn: true, hidden }),
        ])
          if (entry.to) links.add(entry.to);
      }
  return [...links];
}

describe("menu links", () => {
  const links = everyMenuLink();

  it("include this issue's pages", () => {
    expect(links).toEqual(
      expect.arrayContaining([
        "/m/message",
        "/m/webEmail",
        "/m/activity",
        "/m/inviteFriends",
        "/m/rewardCenter",
      ]),
    );
  });

  it("include the member centre's records, my account and VIP (issue 11)", () => {
    expect(links).toEqual(
      expect.arrayContaining([
        "/m/gameRecord",
        "/m/transaction/record",
        "/m/transaction/record?types=A",
        "/m/profitandloss",
        "/m/myAccount/index",
        "/m/member/benefits",
        "/m/changePsw",
        "/m/set",
      ]),
    );
  });

  it.each(links)("%s reaches a real page, not the home fallthrough", (to) => {
    expect(pageOf(to)).toBeDefined();
    expect(pageOf(to)).not.toBe(CATCH_ALL);
  });

  it("an unknown path falls through to the catch-all", () => {
    expect(pageOf("/m/nothing")).toBe(CATCH_ALL);
  });
});

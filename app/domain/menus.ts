// Side menus and the agent grid/footer (accounts §2 "Side menu", "Agent home").
import type { TextKey } from "./text-keys";
import { isAgent, type SessionInfo } from "./visitor";
import { LIVE_STREAMS_PATH } from "./live-streams";

export type MenuEntry = { key: string; to?: string; labelKey: TextKey };

/**
 * A whitelabel flag a page names as its `menuFlag` (app/domain/page.ts): a module id such as
 * TRANSREC3. No list of them is kept by hand: the flags the menus depend on are those the route
 * handles name (the tests read them with `menuFlagsOf`, tests/support/menu-pages.ts), and a test
 * checks the reference backend seeds each of them.
 */
export type MenuFlag = Uppercase<string>;

/** The shape of a whitelabel module id: capitals, digits and underscores. */
export const isMenuFlag = (value: unknown): value is MenuFlag =>
  typeof value === "string" && /^[A-Z][A-Z0-9_]*$/.test(value);

/** Each page that names a menu flag in its handle, by its path. */
export type PageFlags = ReadonlyArray<readonly [path: string, flag: MenuFlag]>;

/** The paths of the pages a merchant's flags leave out of the menus: their handle's flag is off. */
export function hiddenPages(pages: PageFlags, flagsOn: ReadonlySet<string>): string[] {
  return pages.filter(([, flag]) => !flagsOn.has(flag)).map(([path]) => path);
}

const pathOf = (to: string) => to.split(/[?#]/)[0]!;

/**
 * The one flag filter of every menu list (drawers, member centre, agent grid and footer, bottom
 * menu): the entries whose page is not hidden (an entry without a page, an action, stays).
 */
export function shownEntries<E extends MenuEntry>(hidden: ReadonlySet<string>, entries: readonly E[]): E[] {
  return entries.filter((entry) => !entry.to || !hidden.has(pathOf(entry.to)));
}

// Right drawer, in spec order. Customer service and sign out are actions (no route). Sign out needs a
// session; the other unconditional entries are listed for guests too (the route guards send them to login).
export function rightMenuEntries(input: {
  session: SessionInfo | null;
  hidden: ReadonlySet<string>;
}): MenuEntry[] {
  const { session, hidden } = input;
  return shownEntries(hidden, [
    ...(session && isAgent(session.type)
      ? [{ key: "agencyCenter", to: "/m/agent", labelKey: "account.menu.agencyCenter" } satisfies MenuEntry]
      : []),
    { key: "myAccount", to: "/m/myAccount/index", labelKey: "account.menu.myAccount" },
    { key: "betRecord", to: "/m/gameRecord", labelKey: "account.menu.betRecord" },
    { key: "messages", to: "/m/message", labelKey: "account.menu.messages" },
    { key: "customerService", labelKey: "account.menu.customerService" },
    ...(session ? [{ key: "signOut", labelKey: "account.menu.signOut" } satisfies MenuEntry] : []),
  ]);
}

export type LeftMenu = { destinations: MenuEntry[]; memberSection: MenuEntry[]; showLogout: boolean };

// Left drawer. inviteFriends shows to guests (they are then sent to login) or when REFERRAL is on.
// Logout is for "members" in the spec's sense: anybody with a session (trial included).
export function leftMenuEntries(input: {
  session: SessionInfo | null;
  hidden: ReadonlySet<string>;
  referralEnabled: boolean;
}): LeftMenu {
  const { session, hidden, referralEnabled } = input;
  const showInvite = session === null || referralEnabled;
  return {
    destinations: shownEntries(hidden, [
      { key: "deposit", to: "/m/voucherCenter", labelKey: "account.menu.deposit" },
      { key: "withdraw", to: "/m/withdraw", labelKey: "account.menu.withdraw" },
      { key: "promotion", to: "/m/activity", labelKey: "account.menu.promotion" },
      ...(showInvite
        ? [
            {
              key: "inviteFriends",
              to: "/m/inviteFriends",
              labelKey: "account.menu.inviteFriends",
            } satisfies MenuEntry,
          ]
        : []),
      { key: "rewardCenter", to: "/m/rewardCenter", labelKey: "account.menu.rewardCenter" },
      { key: "liveStreams", to: LIVE_STREAMS_PATH, labelKey: "title.liveStreams" },
      { key: "help", to: "/m/help", labelKey: "account.menu.help" },
    ]),
    memberSection: shownEntries(hidden, [
      { key: "vip", to: "/m/member/benefits", labelKey: "account.menu.vip" },
      { key: "betRecord", to: "/m/gameRecord", labelKey: "account.menu.betRecord" },
      { key: "transactionRecord", to: "/m/transaction/record", labelKey: "account.menu.transactionRecord" },
      { key: "securityCenter", to: "/m/securityCenter", labelKey: "account.menu.securityCenter" },
      { key: "depositRecord", to: "/m/vouReport", labelKey: "account.menu.depositRecord" },
      { key: "profitAndLoss", to: "/m/profitandloss", labelKey: "account.menu.profitAndLoss" },
      { key: "webEmail", to: "/m/webEmail", labelKey: "account.menu.webEmail" },
    ]),
    showLogout: session !== null,
  };
}

// A selector with a single language would offer no choice.
export function showLanguageSelector(languages: readonly string[]): boolean {
  return languages.length > 1;
}

// Agent home grid. The spec lists the entries and the keys in the same order, so they are paired by
// position (e.g. red envelope rain <- AGENTRANSMULTDOWN3); each page names its key in its handle.
// Game service (flag GAMSER) has no route in the spec and online service opens the customer-service
// link, so neither has `to`.
export function agentGridEntries(hidden: ReadonlySet<string>): MenuEntry[] {
  return shownEntries(hidden, [
    { key: "teamOverview", to: "/m/agent/team/overview", labelKey: "agent.teamOverview" },
    { key: "transactionRecord", to: "/m/transaction/record?types=A", labelKey: "agent.transactionRecord" },
    { key: "teamManage", to: "/m/member/team", labelKey: "agent.teamManage" },
    { key: "redRain", to: "/m/redRain", labelKey: "agent.redRain" },
    { key: "teamPnl", to: "/m/agent/team/pnl", labelKey: "agent.teamPnl" },
    { key: "teamBet", to: "/m/teamBetting", labelKey: "agent.teamBet" },
    { key: "gameService", labelKey: "agent.gameService" },
    { key: "agentRebate", to: "/m/member/agent/agentRebeat", labelKey: "agent.agentRebate" },
    { key: "securityCenter", to: "/m/securityCenter", labelKey: "agent.securityCenter" },
    { key: "messages", to: "/m/webEmail", labelKey: "agent.messages" },
    { key: "onlineService", labelKey: "agent.onlineService" },
  ]);
}

export type AgentFooterEntry = MenuEntry & { clickable: boolean };

// Agent footer: dividend only when enabled; entries are clickable only with a login.
export function agentFooterEntries(input: {
  dividendEnabled: boolean;
  loggedIn: boolean;
  hidden: ReadonlySet<string>;
}): AgentFooterEntry[] {
  const entries: MenuEntry[] = [
    { key: "home", to: "/m/agent", labelKey: "agent.home" },
    { key: "openAccount", to: "/m/agentRegister", labelKey: "agent.openAccount" },
    ...(input.dividendEnabled
      ? [
          {
            key: "dividend",
            to: "/m/member/agent/agentDivident",
            labelKey: "agent.dividend",
          } satisfies MenuEntry,
        ]
      : []),
    { key: "announcements", to: "/m/notice?types=A", labelKey: "agent.announcements" },
  ];
  return shownEntries(input.hidden, entries).map((entry) => ({ ...entry, clickable: input.loggedIn }));
}

/** The customer-service address among the service links (csType CS), the one the menus and dialogs open. */
export function customerServiceUrl(links: readonly { csType: string; url: string }[]): string | null {
  return links.find((link) => link.csType === "CS")?.url ?? null;
}

// Side menus and the agent grid/footer (accounts §2 "Side menu", "Agent home").
import type { TextKey } from "./text-keys";
import { isAgent, type SessionInfo } from "./visitor";

export type MenuEntry = { key: string; to?: string; labelKey: TextKey };

/**
 * The whitelabel flags the menus read: the only ones the root sends to the browser (a merchant has
 * dozens). A menu item's flag must be one of them (the type says so).
 */
export const MENU_FLAGS = [
  "TRANSBETREPMEM3",
  "TRANSREC3",
  "SECPRIV",
  "DEPRECM3",
  "PERSREP",
  "MAILCEN",
  "AGEPAG",
  "DOWNMAN",
  "AGENTRANSMULTDOWN3",
  "AGETEAMPNL3",
  "TEAMBETTING3",
  "GAMSER",
  "AGEREBINC3",
  "REFERRAL",
  "VIPBEN3",
  // The message centre's live chat row.
  "CBS3",
] as const;
type MenuFlag = (typeof MENU_FLAGS)[number];

// Keep the entry when it has no flag, or its flag is on.
const gated = (
  flags: ReadonlySet<string>,
  items: ReadonlyArray<MenuEntry & { flag?: MenuFlag }>,
): MenuEntry[] =>
  items.filter((item) => !item.flag || flags.has(item.flag)).map(({ flag: _flag, ...entry }) => entry);

// Right drawer, in spec order. Customer service and sign out are actions (no route). Sign out needs a
// session; the other unconditional entries are listed for guests too (the route guards send them to login).
export function rightMenuEntries(input: {
  session: SessionInfo | null;
  flags: ReadonlySet<string>;
}): MenuEntry[] {
  const { session, flags } = input;
  return gated(flags, [
    ...(session && isAgent(session.type)
      ? [{ key: "agencyCenter", to: "/m/agent", labelKey: "account.menu.agencyCenter" } satisfies MenuEntry]
      : []),
    { key: "myAccount", to: "/m/myAccount/index", labelKey: "account.menu.myAccount" },
    { key: "betRecord", to: "/m/gameRecord", labelKey: "account.menu.betRecord", flag: "TRANSBETREPMEM3" },
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
  flags: ReadonlySet<string>;
  referralEnabled: boolean;
  vipBenefitOn: boolean;
}): LeftMenu {
  const { session, flags, referralEnabled, vipBenefitOn } = input;
  const showInvite = session === null || referralEnabled;
  return {
    destinations: [
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
      { key: "help", to: "/m/help", labelKey: "account.menu.help" },
    ],
    memberSection: gated(flags, [
      ...(vipBenefitOn
        ? [{ key: "vip", to: "/m/member/benefits", labelKey: "account.menu.vip" } satisfies MenuEntry]
        : []),
      { key: "betRecord", to: "/m/gameRecord", labelKey: "account.menu.betRecord", flag: "TRANSBETREPMEM3" },
      {
        key: "transactionRecord",
        to: "/m/transaction/record",
        labelKey: "account.menu.transactionRecord",
        flag: "TRANSREC3",
      },
      {
        key: "securityCenter",
        to: "/m/securityCenter",
        labelKey: "account.menu.securityCenter",
        flag: "SECPRIV",
      },
      { key: "depositRecord", to: "/m/vouReport", labelKey: "account.menu.depositRecord", flag: "DEPRECM3" },
      {
        key: "profitAndLoss",
        to: "/m/profitandloss",
        labelKey: "account.menu.profitAndLoss",
        flag: "PERSREP",
      },
      { key: "webEmail", to: "/m/webEmail", labelKey: "account.menu.webEmail", flag: "MAILCEN" },
    ]),
    showLogout: session !== null,
  };
}

// A selector with a single language would offer no choice.
export function showLanguageSelector(languages: readonly string[]): boolean {
  return languages.length > 1;
}

// Agent home grid. The spec lists the entries and the keys in the same order, so they are paired by
// position (e.g. red envelope rain <- AGENTRANSMULTDOWN3). Game service has no route in the spec and online
// service opens the customer-service link, so neither has `to`. Online service is never gated.
export function agentGridEntries(flags: ReadonlySet<string>): MenuEntry[] {
  return gated(flags, [
    { key: "teamOverview", to: "/m/agent/team/overview", labelKey: "agent.teamOverview", flag: "AGEPAG" },
    {
      key: "transactionRecord",
      to: "/m/transaction/record?types=A",
      labelKey: "agent.transactionRecord",
      flag: "TRANSREC3",
    },
    { key: "teamManage", to: "/m/member/team", labelKey: "agent.teamManage", flag: "DOWNMAN" },
    { key: "redRain", to: "/m/redRain", labelKey: "agent.redRain", flag: "AGENTRANSMULTDOWN3" },
    { key: "teamPnl", to: "/m/agent/team/pnl", labelKey: "agent.teamPnl", flag: "AGETEAMPNL3" },
    { key: "teamBet", to: "/m/teamBetting", labelKey: "agent.teamBet", flag: "TEAMBETTING3" },
    { key: "gameService", labelKey: "agent.gameService", flag: "GAMSER" },
    {
      key: "agentRebate",
      to: "/m/member/agent/agentRebeat",
      labelKey: "agent.agentRebate",
      flag: "AGEREBINC3",
    },
    { key: "securityCenter", to: "/m/securityCenter", labelKey: "agent.securityCenter", flag: "SECPRIV" },
    { key: "messages", to: "/m/webEmail", labelKey: "agent.messages", flag: "MAILCEN" },
    { key: "onlineService", labelKey: "agent.onlineService" },
  ]);
}

export type AgentFooterEntry = MenuEntry & { clickable: boolean };

// Agent footer: dividend only when enabled; entries are clickable only with a login.
export function agentFooterEntries(input: {
  dividendEnabled: boolean;
  loggedIn: boolean;
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
  return entries.map((entry) => ({ ...entry, clickable: input.loggedIn }));
}

// Member centre entries (accounts §2 "Side menu, left drawer", §6 "Roles"): which of the centre's
// links a member sees for the member type and the pages the merchant's flags hide.
// Only built pages are listed: tests/unit/menu-links.test.ts walks every entry against the routes.
import { shownEntries, type MenuEntry } from "./menus";
import { RESPONSIBLE_PAGE } from "./responsible";
import { isAgent, isRealMember } from "./visitor";

type Input = { type: number; hidden: ReadonlySet<string> };

/**
 * The member centre's entries in display order. Money pages (deposit, withdraw, deposit record)
 * only for real accounts (types 0, 1, 2: others may not deposit); the account record of an agent is
 * its agent view (`types=A`); a page the merchant's flags hide (its handle's `menuFlag`) is left out.
 */
export function memberCentreEntries({ type, hidden }: Input): MenuEntry[] {
  const real = isRealMember(type);
  const entries: Array<MenuEntry & { show: boolean }> = [
    { key: "deposit", to: "/m/voucherCenter", labelKey: "account.menu.deposit", show: real },
    { key: "withdraw", to: "/m/withdraw", labelKey: "account.menu.withdraw", show: real },
    { key: "vip", to: "/m/member/benefits", labelKey: "account.menu.vip", show: true },
    { key: "myAccount", to: "/m/myAccount/index", labelKey: "account.menu.myAccount", show: true },
    { key: "betRecord", to: "/m/gameRecord", labelKey: "account.menu.betRecord", show: true },
    {
      key: "transactionRecord",
      to: isAgent(type) ? "/m/transaction/record?types=A" : "/m/transaction/record",
      labelKey: "account.menu.transactionRecord",
      show: true,
    },
    { key: "depositRecord", to: "/m/vouReport", labelKey: "account.menu.depositRecord", show: real },
    { key: "profitAndLoss", to: "/m/profitandloss", labelKey: "account.menu.profitAndLoss", show: true },
    { key: "securityCenter", to: "/m/securityCenter", labelKey: "account.menu.securityCenter", show: true },
    // Limits, reality check, breaks (issue 11): for the accounts that play for real money.
    {
      key: "responsibleGaming",
      to: RESPONSIBLE_PAGE,
      labelKey: "account.menu.responsibleGaming",
      show: real,
    },
    { key: "webEmail", to: "/m/webEmail", labelKey: "account.menu.webEmail", show: true },
    { key: "agencyCenter", to: "/m/agent", labelKey: "account.menu.agencyCenter", show: isAgent(type) },
    // Its label is its title: one text per language.
    { key: "feedback", to: "/m/feedback", labelKey: "title.feedback", show: true },
    { key: "realName", to: "/m/realName", labelKey: "title.realName", show: true },
    { key: "changePassword", to: "/m/changePsw", labelKey: "account.member.changePassword", show: true },
    { key: "settings", to: "/m/set", labelKey: "account.member.settings", show: true },
  ];
  return shownEntries(
    hidden,
    entries.filter((e) => e.show).map(({ show: _show, ...entry }) => entry),
  );
}

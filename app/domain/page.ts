// What a page is, said by the page itself (issue 22): every page module exports a `handle` of this
// type, and the shell, the document head and the error boundary read the leaf route's handle. The
// layout rules of both specs (games §2 "Layout rules", accounts §2 "Layout rules" and "Header bar")
// become values here instead of tables of paths.
import type { MenuFlag } from "./menus";
import type { TextKey } from "./text-keys";
import type { TrialRefusal } from "./trial-refusal";

/** A text key of the page's title: the header's title and the document's. */
export type TitleKey = TextKey;

/**
 * Who a page is for (issue 22), enforced by `admit` (app/.server/guards.ts), which every loader and
 * action of a page opens with:
 * - anyone: every visitor, each maybe seeing their own version of the page;
 * - guest: visitors without a session (login, registration, password reset); others go on;
 * - member: anyone logged in, trial players too unless `trial` refuses them; guests log in first;
 * - real: real accounts (types 0, 1, 2); guests log in first, trial players as `trial` says;
 * - agent: agents only (accounts §3 "Agent home"); everybody else goes home.
 */
export type Audience = "anyone" | "guest" | "member" | "real" | "agent";

/**
 * What a trial player meets on a member, real or guest page: let in ("admit"), or sent to
 * registration, which says why (trial-refusal.ts: real money, or a page for real accounts). One
 * pattern for every refusal (issues 21 and 49).
 */
export type TrialAnswer = "admit" | TrialRefusal;

export type PageHandle = {
  /** Who may see the page. */
  audience: Audience;
  /** Who may post its forms, when not the page's audience (a public list whose posts need a member). */
  postAudience?: Audience;
  /** A trial player's answer where the audience leaves it open (default: admit on member pages, realAccount on real). */
  trial?: TrialAnswer;
  /** The message key the login page shows to a guest sent there from this page. */
  loginReason?: TextKey;
  /**
   * The whitelabel flag the menus show this page by (accounts §2: "Items depend on whitelabel
   * flags"): while the merchant has it off, no menu, drawer, centre or grid links the page.
   */
  menuFlag?: MenuFlag;
  /**
   * The page's title key. A module that serves several addresses with different titles (the
   * lottery pages, the three contracts) names one per address. Home has none: the logo shows.
   */
  title?: TitleKey | ((pathname: string) => TitleKey);
  /** Home and its aliases: the logo, the download bar, the home footer and the popups. */
  home?: boolean;
  /** The header bar (default shown): the entry pages, lists and lottery draw their own. */
  header?: boolean;
  /** The bottom menu, the spec's layout "footer" (docs/decisions/0023; default shown). */
  bottomMenu?: boolean;
  /**
   * Where the header's back arrow leads: history (default); home for entry pages, whose history
   * may lead outside the site; none for a page that has no way back (change password).
   */
  back?: "history" | "home" | "none";
};

export type HeaderLeft = "logo" | "back" | "none";

/** The frame a page asks for, with the defaults filled in. */
export type PageLayout = {
  title: TitleKey | null;
  home: boolean;
  header: boolean;
  bottomMenu: boolean;
  headerLeft: HeaderLeft;
  backTarget: "history" | "home";
};

/** The layout of the page at `pathname` whose leaf route exports `handle` (none: a plain page). */
export function pageLayout(handle: PageHandle | undefined, pathname: string): PageLayout {
  const page: Partial<PageHandle> = handle ?? {};
  const title = typeof page.title === "function" ? page.title(pathname) : (page.title ?? null);
  const home = page.home === true;
  const back = page.back ?? "history";
  return {
    title: home ? null : title,
    home,
    header: page.header ?? true,
    bottomMenu: page.bottomMenu ?? true,
    headerLeft: home ? "logo" : back === "none" ? "none" : "back",
    backTarget: back === "home" ? "home" : "history",
  };
}

/** The handle of the deepest route that has one, from `useMatches()`'s answer. */
export function leafHandle(matches: ReadonlyArray<{ handle?: unknown }>): PageHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (handle && typeof handle === "object") return handle as PageHandle;
  }
  return undefined;
}

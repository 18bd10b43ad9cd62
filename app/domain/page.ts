// What a page is, said by the page itself (issue 22): every page module exports a `handle` of this
// type, and the shell, the document head and the error boundary read the leaf route's handle. The
// layout rules of both specs (games §2 "Layout rules", accounts §2 "Layout rules" and "Header bar")
// become values here instead of tables of paths.
import type { ParseKeys } from "i18next";

/** A text key of the page's title: the header's title and the document's. */
export type TitleKey = ParseKeys<["translation", "responsible"]>;

export type PageHandle = {
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
  const page = handle ?? {};
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

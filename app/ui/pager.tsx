import { Link } from "react-router";
import type { Paging } from "~/domain/paging";
import { useT } from "./use-t";

/**
 * The one pager of every paged list: previous and next page links around the position, each an
 * address `hrefOf` makes (the list's state stays in the address); nothing for a single page; past the
 * last page, a link to it instead of a position that cannot be.
 */
export function Pager({ paging, hrefOf }: { paging: Paging; hrefOf: (page: number) => string }) {
  const t = useT();
  if (paging.pages <= 1 && paging.page === 1) return null;
  // Past the end (page 999 of a one-page list): the list's own empty state shows, and a way back.
  if (paging.pastEnd)
    return (
      <nav className="pager" aria-label={t("pager.label")}>
        <Link to={hrefOf(paging.pages)}>{t("pager.pastEnd", { pages: paging.pages })}</Link>
      </nav>
    );
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      {paging.previous ? <Link to={hrefOf(paging.previous)}>{t("pager.previous")}</Link> : <span />}
      <span>{t("pager.pageOf", { page: paging.page, pages: paging.pages })}</span>
      {paging.next ? <Link to={hrefOf(paging.next)}>{t("pager.next")}</Link> : <span />}
    </nav>
  );
}

import { Link } from "react-router";
import type { Paging } from "~/domain/paging";
import { useT } from "./use-t";

/**
 * The one pager of every paged list: previous and next page links around the position, each an
 * address `hrefOf` makes (the list's state stays in the address); nothing for a single page.
 */
export function Pager({ paging, hrefOf }: { paging: Paging; hrefOf: (page: number) => string }) {
  const t = useT();
  if (paging.pages <= 1 && paging.page === 1) return null;
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      {paging.previous ? <Link to={hrefOf(paging.previous)}>{t("pager.previous")}</Link> : <span />}
      <span>{t("pager.pageOf", { page: paging.page, pages: paging.pages })}</span>
      {paging.next ? <Link to={hrefOf(paging.next)}>{t("pager.next")}</Link> : <span />}
    </nav>
  );
}

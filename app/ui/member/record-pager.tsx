import { Link } from "react-router";
import { recordSearch, type RecordPaging, type RecordQuery } from "~/domain/records";
import { useT } from "../use-t";

/** Previous and next page links of a record list, the position between them; nothing for one page. */
export function RecordPager({
  query,
  paging,
  extra,
}: {
  query: RecordQuery;
  paging: RecordPaging;
  extra?: Record<string, string>;
}) {
  const t = useT();
  if (paging.pages <= 1 && paging.page === 1) return null;
  const to = (page: number) => recordSearch({ ...query, page }, extra);
  return (
    <nav className="record-pager" aria-label={t("member.records.paging")}>
      {paging.previous ? <Link to={to(paging.previous)}>{t("member.records.previous")}</Link> : <span />}
      <span>{t("member.records.pageOf", { page: paging.page, pages: paging.pages })}</span>
      {paging.next ? <Link to={to(paging.next)}>{t("member.records.next")}</Link> : <span />}
    </nav>
  );
}

import { redirect } from "react-router";
import type { Route } from "./+types/transaction-record";
import { requestContext } from "~/.server/context";
import { critical, optional } from "~/.server/loader-data";
import { readTransactionCode, transactionKindOf } from "~/domain/transaction-codes";
import { useMoney } from "~/ui/use-money";
import { RECORD_PAGE_SIZE, recordSearch } from "~/domain/records";
import { isAgent } from "~/domain/visitor";
import { RecordEmpty } from "~/ui/member/record-empty";
import { RecordFilter } from "~/ui/member/record-filter";
import { Pager } from "~/ui/pager";
import { pagingOf } from "~/domain/paging";
import { useT } from "~/ui/use-t";
import { recordQueryOf } from "./records.server";
import { visitorTimes } from "~/.server/visitor-times";
import "~/styles/member.css";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  trial: "realAccount",
  title: "title.transactionRecord",
  menuFlag: "TRANSREC3",
} satisfies PageHandle;

/**
 * /m/transaction/record, the account record (accounts §2): every move of the wallet from the ledger
 * with the balance after it. `types=A` is the agents' view (the agent home links it); anyone else
 * asking for it gets the member view. `code=` shows one type of the platform's transaction code list
 * (accounts §7); a code the list lacks is dropped by a redirect. Without the list the page shows
 * every type and offers no filter.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, url, context });
  const types = url.searchParams.get("types");
  const agentView = types === "A" && isAgent(session.type);
  const { backend } = context.get(requestContext);
  const codes = (await optional(context, backend.transactionCodes(), [], "transaction codes")).map(
    (c) => c.code,
  );
  const { code, corrected } = readTransactionCode(url.searchParams.get("code"), codes);
  const extra: Record<string, string> = { ...(agentView ? { types: "A" } : {}), ...(code ? { code } : {}) };
  const { query, today, oldest } = recordQueryOf(url, context, extra);
  if ((types !== null && !agentView) || corrected)
    throw redirect(`/m/transaction/record${recordSearch(query, extra)}`);
  const records = await critical(context, backend.walletDetails({ ...query, size: RECORD_PAGE_SIZE, code }));
  const time = visitorTimes(context).dateTime;
  return {
    query,
    today,
    oldest,
    extra,
    agentView,
    code,
    codes: codes.map((c) => ({ code: c, kind: transactionKindOf(c) })),
    paging: pagingOf(records.total, query.page, RECORD_PAGE_SIZE),
    rows: records.rows.map((r) => ({
      id: r.id,
      kind: transactionKindOf(r.kind),
      amountCents: r.amountCents,
      balanceCents: r.balanceCents,
      createdAt: time(r.createdAt),
    })),
  };
}

export default function TransactionRecord({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  const { query, today, oldest, extra, paging, rows, agentView, code, codes } = loaderData;
  return (
    <section className="record-page" aria-label={t("title.transactionRecord")}>
      {agentView ? <h2 className="record-page__view">{t("member.transactions.agentView")}</h2> : null}
      <RecordFilter query={query} today={today} oldest={oldest} extra={extra} fields={["code"]}>
        {codes.length > 0 ? (
          <label>
            {t("member.transactions.code")}
            <select name="code" defaultValue={code ?? ""}>
              <option value="">{t("member.transactions.allCodes")}</option>
              {codes.map((c) => (
                <option key={c.code} value={c.code}>
                  {t(`member.transactions.kind.${c.kind}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </RecordFilter>
      {rows.length === 0 ? (
        <RecordEmpty query={query} />
      ) : (
        <ul className="record-list">
          {rows.map((r) => (
            <li key={r.id} className="record-row">
              <p className="record-row__title">
                <strong>{t(`member.transactions.kind.${r.kind}`)}</strong>
                <span className={r.amountCents < 0 ? "money--minus" : "money--plus"}>
                  {money(r.amountCents)}
                </span>
              </p>
              <dl className="record-row__figures">
                <dt>{t("member.transactions.balanceAfter")}</dt>
                <dd>{money(r.balanceCents)}</dd>
                <dt>{t("member.records.time")}</dt>
                <dd>{r.createdAt}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager paging={paging} hrefOf={(page) => recordSearch({ ...query, page }, extra)} />
    </section>
  );
}

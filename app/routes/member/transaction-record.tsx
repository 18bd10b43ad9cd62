import { redirect } from "react-router";
import type { Route } from "./+types/transaction-record";
import { requestContext } from "~/.server/context";
import { critical } from "~/.server/loader-data";
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

const KINDS = new Set([
  "opening",
  "bonus",
  "reward",
  "cashback",
  "bet",
  "win",
  "deposit",
  "withdrawal",
  "withdrawal_release",
  "transfer",
  "adjustment",
  "rebate",
  "dividend",
  "salary",
]);

/**
 * /m/transaction/record, the account record (accounts §2): every move of the wallet from the ledger
 * with the balance after it. `types=A` is the agents' view (the agent home links it); anyone else
 * asking for it gets the member view.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, url, context });
  const types = url.searchParams.get("types");
  const agentView = types === "A" && isAgent(session.type);
  const extra: Record<string, string> = agentView ? { types: "A" } : {};
  const { query, today, oldest } = recordQueryOf(url, context, extra);
  if (types !== null && !agentView) throw redirect(`/m/transaction/record${recordSearch(query)}`);
  const { backend } = context.get(requestContext);
  const records = await critical(context, backend.walletDetails({ ...query, size: RECORD_PAGE_SIZE }));
  const time = visitorTimes(context).dateTime;
  return {
    query,
    today,
    oldest,
    extra,
    agentView,
    paging: pagingOf(records.total, query.page, RECORD_PAGE_SIZE),
    rows: records.rows.map((r) => ({
      id: r.id,
      kind: KINDS.has(r.kind) ? r.kind : "other",
      amountCents: r.amountCents,
      balanceCents: r.balanceCents,
      createdAt: time(r.createdAt),
    })),
  };
}

export default function TransactionRecord({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  const { query, today, oldest, extra, paging, rows, agentView } = loaderData;
  return (
    <section className="record-page" aria-label={t("title.transactionRecord")}>
      {agentView ? <h2 className="record-page__view">{t("member.transactions.agentView")}</h2> : null}
      <RecordFilter query={query} today={today} oldest={oldest} extra={extra} />
      {rows.length === 0 ? (
        <RecordEmpty query={query} />
      ) : (
        <ul className="record-list">
          {rows.map((r) => (
            <li key={r.id} className="record-row">
              <p className="record-row__title">
                <strong>{t(`member.transactions.kind.${r.kind}`, { defaultValue: r.kind })}</strong>
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

import type { Route } from "./+types/profit-and-loss";
import { requestContext } from "~/.server/context";
import { critical } from "~/.server/loader-data";
import { useMoney } from "~/ui/use-money";
import { profitAndLoss } from "~/domain/profit-and-loss";
import { RecordEmpty } from "~/ui/member/record-empty";
import { RecordFilter } from "~/ui/member/record-filter";
import { useT } from "~/ui/use-t";
import { recordQueryOf } from "./records.server";
import "~/styles/member.css";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  trial: "realAccount",
  title: "title.profitAndLoss",
  menuFlag: "PERSREP",
} satisfies PageHandle;

/** /m/profitandloss (accounts §2): the member's result for a date range, computed from the ledger. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { query, today, oldest } = recordQueryOf(url, context);
  const { backend } = context.get(requestContext);
  const totals = await critical(context, backend.pnlTotals({ start: query.start, end: query.end }));
  return { query, today, oldest, report: totals.length > 0 ? profitAndLoss(totals) : null };
}

const LINES = ["stake", "win", "gameResult", "promotions", "profit"] as const;

export default function ProfitAndLoss({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  const { query, today, oldest, report } = loaderData;
  const cents = report && {
    stake: report.stakeCents,
    win: report.winCents,
    gameResult: report.gameResultCents,
    promotions: report.promotionCents,
    profit: report.profitCents,
  };
  return (
    <section className="record-page" aria-label={t("title.profitAndLoss")}>
      <RecordFilter query={query} today={today} oldest={oldest} />
      {cents ? (
        <dl className="pnl-report">
          {LINES.map((line) => (
            <div key={line} className={line === "profit" ? "pnl-report__total" : undefined}>
              <dt>{t(`member.pnl.${line}`)}</dt>
              <dd className={line !== "stake" && cents[line] < 0 ? "money--minus" : undefined}>
                {money(cents[line])}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <RecordEmpty query={query} />
      )}
    </section>
  );
}

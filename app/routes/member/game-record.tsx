import { Form, Link, redirect } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/game-record";
import { requestContext } from "~/.server/context";
import { admit, admitPost, currentPath } from "~/.server/guards";
import { isBackendError } from "~/.server/backend";
import { type Flash, redirectWithFlash } from "~/.server/flash";
import { critical } from "~/.server/loader-data";
import { useMoney } from "~/ui/use-money";
import { RECORD_PAGE_SIZE, recordSearch } from "~/domain/records";
import { RecordEmpty } from "~/ui/member/record-empty";
import { RecordFilter } from "~/ui/member/record-filter";
import { Pager } from "~/ui/pager";
import { pagingOf } from "~/domain/paging";
import { useT } from "~/ui/use-t";
import { recordQueryOf } from "./records.server";
import { visitorTimes } from "~/.server/visitor-times";
import "~/styles/member.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  trial: "realAccount",
  title: "title.gameRecord",
  menuFlag: "TRANSBETREPMEM3",
} satisfies PageHandle;

const TABS = ["games", "lottery"] as const;
const cancelSchema = z.object({ subOrderId: z.coerce.number().int().positive() });

/**
 * /m/gameRecord, the bet record (accounts §2): game records (demo play's spins) and lottery orders,
 * each for a date range and page in the URL (?tab=lottery for the orders).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const tabParam = url.searchParams.get("tab");
  const tab = tabParam === "lottery" ? "lottery" : "games";
  const extra: Record<string, string> = tab === "lottery" ? { tab } : {};
  const { query, today, oldest } = recordQueryOf(url, context, extra);
  if (tabParam !== null && tabParam !== "lottery") throw redirect(`/m/gameRecord${recordSearch(query)}`);
  const { backend } = context.get(requestContext);
  const page = { ...query, size: RECORD_PAGE_SIZE };
  const base = { query, today, oldest, extra };
  const time = visitorTimes(context).dateTime;
  if (tab === "lottery") {
    const orders = await critical(context, backend.lotteryOrders(page));
    return {
      ...base,
      tab,
      paging: pagingOf(orders.total, query.page, RECORD_PAGE_SIZE),
      games: null,
      orders: orders.rows.map((o) => ({ ...o, createdAt: time(o.createdAt) })),
    };
  }
  const games = await critical(context, backend.gameRecords(page));
  return {
    ...base,
    tab,
    paging: pagingOf(games.total, query.page, RECORD_PAGE_SIZE),
    games: {
      stakeCents: games.stakeCents,
      winCents: games.winCents,
      rows: games.rows.map((r) => ({ ...r, createdAt: time(r.createdAt) })),
    },
    orders: null,
  };
}

const CANCEL_REFUSALS: Record<string, string> = { "lottery.cancel.closed": "member.bets.cancelClosed" };

/** Cancel a lottery sub-order: back to the same list with a toast (works without JavaScript). */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const submission = cancelSchema.safeParse(Object.fromEntries(await request.formData()));
  let flash: Flash = { kind: "success", messageKey: "member.bets.cancelled" };
  try {
    if (!submission.success) throw new Error("no sub-order");
    await backend.cancelSubOrder(submission.data.subOrderId);
  } catch (error) {
    const code = isBackendError(error) ? error.errorCode : "";
    flash = { kind: "error", messageKey: CANCEL_REFUSALS[code] ?? "member.bets.cancelFailed" };
  }
  return redirectWithFlash(request, currentPath(url), flash);
}

export default function GameRecord({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  const { query, today, oldest, extra, paging, games, orders, tab } = loaderData;
  const empty = (games?.rows.length ?? orders?.length ?? 0) === 0;
  return (
    <section className="record-page" aria-label={t("title.gameRecord")}>
      <nav className="record-tabs" aria-label={t("member.bets.tabs")}>
        {TABS.map((key) => (
          <Link
            key={key}
            to={recordSearch({ ...query, page: 1 }, key === "lottery" ? { tab: key } : {})}
            aria-current={tab === key ? "page" : undefined}
          >
            {t(`member.bets.${key}`)}
          </Link>
        ))}
      </nav>
      <RecordFilter query={query} today={today} oldest={oldest} extra={extra} />
      {games && games.rows.length > 0 ? (
        <p className="record-totals">
          {t("member.bets.totals", {
            stake: money(games.stakeCents),
            win: money(games.winCents),
          })}
        </p>
      ) : null}
      {empty ? <RecordEmpty query={query} /> : null}
      {games && games.rows.length > 0 ? (
        <ul className="record-list">
          {games.rows.map((r) => (
            <li key={r.id} className="record-row">
              <p className="record-row__title">
                <strong>{r.gameName}</strong> <span>{r.vendorName}</span>
              </p>
              <dl className="record-row__figures">
                <dt>{t("member.bets.stake")}</dt>
                <dd>{money(r.stakeCents)}</dd>
                <dt>{t("member.bets.win")}</dt>
                <dd>{money(r.winCents)}</dd>
                <dt>{t("member.bets.result")}</dt>
                <dd className={r.winCents - r.stakeCents < 0 ? "money--minus" : "money--plus"}>
                  {money(r.winCents - r.stakeCents)}
                </dd>
                <dt>{t("member.records.time")}</dt>
                <dd>{r.createdAt}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {orders && orders.length > 0 ? (
        <ul className="record-list">
          {orders.map((o) => (
            <li key={o.id} className="record-row">
              <p className="record-row__title">
                <strong>{o.gameName}</strong> <span>{t("member.bets.issue", { issue: o.issue })}</span>
              </p>
              <p className="record-row__time">{o.createdAt}</p>
              <ul className="sub-orders">
                {o.subOrders.map((s) => (
                  <li key={s.id}>
                    <span>{t("member.bets.pick", { numbers: s.numbers })}</span>
                    <span>{money(s.stakeCents)}</span>
                    <span>{t(`member.bets.state.${s.state}`)}</span>
                    {s.state === "won" ? <span className="money--plus">{money(s.winCents)}</span> : null}
                    {s.cancellable ? (
                      <Form method="post">
                        <input type="hidden" name="subOrderId" value={s.id} />
                        <button type="submit" className="button button--ghost">
                          {t("member.bets.cancel", { numbers: s.numbers })}
                        </button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager paging={paging} hrefOf={(page) => recordSearch({ ...query, page }, extra)} />
    </section>
  );
}

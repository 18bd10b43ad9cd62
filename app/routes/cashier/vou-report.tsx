import { todayOf } from "~/domain/day";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/vou-report";
import { requestContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { readRecordQuery, RECORD_PAGE_SIZE, recordSearch } from "~/domain/deposit";
import { pagingOf } from "~/domain/paging";
import { Pager } from "~/ui/pager";
import { getLocale } from "~/.server/i18n";
import { localeTag } from "~/domain/locale-format";
import { visitorTimes } from "~/.server/visitor-times";
import { memberDepositOptions } from "./voucher-center.server";
import { formatMoney } from "~/domain/money";
import { useT } from "~/ui/use-t";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/cashier.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "real",
  title: "title.depositRecord",
  menuFlag: "DEPRECM3",
} satisfies PageHandle;

/**
 * /m/vouReport, the deposit record: the member's orders in a date range (the address holds the
 * range and the page; a bad value is corrected with a redirect), newest first, with their state.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, timeZone } = context.get(requestContext);
  const today = todayOf(Date.now(), timeZone);
  const { corrected, ...query } = readRecordQuery(url.searchParams, today);
  if (corrected) throw redirect(url.pathname + recordSearch(query));
  const [report, options] = await Promise.all([
    critical(context, backend.depositReport({ ...query, size: RECORD_PAGE_SIZE })),
    critical(context, memberDepositOptions(context)),
  ]);
  const locale = localeTag(getLocale(context));
  const times = visitorTimes(context);
  return {
    query,
    paging: pagingOf(report.total, query.page, RECORD_PAGE_SIZE),
    orders: report.orders.map((o) => ({
      id: o.id,
      date: times.dateTime(o.createdAt),
      dateTime: o.createdAt,
      method: o.methodName,
      amount: formatMoney(o.amountCents, options.currency, locale),
      state: o.state,
    })),
  };
}

/** A day of the range; `key` renews the input when the address changes the value. */
function DateField({ name, label, value }: { name: string; label: string; value: string }) {
  const id = `record-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__control">
        <input id={id} type="date" name={name} defaultValue={value} key={value} required />
      </div>
    </div>
  );
}

export default function VouReport({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, orders } = loaderData;
  return (
    <section className="deposit-page record-page" aria-label={t("title.depositRecord")}>
      <Form method="get" className="record-filter" aria-label={t("cashier.record.filter")}>
        <DateField name="from" label={t("cashier.record.from")} value={query.from} />
        <DateField name="to" label={t("cashier.record.to")} value={query.to} />
        <button type="submit" className="button">
          {t("cashier.record.search")}
        </button>
      </Form>
      {orders.length === 0 ? (
        <p className="record-empty">{t("cashier.record.empty")}</p>
      ) : (
        <ul className="record-list" aria-label={t("cashier.record.list")}>
          {orders.map((o) => (
            <li key={o.id} className="record-list__item">
              <div className="record-list__info">
                <span className="record-list__title">{t("cashier.record.order", { id: o.id })}</span>
                <span>{o.method}</span>
                <time dateTime={o.dateTime}>{o.date}</time>
              </div>
              <div className="record-list__side">
                <span className="record-list__amount">{o.amount}</span>
                <span className={`deposit-state deposit-state--${o.state}`}>
                  {t(`cashier.state.${o.state}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager paging={loaderData.paging} hrefOf={(page) => recordSearch({ ...loaderData.query, page })} />
    </section>
  );
}

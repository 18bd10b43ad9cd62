import { siteStatus } from "~/.server/site-status";
import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, redirect } from "react-router";
import { z } from "~/domain/zod";
import { deferredForm } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/voucher-center";
import { requestContext } from "~/.server/context";
import { refuseSubmission } from "~/.server/form-answer";
import { responsibleRefusal, type ResponsibleRefusal } from "~/.server/responsible-refusal";
import { admit, admitPost } from "~/.server/guards";
import { getLocale } from "~/.server/i18n";
import { critical } from "~/.server/loader-data";
import { depositSchema } from "~/domain/deposit-form";
import { localeTag } from "~/domain/locale-format";
import { templateLayout } from "~/domain/site-config";
import { MoneyForm } from "~/ui/forms/money-form";
import { useT } from "~/ui/use-t";
import {
  depositOptionsOf,
  depositOrderView,
  depositRefusal,
  memberDepositOptions,
} from "./voucher-center.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/cashier.css";
import type { PageHandle } from "~/domain/page";
import { keepDataForUiParams } from "~/domain/ui-params";

/** The form, drawn by the server, hydrated once its code (and conform's) arrives. */
const DepositForm = deferredForm(() => import("./voucher-center-form"));

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "real", trial: "realMoney", title: "title.deposit" } satisfies PageHandle;

const orderQuery = z.object({
  order: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .optional()
    .catch(undefined),
});
export const FORM_ID = "deposit";

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * /m/voucherCenter, deposit (accounts: dep_func picks the base or new layout). Real accounts only.
 * After a submit the page shows the order (?order=id) with its state, its record and, for the
 * payment gateway, the provider's page; a fresh idempotency key comes with every render of the form.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { order: orderId } = orderQuery.parse(Object.fromEntries(url.searchParams));
  const [options, status] = await Promise.all([depositOptionsOf(context), siteStatus(context)]);
  const order = orderId ? await depositOrderView(context, orderId, options.currency) : null;
  if (orderId && !order) throw redirect("/m/voucherCenter");
  return {
    layout: templateLayout(status.info.mobileTemplate.dep_func),
    ...options,
    order,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** One deposit order per idempotency key: a double post lands on the same order's page. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const options = await critical(context, memberDepositOptions(context));
  const schema = depositSchema(
    options.methods,
    options.promotions.map((p) => p.id),
    localeTag(getLocale(context)),
  );
  const submission = parseWithZod(await request.formData(), { schema });
  const limitedNot: { limited: ResponsibleRefusal | null } = { limited: null };
  if (submission.status !== "success")
    return refuseSubmission({ request, url }, FORM_ID, submission, { hideFields: [] }, limitedNot);
  try {
    const order = await backend.createDepositOrder(submission.value);
    return redirect(`/m/voucherCenter?order=${order.id}`, 303);
  } catch (error) {
    // Over the member's own deposit limit (or during a break): said in words with what may still be
    // deposited and when, in the refusal summary (docs/decisions/0028).
    const limited = responsibleRefusal(error);
    return refuseSubmission(
      { request, url },
      FORM_ID,
      submission,
      { ...(limited ? { status: 403 as const } : depositRefusal(error)), hideFields: [] },
      { limited },
    );
  }
}

export type Data = Route.ComponentProps["loaderData"];

/** What a submit made: the order, its state, its record and the provider's page for the gateway. */
function OrderView({ order }: { order: NonNullable<Data["order"]> }) {
  const t = useT();
  return (
    <section className="deposit-order" aria-labelledby="deposit-order-title">
      <h2 id="deposit-order-title">{t("cashier.order.title", { id: order.id })}</h2>
      <p>{t("cashier.order.summary", { amount: order.amount, method: order.method })}</p>
      <p role="status">
        <span className={`deposit-state deposit-state--${order.state}`}>
          {t(`cashier.state.${order.state}`)}
        </span>
      </p>
      {order.state === "pending" ? <p>{t("cashier.order.pendingNote")}</p> : null}
      <ul className="deposit-order__links">
        {order.providerHref && order.state === "pending" ? (
          <li>
            <a href={order.providerHref} className="button button--primary">
              {t("cashier.order.pay")}
            </a>
          </li>
        ) : null}
        <li>
          <Link to={order.recordHref}>{t("cashier.order.record")}</Link>
        </li>
        <li>
          <Link to="/m/voucherCenter">{t("cashier.order.another")}</Link>
        </li>
      </ul>
    </section>
  );
}

export default function VoucherCenter({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.order) return <OrderView order={loaderData.order} />;
  return (
    <section className={`deposit-page deposit-page--${loaderData.layout}`} aria-label={t("title.deposit")}>
      {loaderData.methods.length === 0 ? (
        <p className="deposit-page__empty">{t("cashier.deposit.none")}</p>
      ) : (
        <MoneyForm<DepositAnswer>
          formId={FORM_ID}
          formKey={loaderData.idempotencyKey}
          actionData={actionData}
        >
          {(answer) => <DepositForm data={loaderData} answer={answer} formId={FORM_ID} />}
        </MoneyForm>
      )}
    </section>
  );
}

export type DepositAnswer = { result?: SubmissionResult<string[]>; limited?: ResponsibleRefusal | null };

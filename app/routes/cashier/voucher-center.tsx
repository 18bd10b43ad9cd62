import { siteStatus } from "~/.server/site-status";
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/voucher-center";
import { requestContext } from "~/.server/context";
import { refuseSubmission } from "~/.server/form-answer";
import { responsibleRefusal, type ResponsibleRefusal } from "~/.server/responsible-refusal";
import { admit, admitPost } from "~/.server/guards";
import { getLocale } from "~/.server/i18n";
import { critical } from "~/.server/loader-data";
import { METHOD_KINDS, methodsByVendor, type DepositMethod } from "~/domain/deposit";
import { depositSchema } from "~/domain/deposit-form";
import { localeTag } from "~/domain/locale-format";
import { templateLayout } from "~/domain/site-config";
import { SubmitButton } from "~/ui/forms/submit-button";
import { FormRefusals } from "~/ui/forms/form-refusals";
import { MoneyForm, MoneyFormKey } from "~/ui/forms/money-form";
import { ResponsibleRefusalText } from "~/ui/responsible-refusal";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { useLocaleTag } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import { depositOptionsOf, depositOrderView, depositRefusal } from "./voucher-center.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/cashier.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "real", trial: "register", title: "title.deposit" } satisfies PageHandle;

const orderQuery = z.object({
  order: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .optional()
    .catch(undefined),
});
const FORM_ID = "deposit";
const FIELDS = ["methodId", "amount", "promotionId"];

/**
 * /m/voucherCenter, deposit (accounts: dep_func picks the base or new layout). Real accounts only.
 * After a submit the page shows the order (?order=id) with its state, its record and, for the
 * payment gateway, the provider's page; a fresh idempotency key comes with every render of the form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await admit(handle, { request, context });
  const { order: orderId } = orderQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
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
export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
  const { backend } = context.get(requestContext);
  const options = await critical(context, backend.depositOptions());
  const schema = depositSchema(
    options.methods,
    options.promotions.map((p) => p.id),
    localeTag(getLocale(context)),
  );
  const submission = parseWithZod(await request.formData(), { schema });
  const limitedNot: { limited: ResponsibleRefusal | null } = { limited: null };
  if (submission.status !== "success")
    return refuseSubmission(request, FORM_ID, submission, { hideFields: [] }, limitedNot);
  try {
    const order = await backend.createDepositOrder(submission.value);
    return redirect(`/m/voucherCenter?order=${order.id}`, 303);
  } catch (error) {
    // Over the member's own deposit limit (or during a break): said in words with what may still be
    // deposited and when, in the refusal summary (docs/decisions/0028).
    const limited = responsibleRefusal(error);
    return refuseSubmission(
      request,
      FORM_ID,
      submission,
      { ...(limited ? { status: 403 as const } : depositRefusal(error)), hideFields: [] },
      { limited },
    );
  }
}

type Data = Route.ComponentProps["loaderData"];
type Metadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** A field's errors, translated (keys under "cashier.errors."). */
function Errors({ id, errors }: { id: string; errors?: string[] }) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      {errors
        .map((key) => t(`cashier.errors.${key}`, { defaultValue: t("cashier.errors.refused") }))
        .join(" ")}
    </p>
  );
}

/** One choice of a radio group as a card: its title and the lines under it. */
function RadioCard({
  field,
  value,
  title,
  lines = [],
  id,
}: {
  field: Metadata;
  value: string;
  title: string;
  lines?: Array<string | null>;
  /** The first choice's id: the refusal summary links to it. */
  id?: string;
}) {
  return (
    <label className="deposit-method">
      <input
        type="radio"
        name={field.name}
        value={value}
        defaultChecked={(field.initialValue ?? "") === value}
        id={id}
        aria-describedby={field.errors ? field.errorId : undefined}
      />
      <span className="deposit-method__name">{title}</span>
      {lines.map((line) =>
        line ? (
          <span key={line} className="deposit-method__line">
            {line}
          </span>
        ) : null,
      )}
    </label>
  );
}

/** The methods as radio buttons: by kind, banks by vendor; the new layout shows them as cards. */
function MethodChoice({ data, field }: { data: Data; field: Metadata }) {
  const t = useT();
  const option = (m: Data["methods"][number]) => (
    <RadioCard
      key={m.id}
      field={field}
      value={String(m.id)}
      title={m.name}
      lines={[
        t("cashier.deposit.limits", { min: m.min, max: m.max }),
        m.payee ? t("cashier.deposit.payee", { payee: m.payee }) : null,
      ]}
      id={m.id === data.methods[0].id ? `${field.id}-first` : undefined}
    />
  );
  return (
    <fieldset className="deposit-methods" aria-invalid={field.errors ? true : undefined}>
      <legend>{t("cashier.deposit.methods")}</legend>
      <Errors id={field.errorId} errors={field.errors} />
      {METHOD_KINDS.map((kind) => {
        const ofKind = data.methods.filter((m) => m.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="deposit-methods__kind">
            <h2>{t(`cashier.deposit.kind.${kind}`)}</h2>
            {kind === "bank" ? (
              methodsByVendor(ofKind).map(([vendor, banks]) => (
                <div key={vendor} className="deposit-methods__vendor">
                  <h3>{vendor}</h3>
                  <div className="deposit-methods__options">{banks.map(option)}</div>
                </div>
              ))
            ) : (
              <div className="deposit-methods__options">{ofKind.map(option)}</div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function AmountField({ field }: { field: Metadata }) {
  const t = useT();
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>{t("cashier.deposit.amount")}</label>
      <div className="field__control">
        <input
          id={field.id}
          name={field.name}
          defaultValue={field.initialValue}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          aria-invalid={field.errors ? true : undefined}
          aria-describedby={field.errors ? `${field.errorId} ${hintId}` : hintId}
        />
      </div>
      <p id={hintId} className="field__hint">
        {t("cashier.deposit.amountHint")}
      </p>
      <Errors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function PromotionChoice({ data, field }: { data: Data; field: Metadata }) {
  const t = useT();
  if (data.promotions.length === 0) return null;
  return (
    <fieldset className="deposit-promotions">
      <legend>{t("cashier.deposit.promotion")}</legend>
      <Errors id={field.errorId} errors={field.errors} />
      <RadioCard field={field} value="" title={t("cashier.deposit.noPromotion")} id={`${field.id}-first`} />
      {data.promotions.map((p) => (
        <RadioCard
          key={p.id}
          field={field}
          value={String(p.id)}
          title={p.title}
          lines={[p.bonus ? t("cashier.deposit.bonus", { amount: p.bonus }) : null]}
        />
      ))}
    </fieldset>
  );
}

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
          {(answer) => <DepositForm data={loaderData} answer={answer} />}
        </MoneyForm>
      )}
    </section>
  );
}

type DepositAnswer = { result?: SubmissionResult<string[]>; limited?: ResponsibleRefusal | null };

function DepositForm({ data, answer }: { data: Data; answer?: DepositAnswer }) {
  const t = useT();
  const locale = useLocaleTag();
  const checks = useBrowserChecks();
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: answer?.result,
    onValidate: validateWith(checks, (c) =>
      c.depositSchema(
        data.methods as DepositMethod[],
        data.promotions.map((p) => p.id),
        locale,
      ),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // The summary links each refused field to its first input (a method is a group of radios).
  const firstInputs = {
    methodId: { id: `${fields.methodId.id}-first` },
    amount: { id: fields.amount.id },
    promotionId: { id: `${fields.promotionId.id}-first` },
  };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form deposit-form">
      <p>{t("cashier.deposit.intro")}</p>
      <FormRefusals
        answer={answer?.result}
        fields={firstInputs}
        labels={{
          amount: t("cashier.deposit.amount"),
          methodId: t("cashier.deposit.methods"),
          promotionId: t("cashier.deposit.promotion"),
        }}
        order={data.layout === "new" ? ["amount", "methodId", "promotionId"] : FIELDS}
        prefix="cashier.errors"
        fallback="cashier.errors.refused"
      >
        {answer?.limited ? <ResponsibleRefusalText refusal={answer.limited} inSummary /> : null}
      </FormRefusals>
      <MoneyFormKey />
      {data.layout === "new" ? (
        <>
          <AmountField field={fields.amount as Metadata} />
          <MethodChoice data={data} field={fields.methodId as Metadata} />
        </>
      ) : (
        <>
          <MethodChoice data={data} field={fields.methodId as Metadata} />
          <AmountField field={fields.amount as Metadata} />
        </>
      )}
      <PromotionChoice data={data} field={fields.promotionId as Metadata} />
      <SubmitButton>{t("cashier.deposit.submit")}</SubmitButton>
    </Form>
  );
}

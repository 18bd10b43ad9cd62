import { randomUUID } from "node:crypto";
import { Form, Link } from "react-router";
import type { Route } from "./+types/responsible-gaming";
import { requestContext } from "~/.server/context";
import { admit, admitPost } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import {
  BREAKS,
  breakEnd,
  EXCLUSION_MONTHS,
  exclusionEnd,
  PERIODS,
  REALITY_CHECK_MINUTES,
  RESPONSIBLE_PAGE as PAGE,
  type LimitName,
} from "~/domain/responsible";
import { useLocaleTag, useMoney } from "~/ui/use-money";
import { formatInstant } from "~/domain/responsible-words";
import type { ResponsibleOverview } from "~/.server/backend/schemas/responsible";
import { limitRange } from "~/domain/limit-value";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useFormAnswer } from "~/ui/forms/form-answer";
import { MoneyForm, MoneyFormKey } from "~/ui/forms/money-form";
import { RefusalSummary } from "~/ui/forms/refusal-summary";
import { useT } from "~/ui/use-t";
import { confirmQuery, responsibleAction, type ResponsibleRefusal } from "./responsible-gaming.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/responsible.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "real", title: "responsible:title" } satisfies PageHandle;

/**
 * /m/responsibleGaming: a member's deposit, loss and session-time limits, the reality-check
 * interval, a break and self-exclusion (each with a confirmation step, a GET of this page, so it
 * works without JavaScript). The backend enforces all of them (docs/decisions/0028).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const overview = await critical(context, backend.responsibleOverview());
  const asked = confirmQuery.safeParse(Object.fromEntries(url.searchParams));
  const now = Date.now();
  const confirm = !asked.success
    ? null
    : asked.data.confirm === "break"
      ? { kind: "break" as const, length: asked.data.length, until: breakEnd(asked.data.length, now) }
      : {
          kind: "selfExclusion" as const,
          months: asked.data.months,
          until: exclusionEnd(asked.data.months, now),
        };
  // Each load a new round of the limit forms: after a save they come back empty (issue 21).
  return { overview, confirm, formKey: randomUUID() };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  return responsibleAction({ request, url }, context);
}

/** The action's last answer: each form finds its own refusal in it (useFormAnswer). */
type Refusal = unknown;

export default function ResponsibleGaming({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { overview, confirm, formKey } = loaderData;
  const refusal: Refusal = actionData;
  return (
    // The header carries the page's title (the layout's title map).
    <section className="responsible-page" aria-label={t("responsible:title")}>
      {confirm ? <Confirmation confirm={confirm} /> : null}
      <p>{t("responsible:intro")}</p>

      <PeriodLimits kind="deposit" overview={overview} refusal={refusal} formKey={formKey} />
      <PeriodLimits kind="loss" overview={overview} refusal={refusal} formKey={formKey} />

      <section aria-labelledby="session-heading" className="responsible-card">
        <h2 id="session-heading">{t("responsible:session.heading")}</h2>
        <p className="responsible-hint">{t("responsible:session.hint")}</p>
        <LimitForm
          name="session"
          label={t("responsible:session.minutes")}
          overview={overview}
          refusal={refusal}
          formKey={formKey}
        />
      </section>

      <section id="reality" aria-labelledby="reality-heading" className="responsible-card">
        <h2 id="reality-heading">{t("responsible:reality.heading")}</h2>
        <p className="responsible-hint">{t("responsible:reality.hint")}</p>
        <Form method="post" className="responsible-form" preventScrollReset>
          <input type="hidden" name="intent" value="reality" />
          <div className="field">
            <label htmlFor="reality-minutes">{t("responsible:reality.interval")}</label>
            <select id="reality-minutes" name="minutes" defaultValue={overview.realityCheckMinutes ?? ""}>
              <option value="">{t("responsible:reality.off")}</option>
              {REALITY_CHECK_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t("responsible:reality.every", { count: m })}
                </option>
              ))}
            </select>
          </div>
          <RefusalText form="reality" refusal={refusal} />
          <SubmitButton className="button">{t("responsible:save")}</SubmitButton>
        </Form>
      </section>

      <section id="break" aria-labelledby="break-heading" className="responsible-card">
        <h2 id="break-heading">{t("responsible:break.heading")}</h2>
        <p className="responsible-hint">{t("responsible:break.hint")}</p>
        {/* The first step only asks: the page comes back with the confirmation. */}
        <Form method="get" action={PAGE} className="responsible-form">
          <input type="hidden" name="confirm" value="break" />
          <div className="field">
            <label htmlFor="break-length">{t("responsible:break.length")}</label>
            <select id="break-length" name="length" defaultValue="24h">
              {Object.keys(BREAKS).map((length) => (
                <option key={length} value={length}>
                  {t(`responsible:break.${length as keyof typeof BREAKS}`)}
                </option>
              ))}
            </select>
          </div>
          <RefusalText form="break" refusal={refusal} />
          <button type="submit" className="button">
            {t("responsible:break.submit")}
          </button>
        </Form>
      </section>

      <section id="exclusion" aria-labelledby="exclusion-heading" className="responsible-card">
        <h2 id="exclusion-heading">{t("responsible:exclusion.heading")}</h2>
        <p className="responsible-hint">{t("responsible:exclusion.hint")}</p>
        <Form method="get" action={PAGE} className="responsible-form">
          <input type="hidden" name="confirm" value="selfExclusion" />
          <div className="field">
            <label htmlFor="exclusion-months">{t("responsible:exclusion.length")}</label>
            <select id="exclusion-months" name="months" defaultValue="6">
              {EXCLUSION_MONTHS.map((m) => (
                <option key={m} value={m}>
                  {t("responsible:exclusion.months", { count: m })}
                </option>
              ))}
            </select>
          </div>
          <RefusalText form="selfExclusion" refusal={refusal} />
          <button type="submit" className="button">
            {t("responsible:exclusion.submit")}
          </button>
        </Form>
      </section>
    </section>
  );
}

/** The day, week and month limits of deposits or losses, with what this period has seen so far. */
function PeriodLimits({
  kind,
  overview,
  refusal,
  formKey,
}: {
  kind: "deposit" | "loss";
  overview: ResponsibleOverview;
  refusal: Refusal;
  formKey: string;
}) {
  const money = useMoney();
  const t = useT();
  const sums = kind === "deposit" ? overview.deposited : overview.lost;
  return (
    <section
      id={kind === "deposit" ? "limits" : undefined}
      aria-labelledby={`${kind}-heading`}
      className="responsible-card"
    >
      <h2 id={`${kind}-heading`}>{t(`responsible:${kind}.heading`)}</h2>
      {kind === "loss" ? <p className="responsible-hint">{t("responsible:loss.hint")}</p> : null}
      {PERIODS.map((period) => (
        <LimitForm
          key={period}
          name={`${kind}.${period}`}
          label={t(`responsible:period.${period}`)}
          overview={overview}
          used={t(`responsible:${kind}.used`, { amount: money(sums[period]) })}
          refusal={refusal}
          formKey={formKey}
        />
      ))}
    </section>
  );
}

/**
 * One limit: what is in force, a raise waiting for its time, the period's sum, and its form. The form
 * is a round of its own (MoneyForm): empty after a save, what was typed kept after a refusal.
 */
function LimitForm(props: {
  name: LimitName;
  label: string;
  overview: ResponsibleOverview;
  used?: string;
  refusal: Refusal;
  formKey: string;
}) {
  return (
    <MoneyForm<ResponsibleRefusal>
      formId={props.name}
      formKey={props.formKey}
      keyName="formKey"
      actionData={props.refusal}
    >
      {(answer) => <LimitFields {...props} answer={answer} />}
    </MoneyForm>
  );
}

function LimitFields({
  name,
  label,
  overview,
  used,
  answer,
}: {
  name: LimitName;
  label: string;
  overview: ResponsibleOverview;
  used?: string;
  answer?: ResponsibleRefusal;
}) {
  const money = useMoney();
  const t = useT();
  const locale = useLocaleTag();
  const setting = overview.limits[name];
  const shown = (value: number | null) =>
    value === null
      ? t("responsible:noLimit")
      : name === "session"
        ? t("responsible:session.value", { count: value })
        : money(value);
  const id = `limit-${name.replace(".", "-")}`;
  const range = limitRange(name);
  const rangeWords =
    name === "session"
      ? t("responsible:range.session", { min: range.min, max: range.max })
      : t("responsible:range.money", { min: money(range.min), max: money(range.max) });
  const refusal = answer ? refusalWords(t, answer, rangeWords) : null;
  return (
    <Form method="post" className="responsible-form responsible-limit" preventScrollReset>
      <RefusalSummary answered={answer} formErrors={refusal ? [refusal] : []} fieldErrors={[]} />
      <input type="hidden" name="name" value={name} />
      <MoneyFormKey />
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="field__control">
          <input
            id={id}
            name="value"
            inputMode={name === "session" ? "numeric" : "decimal"}
            autoComplete="off"
            maxLength={16}
            defaultValue={answer?.value ?? ""}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={`${id}-range ${id}-state`}
          />
        </div>
        <p id={`${id}-range`} className="field__hint">
          {rangeWords}
        </p>
      </div>
      <p id={`${id}-state`} className="responsible-state">
        {t("responsible:inForce", { value: shown(setting.value) })}
        {setting.pending ? (
          <>
            {" · "}
            {t("responsible:pending", {
              value: shown(setting.pending.value),
              at: formatInstant(setting.pending.effectiveAt, locale),
            })}
          </>
        ) : null}
        {used ? <> · {used}</> : null}
      </p>
      <div className="responsible-actions">
        <SubmitButton name="intent" value="limit" className="button">
          {t("responsible:save")}
        </SubmitButton>
        {setting.value !== null ? (
          <SubmitButton name="intent" value="remove" className="button button--ghost">
            {t("responsible:remove")}
          </SubmitButton>
        ) : null}
      </div>
    </Form>
  );
}

/** A refusal of the page's forms in words; an out-of-range value names the range. */
function refusalWords(t: ReturnType<typeof useT>, refusal: ResponsibleRefusal, range: string): string {
  if (refusal.messageKey === "range" || refusal.messageKey === "format") return range;
  return t(`responsible:${refusal.messageKey}`);
}

function RefusalText({ form, refusal }: { form: string; refusal: Refusal }) {
  const t = useT();
  const answer = useFormAnswer<ResponsibleRefusal>(form, refusal);
  return (
    <RefusalSummary
      answered={answer}
      formErrors={answer ? [refusalWords(t, answer, "")] : []}
      fieldErrors={[]}
    />
  );
}

/** The second step of a break or self-exclusion: what it means, until when, and the one button that starts it. */
function Confirmation({
  confirm,
}: {
  confirm:
    | { kind: "break"; length: string; until: number }
    | { kind: "selfExclusion"; months: number; until: number };
}) {
  const t = useT();
  const locale = useLocaleTag();
  return (
    <section className="responsible-confirm" role="alert" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{t("responsible:confirm.title")}</h2>
      <p>{t(`responsible:confirm.${confirm.kind}`, { until: formatInstant(confirm.until, locale) })}</p>
      <Form method="post" action={PAGE} className="responsible-actions">
        <input type="hidden" name="intent" value="exclusion" />
        <input type="hidden" name="confirmed" value="yes" />
        <input type="hidden" name="kind" value={confirm.kind} />
        {confirm.kind === "break" ? (
          <input type="hidden" name="length" value={confirm.length} />
        ) : (
          <input type="hidden" name="months" value={confirm.months} />
        )}
        <button type="submit" className="button">
          {t("responsible:confirm.yes")}
        </button>
        <Link to={PAGE} className="button button--ghost">
          {t("responsible:confirm.cancel")}
        </Link>
      </Form>
    </section>
  );
}

import { Form, Link } from "react-router";
import type { Route } from "./+types/responsible-gaming";
import { requestContext } from "~/.server/context";
import { requireMember } from "~/.server/guards";
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
import { useT } from "~/ui/use-t";
import { confirmQuery, responsibleAction } from "./responsible-gaming.server";
import "~/styles/account.css";
import "~/styles/responsible.css";

/**
 * /m/responsibleGaming: a member's deposit, loss and session-time limits, the reality-check
 * interval, a break and self-exclusion (each with a confirmation step, a GET of this page, so it
 * works without JavaScript). The backend enforces all of them (docs/decisions/0028).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const { backend } = context.get(requestContext);
  const overview = await critical(context, backend.responsibleOverview());
  const asked = confirmQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
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
  return { overview, confirm };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireMember(request, context);
  return responsibleAction(request, context);
}

type Refusal = { form: string; messageKey: "invalid" | "failed" } | undefined;

export default function ResponsibleGaming({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { overview, confirm } = loaderData;
  const refusal: Refusal = actionData;
  return (
    // The header carries the page's title (the layout's title map).
    <section className="responsible-page" aria-label={t("responsible:title")}>
      {confirm ? <Confirmation confirm={confirm} /> : null}
      <p>{t("responsible:intro")}</p>

      <PeriodLimits kind="deposit" overview={overview} refusal={refusal} />
      <PeriodLimits kind="loss" overview={overview} refusal={refusal} />

      <section aria-labelledby="session-heading" className="responsible-card">
        <h2 id="session-heading">{t("responsible:session.heading")}</h2>
        <p className="responsible-hint">{t("responsible:session.hint")}</p>
        <LimitForm
          name="session"
          label={t("responsible:session.minutes")}
          overview={overview}
          refusal={refusal}
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
          <button type="submit" className="button">
            {t("responsible:save")}
          </button>
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
}: {
  kind: "deposit" | "loss";
  overview: ResponsibleOverview;
  refusal: Refusal;
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
        />
      ))}
    </section>
  );
}

/** One limit: what is in force, a raise waiting for its time, the period's sum, and its form. */
function LimitForm({
  name,
  label,
  overview,
  used,
  refusal,
}: {
  name: LimitName;
  label: string;
  overview: ResponsibleOverview;
  used?: string;
  refusal: Refusal;
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
  return (
    <Form method="post" className="responsible-form responsible-limit" preventScrollReset>
      <input type="hidden" name="name" value={name} />
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="field__control">
          <input
            id={id}
            name="value"
            inputMode={name === "session" ? "numeric" : "decimal"}
            autoComplete="off"
            maxLength={12}
            aria-describedby={`${id}-state`}
          />
        </div>
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
      <RefusalText form={name} refusal={refusal} />
      <div className="responsible-actions">
        <button type="submit" name="intent" value="limit" className="button">
          {t("responsible:save")}
        </button>
        {setting.value !== null ? (
          <button type="submit" name="intent" value="remove" className="button button--ghost">
            {t("responsible:remove")}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

function RefusalText({ form, refusal }: { form: string; refusal: Refusal }) {
  const t = useT();
  if (refusal?.form !== form) return null;
  return (
    <p role="alert" className="field__error">
      {t(`responsible:${refusal.messageKey}`)}
    </p>
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

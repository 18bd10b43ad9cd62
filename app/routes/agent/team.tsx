import { parseWithZod } from "@conform-to/zod/v4";
import { randomUUID } from "node:crypto";
import { Form, Link } from "react-router";
import { z } from "~/domain/zod";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { formDone, formRefused, refuseSubmission } from "~/.server/form-answer";
import { admit, admitPost, type Asked, currentPath } from "~/.server/guards";
import { getLocale } from "~/.server/i18n";
import { critical } from "~/.server/loader-data";
import { managedDownline, teamManageHref } from "~/domain/agent";
import { rebateRule, transferSchema } from "~/domain/agent-forms";
import { localeTag } from "~/domain/locale-format";
import { TeamPager } from "~/ui/agent/team-controls";
import { MoneyForm } from "~/ui/forms/money-form";
import { useDates } from "~/ui/use-dates";
import { useMoney, useRate } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import { refusalMessage, refusedField } from "~/.server/account-session";
import { deferredForm } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/team";
import { agentInfoOf, teamQuery, transferRefusal } from "./agent.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/agent.css";
import type { PageHandle } from "~/domain/page";
import { keepDataForUiParams } from "~/domain/ui-params";

/** The form, drawn by the server, hydrated once its code (and conform's) arrives. */
const TransferForm = deferredForm(() => import("./team-form"));

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "agent",
  title: "title.teamManage",
  menuFlag: "DOWNMAN",
} satisfies PageHandle;

const SIZE = 10;
const account = z.string().trim().min(1).max(64);
/** Each downline's transfer form is a form of its own: its answer names it. */
export const transferFormId = (downline: string) => `transfer-${downline}`;

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * /m/member/team: the agent's direct downlines (search, paging), each with balance, rebate, last
 * login and team size; the agent updates a downline's rebate (within the quota) and transfers money
 * to them. Each transfer form carries a key made here, so a double post moves the money once.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { query, today } = teamQuery(url, context.get(requestContext).timeZone);
  const { backend } = context.get(requestContext);
  const [downlines, info] = await critical(
    context,
    Promise.all([
      backend.subordinates({ keyword: query.keyword, page: query.page, size: SIZE }),
      agentInfoOf(context),
    ]),
  );
  const managed = managedDownline(
    url.searchParams,
    downlines.list.map((d) => d.account),
  );
  return {
    query,
    today,
    quota: info.rebate,
    balanceCents: info.balance,
    total: downlines.total,
    managed,
    // A key for the one transfer form drawn.
    downlines: downlines.list.map((d) => ({ ...d, transferKey: d.account === managed ? randomUUID() : "" })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const formData = await request.formData();
  if (formData.get("intent") === "transfer") return transfer({ request, url }, context, formData);
  const { backend } = context.get(requestContext);
  const refused = (messageKey: string) => formDone(request, currentPath(url), { kind: "error", messageKey });
  try {
    const info = await agentInfoOf(context);
    const submission = parseWithZod(formData, {
      schema: z.object({ intent: z.literal("rebate"), account, rebate: rebateRule(info.rebate) }),
    });
    if (submission.status !== "success") {
      const key = submission.error?.rebate?.[0] ?? "in_required";
      return refused(`account.errors.${key}`);
    }
    await backend.updateDownlineRebate(submission.value.account, Number(submission.value.rebate));
    return formDone(request, currentPath(url), {
      kind: "success",
      messageKey: "agent.team.saved",
    });
  } catch (error) {
    if (!isBackendError(error)) throw error;
    return refused(`account.errors.${refusedField(error)?.messageKey ?? refusalMessage(error)}`);
  }
}

/**
 * A transfer to a downline, in cents, once per form key. Every refusal is said on the form it came
 * from: over the balance, above the cap, not a downline, or a key already used for another transfer
 * (nothing moved again).
 */
async function transfer({ request, url }: Asked, context: Route.ActionArgs["context"], formData: FormData) {
  const { backend, memberData } = context.get(requestContext);
  const formId = transferFormId(String(formData.get("account") ?? ""));
  const submission = parseWithZod(formData, {
    schema: transferSchema({ locale: localeTag(getLocale(context)) }),
  });
  if (submission.status !== "success")
    return refuseSubmission({ request, url }, formId, submission, { hideFields: [] }, {});
  const { account: to, amount, idempotencyKey } = submission.value;
  let moved: { account: string; amountCents: number; repeated: boolean };
  try {
    moved = await backend.transferToDownline({ account: to, amountCents: amount, idempotencyKey });
  } catch (error) {
    return refuseSubmission(
      { request, url },
      formId,
      submission,
      { ...transferRefusal(error), hideFields: [] },
      {},
    );
  }
  // A double tap without JavaScript posts one form twice: the second answers as the first did.
  // The key re-sent for another downline or amount moved nothing and says so.
  if (moved.repeated && (moved.account !== to || moved.amountCents !== amount))
    return formRefused(
      { request, url },
      formId,
      { result: submission.reply({ formErrors: ["transfer_repeated"] }) },
      409,
    );
  memberData.clear();
  return formDone(request, currentPath(url), { messageKey: "agent.team.transferred" });
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const money = useMoney();
  const rate = useRate();
  const dates = useDates();
  const t = useT();
  const { query, today, quota, total, downlines, balanceCents, managed } = loaderData;
  return (
    <section className="agent-page">
      <Form method="get" className="agent-inline-form" role="search">
        <label>
          {t("agent.team.keyword")}
          <input type="search" name="keyword" defaultValue={query.keyword} maxLength={64} />
        </label>
        <button type="submit" className="button button--primary">
          {t("agent.team.search")}
        </button>
      </Form>
      {downlines.length === 0 ? (
        <p className="agent-empty">{t("agent.team.noDownlines")}</p>
      ) : (
        <ul className="agent-downlines">
          {downlines.map((d) => (
            <li key={d.account} id={`downline-${d.account}`}>
              <h2>{d.account}</h2>
              <dl>
                <dt>{t("agent.team.nickname")}</dt>
                <dd>{d.nickname || "—"}</dd>
                <dt>{t("agent.team.balance")}</dt>
                <dd data-balance={d.account}>{money(d.balance)}</dd>
                <dt>{t("agent.team.rebate")}</dt>
                <dd>{rate(d.rebate)}</dd>
                <dt>{t("agent.team.lastLogin")}</dt>
                <dd>{d.lastLogin ? dates.dateTime(d.lastLogin) : t("agent.team.never")}</dd>
                <dt>{t("agent.team.registered")}</dt>
                <dd>{dates.date(d.registeredAt)}</dd>
                <dt>{t("agent.team.teamSize")}</dt>
                <dd>{d.teamSize}</dd>
              </dl>
              {d.account === managed ? (
                <>
                  <Form method="post" className="agent-inline-form">
                    <input type="hidden" name="account" value={d.account} />
                    <label>
                      {t("agent.team.newRebate", { account: d.account })}
                      <input name="rebate" inputMode="decimal" defaultValue={d.rebate} maxLength={5} />
                    </label>
                    <button type="submit" name="intent" value="rebate" className="button button--ghost">
                      {t("agent.team.save")}
                    </button>
                  </Form>
                  <p className="agent-hint">{t("agent.open.quota", { quota: rate(quota) })}</p>
                  <MoneyForm
                    formId={transferFormId(d.account)}
                    formKey={d.transferKey}
                    actionData={actionData}
                  >
                    {(answer) => (
                      <TransferForm
                        account={d.account}
                        balanceCents={balanceCents}
                        answer={answer?.result}
                        formId={transferFormId(d.account)}
                      />
                    )}
                  </MoneyForm>
                </>
              ) : null}
              {/* Opens this downline's forms at its row, or closes them. */}
              <Link
                to={teamManageHref(query, today, d.account, d.account !== managed)}
                className="button button--ghost agent-manage"
              >
                {d.account === managed ? t("app.close") : t("agent.team.manage")}
                <span className="visually-hidden">: {d.account}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <TeamPager query={query} today={today} total={total} size={SIZE} />
    </section>
  );
}

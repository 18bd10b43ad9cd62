import { parseWithZod } from "@conform-to/zod/v4";
import { randomUUID } from "node:crypto";
import { Form } from "react-router";
import { z } from "zod";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { requireAgent } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { rebateRule } from "~/domain/agent-forms";
import { Pager } from "~/ui/agent/team-controls";
import { useDates } from "~/ui/use-dates";
import { useUnitsMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import { refusalMessage, refusedField } from "../account/session.server";
import type { Route } from "./+types/team";
import { backWithFlash, teamQuery } from "./agent.server";
import "~/styles/agent.css";

const SIZE = 10;
const account = z.string().trim().min(1).max(64);
const transferSchema = z.object({
  intent: z.literal("transfer"),
  account,
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, "in_required")
    .refine((v) => Number(v) > 0, "in_required"),
  idempotencyKey: z.string().uuid(),
});

/**
 * /m/member/team: the agent's direct downlines (search, paging), each with balance, rebate, last
 * login and team size; the agent updates a downline's rebate (within the quota) and transfers money
 * to them. Each transfer form carries a key made here, so a double post moves the money once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAgent(request, context);
  const { query, today } = teamQuery(request);
  const { backend } = context.get(requestContext);
  const [downlines, info] = await critical(
    context,
    Promise.all([
      backend.subordinates({ keyword: query.keyword, page: query.page, size: SIZE }),
      backend.agentInfo(),
    ]),
  );
  return {
    query,
    today,
    quota: info.rebate,
    balance: info.balance,
    total: downlines.total,
    downlines: downlines.list.map((d) => ({ ...d, transferKey: randomUUID() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAgent(request, context);
  const { backend, memberData } = context.get(requestContext);
  const formData = await request.formData();
  const refused = (messageKey: string) => backWithFlash(request, { kind: "error", messageKey });
  try {
    if (formData.get("intent") === "transfer") {
      const submission = parseWithZod(formData, { schema: transferSchema });
      if (submission.status !== "success") return refused("account.errors.in_required");
      const { account: to, amount, idempotencyKey } = submission.value;
      await backend.transferToDownline({ account: to, amount: Number(amount), idempotencyKey });
      memberData.clear();
      return backWithFlash(request, { kind: "success", messageKey: "agent.team.transferred" });
    }
    const info = await backend.agentInfo();
    const submission = parseWithZod(formData, {
      schema: z.object({ intent: z.literal("rebate"), account, rebate: rebateRule(info.rebate) }),
    });
    if (submission.status !== "success") {
      const key = submission.error?.rebate?.[0] ?? "in_required";
      return refused(`account.errors.${key}`);
    }
    await backend.updateDownlineRebate(submission.value.account, Number(submission.value.rebate));
    return backWithFlash(request, { kind: "success", messageKey: "agent.team.saved" });
  } catch (error) {
    if (!isBackendError(error)) throw error;
    return refused(`account.errors.${refusedField(error)?.messageKey ?? refusalMessage(error)}`);
  }
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const money = useUnitsMoney();
  const dates = useDates();
  const t = useT();
  const { query, today, quota, total, downlines } = loaderData;
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
            <li key={d.account}>
              <h2>{d.account}</h2>
              <dl>
                <dt>{t("agent.team.nickname")}</dt>
                <dd>{d.nickname || "—"}</dd>
                <dt>{t("agent.team.balance")}</dt>
                <dd data-balance={d.account}>{money(d.balance)}</dd>
                <dt>{t("agent.team.rebate")}</dt>
                <dd>{d.rebate}%</dd>
                <dt>{t("agent.team.lastLogin")}</dt>
                <dd>{d.lastLogin ? dates.dateTime(d.lastLogin) : t("agent.team.never")}</dd>
                <dt>{t("agent.team.registered")}</dt>
                <dd>{dates.date(d.registeredAt)}</dd>
                <dt>{t("agent.team.teamSize")}</dt>
                <dd>{d.teamSize}</dd>
              </dl>
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
              <p className="agent-hint">{t("agent.open.quota", { quota })}</p>
              <Form method="post" className="agent-inline-form">
                <input type="hidden" name="account" value={d.account} />
                <input type="hidden" name="idempotencyKey" value={d.transferKey} />
                <label>
                  {t("agent.team.amount", { account: d.account })}
                  <input name="amount" inputMode="decimal" maxLength={11} required />
                </label>
                <button type="submit" name="intent" value="transfer" className="button button--ghost">
                  {t("agent.team.transfer")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pager query={query} today={today} total={total} size={SIZE} />
    </section>
  );
}

import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { z } from "~/domain/zod";
import { requestContext } from "~/.server/context";
import { type Flash, redirectWithFlash } from "~/.server/flash";
import { admit, admitPost, currentPath } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { CONTRACT_KIND_OF_FIELD } from "~/domain/agent";
import { DIVIDEND_FIELD_OF_PAGE } from "~/domain/contracts";
import type { Route } from "./+types/contract";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/agent.css";
import { AgentTable } from "~/ui/agent/team-controls";
import { useMoney, useRate } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { PageHandle, TitleKey } from "~/domain/page";

/** Each contract page has its own title. */
const CONTRACT_TITLES = {
  getSalaryContract: "title.salaryContract",
  getDevidendContract: "title.dividendContract",
  getHourContract: "title.hourContract",
} as const satisfies Record<string, TitleKey>;

export const handle = {
  audience: "agent",
  title: (pathname) =>
    CONTRACT_TITLES[pathname.split("/").at(-1) as keyof typeof CONTRACT_TITLES] ?? "title.salaryContract",
} satisfies PageHandle;

const decisionSchema = z.object({
  offerId: z.coerce.number().int().positive(),
  decision: z.enum(["accepted", "declined"]),
});

function fieldOf(url: URL) {
  const field = DIVIDEND_FIELD_OF_PAGE[url.pathname];
  if (!field) throw new Response(null, { status: 404 });
  return field;
}

/**
 * The three contract pages (daily salary, dividend, hourly salary): the terms an operator offers the
 * agent, to accept or decline. Agents only (types other than 0, 4, 40); everybody else goes home.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const field = fieldOf(url);
  const offer = await critical(
    context,
    context.get(requestContext).backend.contractOffer(CONTRACT_KIND_OF_FIELD[field]),
  );
  return { field, offer: offer && { ...offer, offeredAt: offer.offeredAt.slice(0, 10) } };
}

/** Accept or decline: the contract check (root loader) stops offering it at once; a toast says which. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const field = fieldOf(url);
  const { backend, memberData } = context.get(requestContext);
  const submission = parseWithZod(await request.formData(), { schema: decisionSchema });
  let flash: Flash = { kind: "error", messageKey: "account.errors.unknown_error" };
  if (submission.status === "success") {
    const { offerId, decision } = submission.value;
    try {
      await backend.decideContract(CONTRACT_KIND_OF_FIELD[field], offerId, decision);
      // The header's dividend info is reused per session for a few seconds: read it afresh.
      memberData.clear();
      flash = { kind: "success", messageKey: `agent.contract.${decision}` };
    } catch {
      flash = { kind: "error", messageKey: "account.errors.unknown_error" };
    }
  }
  return redirectWithFlash(request, currentPath(url), flash);
}

export default function Contract({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const rate = useRate();
  const { offer } = loaderData;
  return (
    <section className="account-page agent-page">
      {offer ? (
        <>
          <p>{t("agent.contract.offered", { date: offer.offeredAt })}</p>
          <AgentTable
            className="agent-tiers"
            rows={offer.tiers}
            rowKey={(tier) => tier.threshold}
            columns={[
              { title: t("agent.contract.threshold"), cell: (tier) => money(tier.threshold) },
              { title: t("agent.contract.rate"), cell: (tier) => rate(tier.rate) },
            ]}
          />
          <Form method="post" className="agent-actions">
            <input type="hidden" name="offerId" value={offer.id} />
            <button type="submit" name="decision" value="accepted" className="button button--primary">
              {t("agent.contract.accept")}
            </button>
            <button type="submit" name="decision" value="declined" className="button button--ghost">
              {t("agent.contract.decline")}
            </button>
          </Form>
        </>
      ) : (
        <p className="agent-empty">{t("account.contract.none")}</p>
      )}
    </section>
  );
}

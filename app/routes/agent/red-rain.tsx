import { formDone } from "~/.server/form-answer";
import { randomUUID } from "node:crypto";
import { Form } from "react-router";
import { z } from "~/domain/zod";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { admit, admitPost, currentPath } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { DateFilter, TeamReport } from "~/ui/agent/team-controls";
import { useDates } from "~/ui/use-dates";
import { useMoney } from "~/ui/use-money";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/red-rain";
import { teamQuery } from "./agent.server";
import { PLATFORM_ZONE } from "~/domain/day";
import "~/styles/agent.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "agent",
  title: "title.redRain",
  menuFlag: "AGENTRANSMULTDOWN3",
} satisfies PageHandle;

const SIZE = 10;
const grabSchema = z.object({
  rainId: z.coerce.number().int().positive(),
  idempotencyKey: z.string().uuid(),
});
/** The backend's refusals of a grab, as texts of this page. */
const REFUSALS: Record<string, string> = {
  "redrain.not_live": "agent.rain.notLive",
  "redrain.used_up": "agent.rain.usedUp",
};

/**
 * /m/redRain, red-envelope rain: the rains touching the range (upcoming, live, ended) with the
 * member's grabs of each, a grab button while one is live, and the member's grabs, paged. Each grab
 * form carries a key made here, so a double post or a resubmitted page credits one envelope.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { query, today } = teamQuery(url, PLATFORM_ZONE);
  const { backend } = context.get(requestContext);
  const [rains, grabs] = await critical(
    context,
    Promise.all([backend.redRains(query), backend.redRainGrabs({ ...query, size: SIZE })]),
  );
  return {
    query,
    today,
    rains: rains.map((r) => ({
      ...r,
      grabKey: r.state === "live" && r.grabbed < r.perMember ? randomUUID() : null,
    })),
    grabs,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend, memberData } = context.get(requestContext);
  const parsed = grabSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return formDone(request, currentPath(url), {
      kind: "error",
      messageKey: "account.errors.unknown_error",
    });
  try {
    await backend.grabRedEnvelope(parsed.data.rainId, parsed.data.idempotencyKey);
    memberData.clear();
    return formDone(request, currentPath(url), {
      kind: "success",
      messageKey: "agent.rain.grabbed",
    });
  } catch (error) {
    if (!isBackendError(error)) throw error;
    const messageKey = REFUSALS[error.errorCode ?? ""] ?? "account.errors.unknown_error";
    return formDone(request, currentPath(url), { kind: "error", messageKey });
  }
}

export default function RedRain({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const { dateTime: time } = useDates();
  const t = useT();
  const { query, today, rains, grabs } = loaderData;
  return (
    <section className="agent-page">
      <DateFilter query={query} today={today} />
      <h2>{t("agent.rain.schedule")}</h2>
      {rains.length === 0 ? (
        <p className="agent-empty">{t("agent.rain.none")}</p>
      ) : (
        <ul className="agent-downlines">
          {rains.map((r) => (
            <li key={r.id} data-rain={r.state}>
              <h3>
                {time(r.startsAt)} – {time(r.endsAt)} · {t(`agent.rain.${r.state}`)}
              </h3>
              <p>
                {t("agent.rain.envelope", { amount: money(r.envelope) })} ·{" "}
                {t("agent.rain.grabbedOf", { grabbed: r.grabbed, of: r.perMember })}
              </p>
              {r.grabKey ? (
                <Form method="post">
                  <input type="hidden" name="rainId" value={r.id} />
                  <input type="hidden" name="idempotencyKey" value={r.grabKey} />
                  <SubmitButton>{t("agent.rain.grab")}</SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h2>{t("agent.rain.myGrabs")}</h2>
      <TeamReport
        query={query}
        today={today}
        rows={grabs}
        size={SIZE}
        empty={t("agent.rain.noGrabs")}
        rowKey={(g) => `${g.rainId}-${g.envelope}`}
        columns={[
          { title: t("agent.rain.grabbedAt"), cell: (g) => time(g.grabbedAt) },
          { title: t("agent.rain.envelopeNo"), cell: (g) => g.envelope },
          { title: t("agent.rain.amount"), cell: (g) => money(g.amount) },
        ]}
        foot={
          <tr>
            <td colSpan={2}>{t("agent.report.total")}</td>
            <td data-testid="grabs-total">{money(grabs.sum)}</td>
          </tr>
        }
      />
    </section>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/live-streams";
import { requestContext, servicesContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { optional } from "~/.server/loader-data";
import { publicPage } from "~/.server/public-page";
import { liveHostView, type LiveHostView } from "~/domain/live-streams";
import type { PageHandle } from "~/domain/page";
import { useT } from "~/ui/use-t";
import { imageCdns, tilesOf } from "./games.server";
import "~/styles/games.css";
import "~/styles/live-streams.css";

/** The guest page is the same for every guest: a shared cache may keep it (decision 0022). */
export const middleware = [publicPage];

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "anyone", title: "title.liveStreams" } satisfies PageHandle;

/**
 * Live streams (issue 23 item 18): the hosts of live tables, on air first. The platform's call is
 * one whose failures are not alerted (§7 "no alert"): the page then says the list is unavailable.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const services = context.get(servicesContext);
  const [models, cdns] = await Promise.all([
    optional(context, backend.liveModels(), null, "live models"),
    imageCdns(services),
  ]);
  if (!models) return { hosts: null };
  const tables = tilesOf(
    models.map((m) => m.game),
    cdns,
    null,
  );
  return { hosts: models.map((m, i) => liveHostView(m, tables[i])) };
}

export default function LiveStreams({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { hosts } = loaderData;
  return (
    // The site header carries the page's title (its h1).
    <section className="live-streams" aria-label={t("title.liveStreams")}>
      <p>{t("games.liveStreams.lead")}</p>
      {hosts === null ? (
        <p className="games-empty" role="status">
          {t("games.liveStreams.unavailable")}
        </p>
      ) : hosts.length === 0 ? (
        <p className="games-empty">{t("games.liveStreams.empty")}</p>
      ) : (
        <ul className="live-streams__list">
          {hosts.map((host) => (
            <li key={host.modelId}>
              <LiveHostCard host={host} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LiveHostCard({ host }: { host: LiveHostView }) {
  const t = useT();
  return (
    <article className={host.onAir ? "live-host" : "live-host live-host--off"}>
      <img src={host.table.icon} alt="" width={72} height={72} loading="lazy" />
      <div className="live-host__text">
        <h2>{host.name}</h2>
        <p>{t("games.liveStreams.table", { table: host.table.name, vendor: host.table.displayName })}</p>
        <p className="live-host__state">
          {host.onAir ? t("games.liveStreams.onAir", { count: host.viewers }) : t("games.liveStreams.offAir")}
        </p>
      </div>
      {host.watchHref ? (
        <Link
          to={host.watchHref}
          className="button live-host__watch"
          aria-label={t("games.liveStreams.watchLabel", { name: host.name, table: host.table.name })}
        >
          {t("games.liveStreams.watch")}
        </Link>
      ) : null}
    </article>
  );
}

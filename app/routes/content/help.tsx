import type { Route } from "./+types/help";
import { requestContext, servicesContext } from "~/.server/context";
import { critical } from "~/.server/loader-data";
import { sanitizeBackendHtml } from "~/.server/sanitize";
import { useT } from "~/ui/use-t";
import "~/styles/promotions.css";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "anyone",
  title: "title.help",
  bottomMenu: false,
  back: "home",
} satisfies PageHandle;

/**
 * Help centre (accounts §2): titles that open their sanitised HTML; opening one closes the others and
 * clicking the open one closes it (the browser's exclusive <details>, no JavaScript needed). ?open=<key>
 * opens one on arrival: the registration's Terms and Privacy links land on theirs.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const entries = await critical(context, backend.helpEntries());
  const asked = url.searchParams.get("open");
  return {
    entries: entries.map((e) => ({
      key: e.key,
      title: e.title,
      html: sanitizeBackendHtml(e.content, context.get(servicesContext).config.linkHosts),
      open: e.key === asked,
    })),
  };
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="help-page" aria-label={t("content.help.heading")}>
      {loaderData.entries.length === 0 ? (
        <p className="promo-page__empty">{t("content.help.empty")}</p>
      ) : (
        <ul className="help-list">
          {loaderData.entries.map((entry) => (
            <li key={entry.key} id={`help-${entry.key}`}>
              <HelpEntry entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

/** One entry: <details name="help"> lets the browser keep one open at a time, with or without JavaScript. */
function HelpEntry({ entry }: { entry: Entry }) {
  return (
    <details name="help" open={entry.open}>
      <summary className="help-list__title">{entry.title}</summary>
      <div className="help-list__content" dangerouslySetInnerHTML={{ __html: entry.html }} />
    </details>
  );
}

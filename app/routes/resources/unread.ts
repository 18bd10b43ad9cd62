// The unread counts for the browser (with JavaScript they refresh without a reload): members only.
import { knownSiteStatus } from "~/.server/site-status";
import { data } from "react-router";
import type { Route } from "./+types/unread";
import { requestContext, servicesContext } from "~/.server/context";
import { unreadCounts } from "~/.server/unread";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const status = await knownSiteStatus(services);
  return data(
    { unread: await unreadCounts(context.get(requestContext), status) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

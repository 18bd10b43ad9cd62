// The unread counts for the browser (with JavaScript they refresh without a reload): members only.
import { data } from "react-router";
import type { Route } from "./+types/unread";
import { requestContext, servicesContext } from "~/.server/context";
import { unreadCounts } from "~/.server/unread";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const status = await services.status.get().catch(() => services.status.peek() ?? null);
  return data(
    { unread: await unreadCounts(context.get(requestContext), status) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

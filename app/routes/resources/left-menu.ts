// The left drawer's extras (game centre, m_leftmenu banners) for a drawer opened in the browser: the page
// itself carries them when made with the drawer open.
import { data } from "react-router";
import type { Route } from "./+types/left-menu";
import { requestContext, servicesContext } from "~/.server/context";
import { leftMenuData } from "~/.server/left-menu";
import { knownSiteStatus } from "~/.server/site-status";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const status = await knownSiteStatus(services);
  const menu = await leftMenuData(context.get(requestContext), status, services.config.linkHosts).catch(
    () => null,
  );
  // In the visitor's language (a cookie, and the address's lng): a browser may keep it briefly, a
  // shared cache not at all.
  return data({ menu }, { headers: { "Cache-Control": "private, max-age=60" } });
}

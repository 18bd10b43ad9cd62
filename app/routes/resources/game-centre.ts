// The left drawer's game-centre section for a drawer opened in the browser (the page itself carries it
// when made with the drawer open). Public data: the vendor data is cached per merchant and language.
import { data } from "react-router";
import type { Route } from "./+types/game-centre";
import { requestContext, servicesContext } from "~/.server/context";
import { gameCentreMenu } from "~/.server/game-centre";
import { knownSiteStatus } from "~/.server/site-status";

export async function loader({ context }: Route.LoaderArgs) {
  const status = await knownSiteStatus(context.get(servicesContext));
  const menu = await gameCentreMenu(context.get(requestContext), status).catch(() => null);
  // In the visitor's language (a cookie): a browser may keep it briefly, a shared cache not at all.
  return data({ menu }, { headers: { "Cache-Control": "private, max-age=60" } });
}

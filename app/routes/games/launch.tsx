import { data, Link, redirect } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/launch";
import { isBackendError } from "~/.server/backend";
import { requestContext, servicesContext } from "~/.server/context";
import { admit, loginRedirect } from "~/.server/guards";
import { publicSession } from "~/.server/session";
import { responsibleRefusal } from "~/.server/responsible-refusal";
import { launchKind } from "~/domain/games";
import { browserUrl } from "~/domain/browser-url";
import {
  launchFailure,
  launchFailureHeaders,
  launchFailureStatus,
  type LaunchFailure,
} from "~/domain/launch";
import { HOME_PATH } from "~/domain/paths";
import { trialRefusalHref } from "~/domain/trial-refusal";
import { reloginRedirect } from "./games.server";
import "~/styles/games.css";
import { ResponsibleRefusalText } from "~/ui/responsible-refusal";
import { useT } from "~/ui/use-t";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "anyone" } satisfies PageHandle;

const launchParams = z.object({
  gameId: z.string().regex(/^\d{1,12}$/),
  nodeId: z.string().regex(/^\d{1,12}$/),
  freeplay: z.literal("1").optional(),
});

/**
 * /m/launch?gameId&nodeId[&freeplay=1]: members get real play, trial players and guests a trial
 * where the game allows it; the answer is a redirect to the game, or a page that says why not.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, session, sessionEnded } = context.get(requestContext);
  const services = context.get(servicesContext);
  const parsed = launchParams.safeParse(Object.fromEntries(url.searchParams));
  // No game (or no game id) in the address: the page says so, with the way back (not a bare 400).
  if (!parsed.success)
    return data(
      { reason: "missingGame" as LaunchFailure, stopped: null },
      { status: launchFailureStatus("missingGame") },
    );
  const { gameId, nodeId, freeplay } = parsed.data;
  const kind = sessionEnded ? "login" : launchKind(publicSession(session), freeplay === "1");
  const here = url.pathname + url.search;
  if (kind === "login") throw await loginRedirect({ request, url });
  // The game's back link leads to our lobby.
  const lobbyUrl = new URL(HOME_PATH, url).toString();
  try {
    const launch = kind === "member" ? backend.launchGame : backend.launchTrialGame;
    const answer = await launch({ gameId, nodeId }, lobbyUrl);
    // The launched game goes to the front of the member's recent games; a failure costs only that.
    if (kind === "member")
      await backend
        .addRecentGame(gameId)
        .catch((err: unknown) =>
          services.logger.warn({ err: String(err), gameId }, "recent game not recorded"),
        );
    throw redirect(browserUrl(answer.content.game_url, services.config.backendUrl));
  } catch (error) {
    if (!isBackendError(error)) throw error;
    if (error.errorCode === "login.not.session")
      throw await reloginRedirect(request, services.sessions, here);
    // The member's own loss or session-time limit, or an exclusion: said in words (issue 11).
    const stopped = responsibleRefusal(error);
    if (stopped) return data({ reason: "unavailable" as LaunchFailure, stopped }, { status: 403 });
    const reason: LaunchFailure = launchFailure(error.errorCode);
    // A trial player on a game without trial play (an address from elsewhere than a tile, which says
    // so already): the one trial refusal, registration saying why (issue 49 item 8).
    if (reason === "trialNotAllowed" && session) throw redirect(trialRefusalHref("realGame"), 303);
    services.logger.info({ errorCode: error.errorCode, gameId }, "launch refused");
    return data(
      { reason, stopped: null },
      { status: launchFailureStatus(reason), headers: launchFailureHeaders(reason) },
    );
  }
}

/** The refusal's own headers (a vendor maintenance's Retry-After) on the page and its data. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
}

export default function LaunchFailed({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="launch-failed" role="alert">
      <h1>{t("games.launch.title")}</h1>
      {loaderData.stopped ? (
        <ResponsibleRefusalText refusal={loaderData.stopped} />
      ) : (
        <p>{t(`games.launch.reason.${loaderData.reason}`)}</p>
      )}
      <Link to={HOME_PATH} className="button">
        {t("games.launch.back")}
      </Link>
    </section>
  );
}

import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator, useSubmit } from "react-router";
import type { Route } from "./+types/sports";
import { isBackendError } from "~/.server/backend";
import { requestContext, servicesContext } from "~/.server/context";
import { admit, admitPost, loginRedirect } from "~/.server/guards";
import { publicSession } from "~/.server/session";
import { launchKind } from "~/domain/games";
import { browserUrl } from "~/domain/browser-url";
import { launchFailure } from "~/domain/launch";
import { HOME_PATH, SPORTS_GAME_PATH } from "~/domain/paths";
import { GAME_FRAME_ALLOW } from "~/domain/permissions-policy";
import {
  FRAME_POST_LOAD_MS,
  FRAME_RELOAD_MS,
  isReloginMessage,
  needsRelaunchOnRestore,
} from "~/domain/sports-game";
import { reloginRedirect } from "./games.server";
import "~/styles/games.css";
import "~/styles/sports.css";
import { useT } from "~/ui/use-t";
import { useHydrated } from "~/ui/use-hydrated";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "anyone", title: "title.sportsGame", header: false } satisfies PageHandle;

/**
 * /m/sportsGame: the sportsbook (first SPORTS vendor) launched for real play or, with its trial ids,
 * as a trial. The loader runs again after a login or a language switch, so the game relaunches.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, session, sessionEnded } = context.get(requestContext);
  const services = context.get(servicesContext);
  const lobbyUrl = new URL(HOME_PATH, url).toString();
  try {
    const sportsbook = (await backend.vendorData()).mapping.SPORTS?.[0];
    if (!sportsbook?.gameId || !sportsbook.nodeId) return { src: null, reason: "notFound" as const };
    const kind = sessionEnded ? "login" : launchKind(publicSession(session), Boolean(sportsbook.telGameId));
    if (kind === "login") throw await loginRedirect({ request, url }, { back: SPORTS_GAME_PATH });
    const answer =
      kind === "member"
        ? await backend.launchGame({ gameId: sportsbook.gameId, nodeId: sportsbook.nodeId }, lobbyUrl)
        : await backend.launchTrialGame(
            { gameId: sportsbook.telGameId!, nodeId: sportsbook.telNodeId! },
            lobbyUrl,
          );
    return { src: browserUrl(answer.content.game_url, services.config.backendUrl), reason: null };
  } catch (error) {
    if (!isBackendError(error)) throw error;
    if (error.errorCode === "login.not.session")
      throw await reloginRedirect(request, services.sessions, SPORTS_GAME_PATH);
    return { src: null, reason: launchFailure(error.errorCode) };
  }
}

/**
 * The frame's `{relogin: true}` message posts here: the platform session has ended, so ours ends too
 * (else the login page would send a still-signed-in visitor straight back) and the player logs in.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  throw await reloginRedirect(request, context.get(servicesContext).sessions, SPORTS_GAME_PATH);
}

export default function SportsGame({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const submit = useSubmit();
  const { src, reason } = loaderData;
  // Server-rendered with the address (works without JavaScript); once hydrated, blank first, then the
  // address 150 ms later, so the frame's load is seen and the loading indicator ends.
  const hydrated = useHydrated();
  const [frameSrc, setFrameSrc] = useState("about:blank");
  const shownSrc = hydrated ? frameSrc : (src ?? "about:blank");
  const [loading, setLoading] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);

  // A new launch address (login or language change): blank frame first, the address 150 ms later.
  const [launched, setLaunched] = useState(src);
  if (launched !== src) {
    setLaunched(src);
    setLoading(true);
    setFrameSrc("about:blank");
  }
  // Restored from the back-forward cache while the frame shows no game (still blank, or the launch
  // interrupted): relaunch, with a new launch address and the frame blanked first.
  const revalidator = useRevalidator();
  const [restores, setRestores] = useState(0);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !frame.current || !needsRelaunchOnRestore(frame.current.src)) return;
      setLoading(true);
      setFrameSrc("about:blank");
      setRestores((n) => n + 1);
      void revalidator.revalidate();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [revalidator]);
  useEffect(() => {
    if (!src || frameSrc === src) return;
    const timer = setTimeout(() => setFrameSrc(src), FRAME_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [src, frameSrc, restores]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isReloginMessage(event.data))
        void submit(null, { method: "post", action: SPORTS_GAME_PATH });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [submit]);

  if (!src) {
    return (
      <section className="launch-failed" role="alert">
        <h1>{t("games.launch.title")}</h1>
        <p>{t(`games.launch.reason.${reason ?? "unavailable"}`)}</p>
        <Link to={HOME_PATH} className="button">
          {t("games.launch.back")}
        </Link>
      </section>
    );
  }
  return (
    <div className="sports-game">
      <h1 className="visually-hidden">{t("games.sports.title")}</h1>
      {/* Without JavaScript nothing would end it: the browser shows the frame loading instead. */}
      {hydrated && loading ? (
        <p className="sports-game__loading" role="status">
          {t("games.sports.loading")}
        </p>
      ) : null}
      <iframe
        ref={frame}
        src={shownSrc}
        title={t("games.sports.frame")}
        className="sports-game__frame"
        // What the page's Permissions-Policy allows game frames, delegated to this one.
        allow={GAME_FRAME_ALLOW}
        onLoad={() => {
          if (shownSrc !== "about:blank") setTimeout(() => setLoading(false), FRAME_POST_LOAD_MS);
        }}
      />
    </div>
  );
}

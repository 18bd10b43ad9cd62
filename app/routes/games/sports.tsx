import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/sports";
import { isBackendError } from "~/.server/backend";
import { requestContext, servicesContext } from "~/.server/context";
import { publicSession } from "~/.server/session";
import { loginHref } from "~/domain/game-tile";
import { launchKind } from "~/domain/games";
import { browserGameUrl, launchFailure } from "~/domain/launch";
import { HOME_PATH, LOGIN_PATH, SPORTS_GAME_PATH } from "~/domain/paths";
import { FRAME_POST_LOAD_MS, FRAME_RELOAD_MS, isReloginMessage } from "~/domain/sports-game";
import "~/styles/games.css";

/**
 * /m/sportsGame: the sportsbook (first SPORTS vendor) launched for real play or, with its trial ids,
 * as a trial. The loader runs again after a login or a language switch, so the game relaunches.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { backend, session } = context.get(requestContext);
  const services = context.get(servicesContext);
  const lobbyUrl = new URL(HOME_PATH, request.url).toString();
  try {
    const sportsbook = (await backend.vendorData()).mapping.SPORTS?.[0];
    if (!sportsbook?.gameId || !sportsbook.nodeId) return { src: null, reason: "notFound" as const };
    const kind = launchKind(publicSession(session), Boolean(sportsbook.telGameId));
    if (kind === "login") throw redirect(loginHref(SPORTS_GAME_PATH));
    const answer =
      kind === "member"
        ? await backend.launchGame({ gameId: sportsbook.gameId, nodeId: sportsbook.nodeId }, lobbyUrl)
        : await backend.launchTrialGame(
            { gameId: sportsbook.telGameId!, nodeId: sportsbook.telNodeId! },
            lobbyUrl,
          );
    return { src: browserGameUrl(answer.content.game_url, services.config.backendUrl), reason: null };
  } catch (error) {
    if (!isBackendError(error)) throw error;
    if (error.errorCode === "login.not.session") throw redirect(loginHref(SPORTS_GAME_PATH));
    return { src: null, reason: launchFailure(error.errorCode) };
  }
}

export function meta() {
  return [{ title: "Sports" }];
}

export default function SportsGame({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { src, reason } = loaderData;
  // Server-rendered with the address (works without JavaScript); with it, blank first, then the address.
  const [frameSrc, setFrameSrc] = useState(src ?? "about:blank");
  const [loading, setLoading] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);

  // A new launch address (login or language change): blank frame first, the address 150 ms later.
  const [launched, setLaunched] = useState(src);
  if (launched !== src) {
    setLaunched(src);
    setLoading(true);
    setFrameSrc("about:blank");
  }
  useEffect(() => {
    if (!src || frameSrc === src) return;
    const timer = setTimeout(() => setFrameSrc(src), FRAME_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [src, frameSrc]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isReloginMessage(event.data)) navigate(LOGIN_PATH);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [navigate]);

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
      {loading ? (
        <p className="sports-game__loading" role="status">
          {t("games.sports.loading")}
        </p>
      ) : null}
      <iframe
        ref={frame}
        src={frameSrc}
        title={t("games.sports.frame")}
        className="sports-game__frame"
        onLoad={() => {
          if (frameSrc !== "about:blank") setTimeout(() => setLoading(false), FRAME_POST_LOAD_MS);
        }}
      />
    </div>
  );
}

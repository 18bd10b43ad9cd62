import { data, Link } from "react-router";
import { HOME_PATH } from "~/domain/paths";
import "~/styles/games.css";
import { useT } from "~/ui/use-t";
import { admit, admitPost } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";
import type { Route } from "./+types/game-closed";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "anyone" } satisfies PageHandle;

/**
 * /play/<ticket> (shown or posted to) when the provider no longer knows the ticket (the game's session ended, or the
 * address was never one): the BFF hands it here instead of the provider's English page, so the
 * player reads it in their language, inside the shell, with the way back to the lobby (issue 14).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  return data(null, { status: 404 });
}

/** A spin posted to a closed game: the same page. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  return data(null, { status: 404 });
}

export default function GameClosed() {
  const t = useT();
  return (
    <section className="launch-failed" role="alert">
      <h1>{t("games.closed.title")}</h1>
      <p>{t("games.closed.body")}</p>
      <Link to={HOME_PATH} className="button">
        {t("games.closed.back")}
      </Link>
    </section>
  );
}

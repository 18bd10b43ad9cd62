import type { Route } from "./+types/lottery";
import { requestContext, servicesContext } from "~/.server/context";
import { imageUrl } from "~/.server/images";
import { critical } from "~/.server/loader-data";
import { launchHref } from "~/domain/game-tile";
import { prizeMode } from "~/domain/games";
import { imageCdns } from "./games.server";
import "~/styles/games.css";
import { useT } from "~/ui/use-t";

// /m/lott and /m/elott name their prize mode; /m/lottery takes it from the vendor mapping.
const PATH_PRIZE_MODE: Readonly<Record<string, "Lott" | "Elott">> = {
  "/m/lott": "Lott",
  "/m/elott": "Elott",
};

/** The lottery lists the backend gives, per menu, in the page's prize mode. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { backend } = context.get(requestContext);
  const services = context.get(servicesContext);
  const path = new URL(request.url).pathname;
  const mode = PATH_PRIZE_MODE[path] ?? prizeMode((await critical(context, backend.vendorData())).mapping);
  const [menus, cdns, lott, elott] = await critical(
    context,
    Promise.all([
      backend.lotteryMenus(mode),
      imageCdns(services),
      // Launching needs the node ids, which only the game list carries.
      backend.listGames({ gameType: "LOTT", pageNo: 1, pageSize: 100 }),
      backend.listGames({ gameType: "ELOTT", pageNo: 1, pageSize: 100 }),
    ]),
  );
  const nodes = new Map([...lott.games, ...elott.games].map((g) => [g.gameId, g.nodeId]));
  return {
    mode,
    menus: menus
      .filter((m) => m.games.length > 0)
      .map((m) => ({
        id: m.menuId,
        name: m.menuName,
        games: m.games.map((g) => {
          const nodeId = nodes.get(g.gameId);
          return {
            gameId: g.gameId,
            name: g.gameName,
            icon: imageUrl(g.iconUrl, cdns),
            nextDrawTime: g.nextDrawTime ?? null,
            href: nodeId ? launchHref({ gameId: g.gameId, nodeId, freeplay: false }) : null,
          };
        }),
      })),
  };
}

export default function Lottery({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="lottery">
      <header className="list-header">
        <div className="list-header__bar">
          <a href="/m/home" className="icon-button" aria-label={t("app.back")}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </a>
          <h1 className="list-header__title">{t("games.lottery.title")}</h1>
        </div>
        <p className="lottery__mode">{t("games.lottery.prizeMode", { mode: loaderData.mode })}</p>
      </header>
      {loaderData.menus.length === 0 ? <p className="games-empty">{t("games.lottery.empty")}</p> : null}
      {loaderData.menus.map((menu) => (
        <section key={menu.id} className="lottery__menu" aria-labelledby={`lottery-menu-${menu.id}`}>
          <h2 id={`lottery-menu-${menu.id}`}>{menu.name}</h2>
          <ul className="game-grid">
            {menu.games.map((game) => {
              const body = (
                <>
                  <img src={game.icon} alt="" width={200} height={200} loading="lazy" decoding="async" />
                  <span className="game-tile__name">{game.name}</span>
                  {game.nextDrawTime ? (
                    <span className="game-tile__vendor">
                      {t("games.lottery.nextDraw", {
                        time: new Date(game.nextDrawTime).toISOString().slice(11, 16),
                      })}
                    </span>
                  ) : null}
                </>
              );
              return (
                <li key={game.gameId}>
                  <article className="game-tile">
                    {game.href ? (
                      <a href={game.href} className="game-tile__launch">
                        {body}
                      </a>
                    ) : (
                      <div className="game-tile__launch">{body}</div>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

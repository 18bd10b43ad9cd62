import type { Route } from "./+types/lottery";
import type { BackendClient } from "~/.server/backend";
import { requestContext, servicesContext } from "~/.server/context";
import { imageUrl } from "~/.server/images";
import { critical, optional } from "~/.server/loader-data";
import { launchHref } from "~/domain/game-tile";
import { prizeMode } from "~/domain/games";
import { drawNumbers, lotteryGroups } from "~/domain/lottery";
import { imageCdns } from "./games.server";
import "~/styles/games.css";
import "~/styles/game-lists.css";
import "~/styles/lottery.css";
import { useT } from "~/ui/use-t";
import { publicPage } from "~/.server/public-page";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH, normalizePath } from "~/domain/paths";

// /m/lott and /m/elott name their prize mode; /m/lottery takes it from the vendor mapping.
const PATH_PRIZE_MODE: Readonly<Record<string, "Lott" | "Elott">> = {
  "/m/lott": "Lott",
  "/m/elott": "Elott",
};

/** The guest page is the same for every guest: a shared cache may keep it (decision 0022). */
export const middleware = [publicPage];

/** /m/elott is the e-lottery; /m/lottery and /m/lott are the lottery. */
export const handle = {
  audience: "anyone",
  title: (pathname) => (normalizePath(pathname) === "/m/elott" ? "title.elottery" : "title.lottery"),
  header: false,
  bottomMenu: false,
} satisfies PageHandle;

type LotteryGame = { gameId: string; gameName: string; iconUrl: string; nextDrawTime?: number | null };
type Numero = Awaited<ReturnType<BackendClient["lotteryNumeros"]>>[number];

/**
 * The lottery lists the backend gives: the prize mode's games (the lottery list), grouped by its
 * menus (the lottery menu call; games in no menu last), then the Vietnamese lottery by region; each
 * game with its current issue and last draw (the numero call). The menus, the issues and the regions
 * may fail alone: without the menus the list shows as one group.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const services = context.get(servicesContext);
  const path = url.pathname;
  const mode = PATH_PRIZE_MODE[path] ?? prizeMode((await critical(context, backend.vendorData())).mapping);
  const [list, menus, cdns, lott, elott, numeros, vn] = await critical(
    context,
    Promise.all([
      backend.lotteryGames(mode),
      optional(context, backend.lotteryMenus(mode), null, "lottery menus"),
      imageCdns(services),
      // Launching needs the node ids, which only the game list carries.
      backend.listGames({ gameType: "LOTT", pageNo: 1, pageSize: 100 }),
      backend.listGames({ gameType: "ELOTT", pageNo: 1, pageSize: 100 }),
      optional(context, backend.lotteryNumeros(), [], "lottery numeros"),
      optional(context, backend.vnLotteryMenu(), [], "VN lottery menu"),
    ]),
  );
  const nodes = new Map([...lott.games, ...elott.games].map((g) => [g.gameId, g.nodeId]));
  const issues = new Map<string, Numero>(numeros.map((n) => [n.gameId, n]));
  const tile = (g: LotteryGame) => {
    const nodeId = nodes.get(g.gameId);
    const issue = issues.get(g.gameId);
    return {
      gameId: g.gameId,
      name: g.gameName,
      icon: imageUrl(g.iconUrl, cdns),
      nextDrawTime: g.nextDrawTime ?? null,
      numero: issue?.numero ?? null,
      last: issue ? { numero: issue.lastNumero, numbers: drawNumbers(issue.lastResult) } : null,
      href: nodeId ? launchHref({ gameId: g.gameId, nodeId, freeplay: false }) : null,
    };
  };
  return {
    mode,
    menus: lotteryGroups(list, menus).map((g) => ({ ...g, games: g.games.map(tile) })),
    regions: vn
      .filter((r) => r.games.length > 0)
      .map((r) => ({ id: r.region, name: r.regionName, games: r.games.map(tile) })),
  };
}

type Tile = Awaited<ReturnType<typeof loader>>["menus"][number]["games"][number];

/** The numbers of a draw, as balls. */
function DrawNumbers({ numbers }: { numbers: string[] }) {
  return (
    <span className="lottery__numbers">
      {numbers.map((n, i) => (
        <span key={i} className="lottery__ball">
          {n}
        </span>
      ))}
    </span>
  );
}

/** A lottery game: its next draw and issue, the last draw's numbers; tapping launches it. */
function LotteryTile({ game }: { game: Tile }) {
  const t = useT();
  const body = (
    <>
      <img src={game.icon} alt="" width={200} height={200} loading="lazy" decoding="async" />
      <span className="game-tile__name">{game.name}</span>
      {game.nextDrawTime ? (
        <span className="game-tile__vendor">
          {t("games.lottery.nextDraw", { time: new Date(game.nextDrawTime).toISOString().slice(11, 16) })}
        </span>
      ) : null}
      {game.numero ? (
        <span className="game-tile__vendor">{t("games.lottery.issue", { numero: game.numero })}</span>
      ) : null}
    </>
  );
  return (
    <li>
      <article className="game-tile">
        {game.href ? (
          <a href={game.href} className="game-tile__launch">
            {body}
          </a>
        ) : (
          <div className="game-tile__launch">{body}</div>
        )}
        {game.last ? (
          <p className="lottery__last">
            <span>{t("games.lottery.lastDraw", { numero: game.last.numero })}</span>
            <DrawNumbers numbers={game.last.numbers} />
          </p>
        ) : null}
      </article>
    </li>
  );
}

/** A titled group of lottery games (a menu). */
function LotteryGroup({ id, name, games }: { id: string; name: string; games: Tile[] }) {
  return (
    <section className="lottery__menu" aria-labelledby={`lottery-${id}`}>
      <h2 id={`lottery-${id}`}>{name}</h2>
      <ul className="game-grid">
        {games.map((game) => (
          <LotteryTile key={game.gameId} game={game} />
        ))}
      </ul>
    </section>
  );
}

export default function Lottery({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="lottery">
      <header className="list-header">
        <div className="list-header__bar">
          <a href={HOME_PATH} className="icon-button" aria-label={t("app.back")}>
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
        <LotteryGroup
          key={menu.id}
          id={`menu-${menu.id}`}
          name={menu.name ?? t("games.lottery.title")}
          games={menu.games}
        />
      ))}
      {/* The recent Vietnamese draws by region: a results board (the games' tiles are in the menus). */}
      {loaderData.regions.length > 0 ? (
        <section className="lottery__vn" aria-labelledby="lottery-vn">
          <h2 id="lottery-vn" className="lottery__vn-title">
            {t("games.lottery.vietnam")}
          </h2>
          {loaderData.regions.map((region) => (
            <div key={region.id} className="lottery__region">
              <h3>{region.name}</h3>
              <ul className="lottery__results">
                {region.games.map((game) => (
                  <li key={game.gameId}>
                    {game.href ? <a href={game.href}>{game.name}</a> : <span>{game.name}</span>}
                    {game.last ? (
                      <>
                        <span className="lottery__issue">
                          {t("games.lottery.lastDraw", { numero: game.last.numero })}
                        </span>
                        <DrawNumbers numbers={game.last.numbers} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

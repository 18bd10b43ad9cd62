import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { GAME_CENTER_LIST_PATHS } from "../domain/paths";

const LOTTERY_PATHS = ["/m/lottery", "/m/lott", "/m/elott"];

/** Routes of the games area (games spec §2): game center lists, hot, favourites, launch, sports, lottery. */
export const gameRoutes: RouteConfigEntry[] = [
  ...GAME_CENTER_LIST_PATHS.map((path) => route(path, "routes/games/list.tsx", { id: `games-list${path}` })),
  route("/m/hot-games", "routes/games/hot.tsx"),
  route("/m/fav-games", "routes/games/favourites.tsx"),
  route("/m/recent-games", "routes/games/recent.tsx"),
  route("/m/search", "routes/games/search.tsx"),
  route("/resources/favourite", "routes/resources/favourite.ts"),
  route("/resources/left-menu", "routes/resources/left-menu.ts"),
  route("/m/launch", "routes/games/launch.tsx"),
  // What the BFF's /play proxy hands on when the provider answers 404 (server/proxies.ts).
  route("/play/*", "routes/games/game-closed.tsx"),
  route("/m/sportsGame", "routes/games/sports.tsx"),
  route("/m/liveStreams", "routes/games/live-streams.tsx"),
  ...LOTTERY_PATHS.map((path) => route(path, "routes/games/lottery.tsx", { id: `games-lottery${path}` })),
];

import { route, type RouteConfig } from "@react-router/dev/routes";
import { accountRoutes } from "./routes/account.routes";
import { cashierRoutes } from "./routes/cashier.routes";
import { appShellRoutes } from "./routes/app-shell.routes";
import { agentRoutes } from "./routes/agent.routes";
import { contentRoutes } from "./routes/content.routes";
import { gameRoutes } from "./routes/games.routes";
import { memberRoutes } from "./routes/member.routes";
import { messageRoutes } from "./routes/messages.routes";
import { securityRoutes } from "./routes/security.routes";
import { responsibleRoutes } from "./routes/responsible.routes";
import { HOME_PATH, HOME_PATHS } from "./domain/paths";

/** Home's aliases, from the one list of home addresses; "/m/" is matched by "/m". */
const HOME_ALIASES = HOME_PATHS.filter((path) => path !== HOME_PATH && path !== "/m/");

export default [
  route(HOME_PATH, "routes/home.tsx", { id: "home" }),
  ...HOME_ALIASES.map((path) => route(path, "routes/home.tsx", { id: `home-alias${path}` })),
  route("/m/notice", "routes/notice.tsx"),
  route("/resources/language", "routes/resources/language.ts"),
  route("/resources/theme", "routes/resources/theme.ts"),
  route("/resources/download-bar", "routes/resources/download-bar.ts"),
  route("/resources/locales/:lng", "routes/resources/locales.ts"),
  ...accountRoutes,
  ...agentRoutes,
  ...gameRoutes,
  ...messageRoutes,
  ...contentRoutes,
  ...cashierRoutes,
  ...memberRoutes,
  ...securityRoutes,
  ...responsibleRoutes,
  ...appShellRoutes,
  route("*", "routes/not-found.ts"),
] satisfies RouteConfig;

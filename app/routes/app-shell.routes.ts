import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the installable app's shell (docs/decisions/0032): the offline page the service worker keeps. */
export const appShellRoutes: RouteConfigEntry[] = [
  route("/resources/offline", "routes/resources/offline.ts"),
];

import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Responsible gambling (issue 11): the member centre's page and the reality check's acknowledgement. */
export const responsibleRoutes: RouteConfigEntry[] = [
  route("/m/responsibleGaming", "routes/responsible/responsible-gaming.tsx"),
  route("/resources/reality-check", "routes/resources/reality-check.ts"),
];

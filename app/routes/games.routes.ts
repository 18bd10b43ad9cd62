import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the games area (games spec §2): game center lists, hot, favourites, launch, sports, lottery. */
export const gameRoutes: RouteConfigEntry[] = [];

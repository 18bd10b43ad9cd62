import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the accounts area (accounts spec §2): login, register, passwords, settings, trial. */
export const accountRoutes: RouteConfigEntry[] = [];

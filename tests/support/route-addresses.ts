// One address per route of app/routes.ts, for tests that walk them all (session expiry, the fuzz).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

/** Values for the routes' dynamic segments; "*" (unknown addresses) gets one such address. */
const PARAMS: Record<string, string> = { lng: "en", provider: "google" };

const addresses = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [
    ...(entry.path === undefined
      ? []
      : [entry.path === "*" ? "/m/no-such-page" : entry.path.replace(/:(\w+)/g, (_, name) => PARAMS[name])]),
    ...addresses(entry.children ?? []),
  ]);

/** Every route's address, once each. */
export const ROUTE_ADDRESSES: readonly string[] = [...new Set(addresses(routes))];

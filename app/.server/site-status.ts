// The site status (the merchant's settings and whitelabel flags, cached for every host), read one of
// two ways (issue 22): a page that cannot show without it, or one that makes do with the last known.
import type { RouterContextProvider } from "react-router";
import { servicesContext, type AppServices } from "./context";
import { critical } from "./loader-data";

/** The site status for a loader that cannot do without it: without any known status, a 503. */
export function siteStatus(context: Readonly<RouterContextProvider>) {
  return critical(context, context.get(servicesContext).status.get());
}

/** The site status now, else the last one known, else null: for what can show without it. */
export function knownSiteStatus(services: AppServices) {
  return services.status.get().catch(() => services.status.peek() ?? null);
}

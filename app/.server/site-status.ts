import type { AppServices } from "./context";
import { loaderFailure } from "./loader-failure";

/** The site status for a loader that cannot do without it: without any known status, a 503. */
export async function requireSiteStatus(services: AppServices) {
  try {
    return await services.status.get();
  } catch (error) {
    throw loaderFailure(error, services.logger);
  }
}

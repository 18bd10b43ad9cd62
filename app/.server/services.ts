import { createBackendClient } from "./backend";
import type { AppConfig, AppServices } from "./context";
import type { Logger } from "./logger";
import { createSessionStore } from "./session";
import { createSwrCache } from "./swr-cache";

/** Builds the process-wide services once; public data is fetched in the merchant's default language. */
export function createAppServices(config: AppConfig, logger: Logger): AppServices {
  const publicClient = createBackendClient({
    baseUrl: config.backendUrl,
    merchant: config.merchantCode,
    language: "EN",
    timeoutMs: config.backendTimeoutMs,
  });
  const onRefreshError = (what: string) => (error: unknown) =>
    logger.warn({ err: String(error) }, `${what} refresh failed; keeping the last known value`);
  return {
    config,
    logger,
    sessions: createSessionStore(config.sessionSecret),
    ready: () =>
      publicClient.getSiteStatus().then(
        () => true,
        () => false,
      ),
    status: createSwrCache({
      ttlMs: config.statusTtlMs,
      load: publicClient.getSiteStatus,
      onRefreshError: onRefreshError("site status"),
    }),
    merchant: createSwrCache({
      ttlMs: 5 * 60_000,
      load: publicClient.getMerchant,
      onRefreshError: onRefreshError("merchant"),
    }),
  };
}

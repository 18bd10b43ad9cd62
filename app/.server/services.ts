import { createAddressLimits } from "./address-limits";
import { createBackendClient } from "./backend";
import type { Merchant, SiteStatus } from "./backend/schemas/system";
import type { AppConfig, AppServices, CachedValue } from "./context";
import type { Logger } from "./logger";
import { createMemberCache } from "./member-cache";
import { createPublicCache } from "./public-cache";
import { createSessionStore } from "./session";

/** Sessions whose header data is kept at most (a few seconds each). */
const MEMBER_CACHE_MAX = 10_000;

/** Builds the process-wide services once; status and merchant are fetched in one language, EN. */
export function createAppServices(config: AppConfig, logger: Logger): AppServices {
  const publicClient = createBackendClient({
    baseUrl: config.backendUrl,
    merchant: config.merchantCode,
    language: "EN",
    timeoutMs: config.backendTimeoutMs,
  });
  const publicCache = createPublicCache({
    max: config.publicCacheMax,
    onRefreshError: (key, error) =>
      logger.warn({ err: String(error), key }, "public data refresh failed; keeping the last known value"),
  });
  const cachedValue = <T extends NonNullable<unknown>>(
    call: string,
    load: () => Promise<T>,
    ttlMs: number,
  ): CachedValue<T> => {
    const key = { merchant: config.merchantCode, language: "EN", call };
    return { get: () => publicCache.get(key, load, ttlMs), peek: () => publicCache.peek<T>(key) };
  };
  return {
    config,
    logger,
    sessions: createSessionStore(config.sessionSecret),
    ready: () =>
      publicClient.getSiteStatus().then(
        () => true,
        () => false,
      ),
    publicCache,
    memberCache: createMemberCache({ ttlMs: config.memberCacheTtlMs, max: MEMBER_CACHE_MAX }),
    addressLimits: createAddressLimits(config.addressLimits, logger),
    status: cachedValue<SiteStatus>("getSiteStatus", publicClient.getSiteStatus, config.statusTtlMs),
    merchant: cachedValue<Merchant>("getMerchant", publicClient.getMerchant, config.publicCacheTtlMs),
  };
}

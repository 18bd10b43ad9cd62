import { createAddressLimits } from "./address-limits";
import { createBackendClient } from "./backend";
import { createBreaker } from "./backend/breaker";
import type { Merchant } from "./backend/schemas/system";
import type { AppConfig, AppServices, CachedValue } from "./context";
import type { Logger } from "./logger";
import { noMetrics, type AppMetrics } from "./metrics";
import { createMemberCache } from "./member-cache";
import { createPublicCache } from "./public-cache";
import { createSessionStore } from "./session";
import { connectSharedStore } from "./shared-store";
import { statusValue } from "./status-value";

/** Sessions whose header data is kept at most (a few seconds each). */
const MEMBER_CACHE_MAX = 10_000;
/** The channel on which hosts tell each other of a public answer that changed. */
const CHANGED_CHANNEL = "bff:public-changed";

/** Builds the process-wide services once; status and merchant are fetched in one language, EN. */
export function createAppServices(
  config: AppConfig,
  logger: Logger,
  metrics: AppMetrics = noMetrics,
): AppServices {
  const shared = config.redisUrl ? connectSharedStore(config.redisUrl, logger) : undefined;
  // One breaker for every call of this process: the backend is down for all of them alike.
  const breaker = createBreaker({
    onChange: (state) => {
      logger.warn({ state }, `backend circuit ${state}`);
      metrics.circuitChanged?.(state);
    },
  });
  metrics.watchStates?.({
    circuit: breaker.state,
    redisReady: shared ? () => shared.redis.status === "ready" : undefined,
  });
  const publicClient = createBackendClient({
    baseUrl: config.backendUrl,
    merchant: config.merchantCode,
    language: "EN",
    timeoutMs: config.backendTimeoutMs,
    observer: { called: metrics.backendCall, span: metrics.backendSpan },
    breaker,
  });
  const publicCache = createPublicCache({
    max: config.publicCacheMax,
    onLookup: metrics.publicCacheLookup,
    onRefreshError: (key, error) =>
      logger.warn({ err: String(error), key }, "public data refresh failed; keeping the last known value"),
    // Other hosts load a changed answer (maintenance, an announcement) at once, not on their own timer.
    onChanged: shared ? (key) => shared.publish(CHANGED_CHANNEL, key) : undefined,
  });
  shared?.subscribe(CHANGED_CHANNEL, (key) => publicCache.refresh(key));
  const cachedValue = <T extends NonNullable<unknown>>(
    call: string,
    load: () => Promise<T>,
    ttlMs: number,
  ): CachedValue<T> => {
    const key = { merchant: config.merchantCode, language: "EN", call };
    return {
      get: () => publicCache.get(key, load, ttlMs),
      peek: () => publicCache.peek<T>(key),
      reload: () => publicCache.reload(key, load, ttlMs),
    };
  };
  return {
    config,
    logger,
    metrics,
    sessions: createSessionStore(config.sessionSecrets),
    breaker,
    publicCache,
    memberCache: createMemberCache({ ttlMs: config.memberCacheTtlMs, max: MEMBER_CACHE_MAX }),
    addressLimits: createAddressLimits(config.addressLimits, logger, metrics.rateLimitRefused, shared),
    status: statusValue(
      publicCache,
      { merchant: config.merchantCode, language: "EN", call: "getSiteStatus" },
      publicClient.getSiteStatus,
      config.statusTtlMs,
    ),
    merchant: cachedValue<Merchant>("getMerchant", publicClient.getMerchant, config.publicCacheTtlMs),
    async started() {
      await shared?.started;
    },
    async close() {
      await shared?.close();
    },
  };
}

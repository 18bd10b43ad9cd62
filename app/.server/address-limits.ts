// Per-address limits of the account actions (docs/decisions/0020): how many tries one client address
// gets in a window, counted by the BFF whatever backend stands behind it. With REDIS_URL the counts
// live in Redis, shared by every host and kept across restarts (issue 25), with a per-process count
// as insurance while Redis does not answer; a check made while the host's first connection is still
// being made waits for it (bounded by the store's start-up wait), as a count on this host alone would
// let every start through a few more tries (issue 62). Without REDIS_URL, one process counts in memory and a
// node:cluster worker in the primary (RateLimiterClusterMaster, server/cluster-primary.ts), so every
// worker of the host sees the same count.
import cluster from "node:cluster";
import type { Redis } from "ioredis";
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Logger } from "./logger";

export type AddressLimitName = "login" | "register" | "forgotPassword" | "sms" | "freePlay" | "usernameCheck";

/** `points` tries per `windowSeconds`; null: no limit. */
export type AddressLimitRule = { points: number; windowSeconds: number } | null;
export type AddressLimitRules = Record<AddressLimitName, AddressLimitRule>;

/**
 * Generous, since players behind one carrier NAT share an address; the per-account captcha and
 * delay of the backend do the fine-grained work. `login` counts failed logins only.
 */
export const DEFAULT_ADDRESS_LIMITS: AddressLimitRules = {
  login: { points: 20, windowSeconds: 15 * 60 },
  register: { points: 20, windowSeconds: 60 * 60 },
  forgotPassword: { points: 10, windowSeconds: 15 * 60 },
  sms: { points: 10, windowSeconds: 15 * 60 },
  freePlay: { points: 10, windowSeconds: 60 * 60 },
  // Asked each time the registration's username field is left: a person needs a few, a script
  // listing who has an account needs thousands.
  usernameCheck: { points: 60, windowSeconds: 15 * 60 },
};

/** An answer from the primary's store takes no longer than this; past it the try is let through. */
const CLUSTER_TIMEOUT_MS = 1000;
/**
 * The longest a limit check holds a request, whatever its store does: past it the try is let through.
 * Above the Redis command timeout plus the insurance's own (shared-store.ts, CLUSTER_TIMEOUT_MS), so
 * it is only reached when something not foreseen hangs. (Only in a host's first seconds can a check
 * also wait for Redis's first connection, at most the store's START_WAIT_MS; the production host does
 * not serve before that.)
 */
const TAKE_TIMEOUT_MS = 2500;
/** Keys in Redis start with this, so one Redis can serve other things too. */
const REDIS_PREFIX = "bff:limit";

/** A counted try: let through, or refused with the time until the address's next try counts. */
export type AddressTry = { allowed: true } | { allowed: false; msBeforeNext: number };

export type AddressLimits = {
  /**
   * Counts one try of `address`: refused when its allowance for the window is used up, with the
   * limiter's time until a try counts again (to say when).
   */
  attempt(name: AddressLimitName, address: string): Promise<AddressTry>;
  /** Gives a counted try back (a login that succeeded was no failure). */
  giveBack(name: AddressLimitName, address: string): Promise<void>;
};

export function createAddressLimits(
  rules: AddressLimitRules,
  logger: Logger,
  /** Told of every refused try (the metrics' rate-limit refusals). */
  onRefused: (name: AddressLimitName) => void = () => {},
  /**
   * The hosts' shared Redis (REDIS_URL), and when its first connection is up or given up (bounded);
   * without it the counts are this host's.
   */
  store?: { redis: Redis; started: Promise<unknown> },
): AddressLimits {
  const redis = store?.redis;
  const limiters = new Map<AddressLimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(rules) as [AddressLimitName, AddressLimitRule][]) {
    if (!rule) continue;
    const options = { keyPrefix: `address-${name}`, points: rule.points, duration: rule.windowSeconds };
    const local = cluster.isWorker
      ? new RateLimiterCluster({ ...options, timeoutMs: CLUSTER_TIMEOUT_MS })
      : new RateLimiterMemory(options);
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({
            ...options,
            keyPrefix: `${REDIS_PREFIX}:${name}`,
            storeClient: redis,
            // While Redis does not answer, this host counts alone rather than letting every try in.
            rejectIfRedisNotReady: true,
            insuranceLimiter: local,
          })
        : local,
    );
  }
  // A store that fails (the primary too slow) must not refuse players nor answer 5xx: let it pass.
  const storeFailed = (name: AddressLimitName, error: unknown) => {
    logger.warn({ err: String(error), limit: name }, "address limit store failed; the try is let through");
  };
  const attempt = async (name: AddressLimitName, address: string): Promise<AddressTry> => {
    const limiter = limiters.get(name);
    if (!limiter) return { allowed: true };
    // Resolved before the production host serves; after that this costs a microtask.
    if (store) await store.started;
    try {
      await withinMs(limiter.consume(address), TAKE_TIMEOUT_MS);
      return { allowed: true };
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        onRefused(name);
        return { allowed: false, msBeforeNext: error.msBeforeNext };
      }
      storeFailed(name, error);
      return { allowed: true };
    }
  };
  return {
    attempt,
    async giveBack(name, address) {
      const limiter = limiters.get(name);
      if (!limiter) return;
      if (store) await store.started;
      await withinMs(limiter.reward(address), TAKE_TIMEOUT_MS).catch((error: unknown) =>
        storeFailed(name, error),
      );
    },
  };
}

/** `promise`, or a rejection once `ms` have passed without its answer. */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

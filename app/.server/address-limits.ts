// Per-address limits of the account actions (docs/decisions/0020): how many tries one client address
// gets in a window, counted by the BFF whatever backend stands behind it. In one process the counts
// live in memory; in a node:cluster worker they live in the primary (RateLimiterClusterMaster, made
// by server/cluster-primary.ts), so every worker sees the same count.
import cluster from "node:cluster";
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Logger } from "./logger";

export type AddressLimitName = "login" | "register" | "forgotPassword" | "sms" | "freePlay";

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
};

/** An answer from the primary's store takes no longer than this; past it the try is let through. */
const CLUSTER_TIMEOUT_MS = 1000;

export type AddressLimits = {
  /** Counts one try of `address`; false when its allowance for the window is used up. */
  take(name: AddressLimitName, address: string): Promise<boolean>;
  /** Gives a counted try back (a login that succeeded was no failure). */
  giveBack(name: AddressLimitName, address: string): Promise<void>;
};

export function createAddressLimits(rules: AddressLimitRules, logger: Logger): AddressLimits {
  const limiters = new Map<AddressLimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(rules) as [AddressLimitName, AddressLimitRule][]) {
    if (!rule) continue;
    const options = { keyPrefix: `address-${name}`, points: rule.points, duration: rule.windowSeconds };
    limiters.set(
      name,
      cluster.isWorker
        ? new RateLimiterCluster({ ...options, timeoutMs: CLUSTER_TIMEOUT_MS })
        : new RateLimiterMemory(options),
    );
  }
  // A store that fails (the primary too slow) must not refuse players nor answer 5xx: let it pass.
  const storeFailed = (name: AddressLimitName, error: unknown) => {
    logger.warn({ err: String(error), limit: name }, "address limit store failed; the try is let through");
  };
  return {
    async take(name, address) {
      const limiter = limiters.get(name);
      if (!limiter) return true;
      try {
        await limiter.consume(address);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        storeFailed(name, error);
        return true;
      }
    },
    async giveBack(name, address) {
      await limiters
        .get(name)
        ?.reward(address)
        .catch((error: unknown) => storeFailed(name, error));
    },
  };
}

// The state several BFF hosts share (issue 25), in Redis when REDIS_URL is set: the per-address
// limits' counts and a channel that tells every host of a public answer that changed. Commands
// never wait in a queue while Redis is away (enableOfflineQueue: false): the caller falls back to
// this host's own state at once instead of hanging a player's request.
import { Redis } from "ioredis";
import type { Logger } from "./logger";

export type SharedStore = {
  /** For commands (rate-limiter-flexible's store client). */
  redis: Redis;
  /** Tells every host (this one too) `message` on `channel`. */
  publish(channel: string, message: string): void;
  /** Calls `handler` with each message published on `channel` by any host. */
  subscribe(channel: string, handler: (message: string) => void): void;
  close(): Promise<void>;
};

/** At most one "Redis is unreachable" line per this long, not one per retry. */
const LOG_EVERY_MS = 30_000;

export function connectSharedStore(url: string, logger: Logger): SharedStore {
  const base = {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (n: number) => Math.min(n * 200, 2000),
  };
  const redis = new Redis(url, { ...base, enableOfflineQueue: false });
  // A subscriber's SUBSCRIBE waits for its connection (and is sent again after a reconnect).
  const subscriber = new Redis(url, { ...base, enableOfflineQueue: true });
  let lastLogged = 0;
  const warn = (error: Error) => {
    if (Date.now() - lastLogged < LOG_EVERY_MS) return;
    lastLogged = Date.now();
    logger.warn({ err: error.message }, "Redis is unreachable; limits count on this host until it is back");
  };
  redis.on("error", warn);
  subscriber.on("error", warn);
  const handlers = new Map<string, Array<(message: string) => void>>();
  subscriber.on("message", (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    redis,
    publish(channel, message) {
      redis.publish(channel, message).catch(warn);
    },
    subscribe(channel, handler) {
      if (!handlers.has(channel)) {
        handlers.set(channel, []);
        subscriber.subscribe(channel).catch(warn);
      }
      handlers.get(channel)!.push(handler);
    },
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}

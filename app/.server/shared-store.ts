// The state several BFF hosts share (issue 25), in Redis when REDIS_URL is set: the per-address
// limits' counts and a channel that tells every host of a public answer that changed. Redis being
// away or slow never holds a player's request (decision 0041, 0058): commands never wait in a queue
// while Redis is away (enableOfflineQueue: false), each command that got no answer in
// COMMAND_TIMEOUT_MS fails, and a Redis that is connected but does not answer (stopped, swapping)
// is dropped by a heartbeat, so until it answers again every caller falls back to this host's own
// state at once instead of waiting out a timeout each. At start a host waits for its first connection
// (at most START_WAIT_MS) before it serves, so its first requests count in Redis too (issue 62).
import { Redis } from "ioredis";
import type { Logger } from "./logger";

export type SharedStore = {
  /** For commands (rate-limiter-flexible's store client). */
  redis: Redis;
  /** Tells every host (this one too) `message` on `channel`. */
  publish(channel: string, message: string): void;
  /** Calls `handler` with each message published on `channel` by any host. */
  subscribe(channel: string, handler: (message: string) => void): void;
  /**
   * Resolves once both connections are first up (true), or at the first failed connection or
   * START_WAIT_MS after connecting began (false: counts are this host's until Redis answers). Never
   * rejects.
   */
  started: Promise<boolean>;
  close(): Promise<void>;
};

/**
 * The longest a starting host waits for Redis before serving with per-host counts: a loopback or
 * managed Redis answers in milliseconds, and one started just after the hosts gets a few retries.
 */
export const START_WAIT_MS = 5000;

/** At most one "Redis is unreachable" line per this long, not one per retry. */
const LOG_EVERY_MS = 30_000;
/** A command without an answer for this long fails (the caller falls back); Redis answers in ~1 ms. */
export const COMMAND_TIMEOUT_MS = 500;
/** How often the connection is checked with a PING; one without an answer drops the connection. */
const HEARTBEAT_MS = 1000;
/** Closing waits this long for Redis to acknowledge QUIT, then cuts the connections. */
const CLOSE_TIMEOUT_MS = 1000;

export function connectSharedStore(url: string, logger: Logger): SharedStore {
  const base = {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (n: number) => Math.min(n * 200, 2000),
  };
  // commandTimeout covers the ready check's INFO too: a reconnect to a hung Redis never turns ready.
  const redis = new Redis(url, { ...base, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS });
  // A subscriber's SUBSCRIBE waits for its connection (and is sent again after a reconnect). It sends
  // nothing a request waits for, so it needs no command timeout.
  const subscriber = new Redis(url, { ...base, enableOfflineQueue: true });
  let lastLogged = 0;
  const warn = (error: Error) => {
    if (Date.now() - lastLogged < LOG_EVERY_MS) return;
    lastLogged = Date.now();
    logger.warn({ err: error.message }, "Redis is unreachable; limits count on this host until it is back");
  };
  redis.on("error", warn);
  subscriber.on("error", warn);
  // A connection Redis no longer answers on is dropped and made again: while it is not ready the
  // limits go straight to this host's count (rejectIfRedisNotReady), and the commands already sent on
  // it are failed at once rather than piling up behind the silent one.
  let pinging = false;
  const heartbeat = setInterval(() => {
    if (pinging || redis.status !== "ready") return;
    pinging = true;
    redis
      .ping()
      .catch((error: Error) => {
        warn(error);
        if (redis.status === "ready") redis.disconnect(true);
      })
      .finally(() => (pinging = false));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const started = firstConnection([redis, subscriber], START_WAIT_MS);
  let closed = false;
  void started.then((connected) => {
    if (!connected && !closed)
      logger.warn(
        { waitedMs: START_WAIT_MS },
        "Redis did not answer at start; limits count on this host until it does",
      );
  });
  const handlers = new Map<string, Array<(message: string) => void>>();
  subscriber.on("message", (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    redis,
    started,
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
      closed = true;
      clearInterval(heartbeat);
      // A hung Redis never acknowledges QUIT: past the bound the connections are cut.
      let timer: NodeJS.Timeout | undefined;
      const cut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
        timer.unref();
      });
      await Promise.race([Promise.allSettled([redis.quit(), subscriber.quit()]), cut]);
      clearTimeout(timer);
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}

/**
 * True once every client is ready; false if `ms` pass first, or at a client's first error (a refused
 * or failed connection: Redis is down, and waiting would only delay the start).
 */
function firstConnection(clients: Redis[], ms: number): Promise<boolean> {
  const ready = (client: Redis) =>
    client.status === "ready"
      ? Promise.resolve()
      : new Promise<void>((resolve) => client.once("ready", resolve));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    // Not unref'd: nothing else may hold a starting process open while it waits.
    timer = setTimeout(() => resolve(false), ms);
    for (const client of clients) client.once("error", () => resolve(false));
  });
  return Promise.race([Promise.all(clients.map(ready)).then(() => true), late]).finally(() =>
    clearTimeout(timer),
  );
}

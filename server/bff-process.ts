import { createServer } from "node:http";
import closeWithGrace from "close-with-grace";
import type { Logger } from "pino";
import { createBffApp } from "./app";
import type { ServerConfig } from "./config";
import type { Tracing } from "./tracing";
import { appMetrics } from "./metrics";
import { ownMetrics, serveMetricsPort } from "./metrics-endpoint";
import { trackConnections } from "./connections";
import { refuseTunnels } from "./request-bodies";

export type BffProcessOptions = {
  config: ServerConfig;
  logger: Logger;
  backendUrl: string;
  /** Runs after the server has closed, before the process exits. */
  afterClose?: () => Promise<void>;
  /** Signals this process shuts down on; a cluster worker leaves SIGINT to its primary. */
  signals?: "all" | "SIGTERM only";
  /**
   * The whole BFF's metrics; by default this process's, and it serves METRICS_PORT itself. A cluster
   * worker gets the primary's aggregate, and the primary serves METRICS_PORT.
   */
  scrapeMetrics?: () => Promise<string>;
  /** OpenTelemetry, when its variables switch it on (server/tracing.ts). */
  tracing?: Tracing;
};

/**
 * Node refuses requests whose headers pass 16 KiB with a bare 431 the browser shows as its own error
 * page; a long address (a pasted link, a long search) reaches the app up to this size instead, where
 * it is corrected or answered inside the shell.
 */
const MAX_HEADER_BYTES = 64 * 1024;

/** After the drain, a connection that has sent no request yet is given this long to send it. */
const FRESH_CONNECTION_MS = 3000;

/** After the drain, requests in flight have this long before the process is killed. */
export const GRACE_AFTER_DRAIN_MS = 10_000;

/** One BFF process: the Express app on PORT, and a graceful end on SIGTERM. */
export async function serveBff({
  config,
  logger,
  backendUrl,
  afterClose,
  signals = "all",
  scrapeMetrics,
  tracing,
}: BffProcessOptions) {
  const app = await createBffApp({
    mode: config.NODE_ENV === "production" ? "production" : "development",
    backendUrl,
    merchantCode: config.MERCHANT_CODE,
    sessionSecrets: config.SESSION_SECRET,
    redisUrl: config.REDIS_URL,
    backendTimeoutMs: config.BACKEND_TIMEOUT_MS,
    statusTtlMs: config.STATUS_TTL_MS,
    pageCacheTtlMs: config.PAGE_CACHE_TTL_MS,
    publicCacheTtlMs: config.PUBLIC_TTL_MS,
    publicCacheMax: config.PUBLIC_CACHE_MAX,
    memberCacheTtlMs: config.HEADER_TTL_MS,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    allowedHosts: config.ALLOWED_HOSTS,
    linkHosts: config.LINK_HOSTS,
    gameFrameOrigins: config.GAME_FRAME_ORIGINS,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    shed: { maxInFlight: config.SHED_MAX_IN_FLIGHT, maxLagMs: config.SHED_MAX_LAG_MS },
    addressLimits: config.addressLimits,
    logger,
    appMetrics: tracing ? { ...appMetrics, backendSpan: tracing.backendSpan } : appMetrics,
    tracing,
    scrapeMetrics: scrapeMetrics ?? ownMetrics,
    metricsToken: config.METRICS_TOKEN,
  });
  const metricsServer =
    !scrapeMetrics && config.METRICS_PORT !== undefined
      ? serveMetricsPort({
          port: config.METRICS_PORT,
          host: config.HOST,
          token: config.METRICS_TOKEN,
          scrape: ownMetrics,
        })
      : undefined;

  // While draining, every answer closes its connection: keep-alive clients reconnect (to another
  // host) instead of holding this one open, and the process can exit by itself.
  let draining = false;
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    connections.request(req, res);
    if (draining) res.setHeader("Connection", "close");
    app(req, res);
  });
  const connections = trackConnections(server);
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST }, `listening on http://localhost:${port}`);
  });
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  // Node's rule: the header timeout outlasts the keep-alive one, or a reused socket can be cut mid-request.
  server.headersTimeout = config.KEEP_ALIVE_TIMEOUT_MS + 1000;
  refuseTunnels(server);

  // Ctrl-C reaches every process of the group: a worker ignores it and waits for the primary's
  // SIGTERM, since a second signal would make close-with-grace exit at once.
  if (signals === "SIGTERM only") process.on("SIGINT", () => {});

  // SIGTERM (issue 25): unready at once, keep serving for DRAIN_MS while the balancer takes this host
  // out (requests already sent are answered, connections close after their answer), then stop
  // listening, finish what is in flight and exit by itself, well before the grace timeout.
  closeWithGrace(
    {
      delay: config.DRAIN_MS + GRACE_AFTER_DRAIN_MS,
      logger: { error: (m: unknown) => logger.error(m) },
      skip: signals === "SIGTERM only" ? ["SIGINT"] : [],
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, "shutting down after an error");
      else logger.info({ signal }, "shutting down");
      draining = true;
      app.drain();
      if (config.DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.DRAIN_MS));
      metricsServer?.close();
      // Requests already received are answered (each answer closes its connection); idle keep-alive
      // connections end now, fresh ones once they have sent their request or after a while.
      await connections.close(FRESH_CONNECTION_MS);
      await app.closeServices();
      await afterClose?.();
      logger.info("stopped");
    },
  );
}

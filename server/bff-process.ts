import { createServer } from "node:http";
import closeWithGrace from "close-with-grace";
import type { Logger } from "pino";
import { createBffApp } from "./app";
import type { ServerConfig } from "./config";
import { appMetrics } from "./metrics";
import { ownMetrics, serveMetricsPort } from "./metrics-endpoint";
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
};

/**
 * Node refuses requests whose headers pass 16 KiB with a bare 431 the browser shows as its own error
 * page; a long address (a pasted link, a long search) reaches the app up to this size instead, where
 * it is corrected or answered inside the shell.
 */
const MAX_HEADER_BYTES = 64 * 1024;

/** One BFF process: the Express app on PORT, and a graceful end on SIGTERM. */
export async function serveBff({
  config,
  logger,
  backendUrl,
  afterClose,
  signals = "all",
  scrapeMetrics,
}: BffProcessOptions) {
  const app = await createBffApp({
    mode: config.NODE_ENV === "production" ? "production" : "development",
    backendUrl,
    merchantCode: config.MERCHANT_CODE,
    sessionSecret: config.SESSION_SECRET,
    backendTimeoutMs: config.BACKEND_TIMEOUT_MS,
    statusTtlMs: config.STATUS_TTL_MS,
    publicCacheTtlMs: config.PUBLIC_TTL_MS,
    publicCacheMax: config.PUBLIC_CACHE_MAX,
    memberCacheTtlMs: config.HEADER_TTL_MS,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    allowedHosts: config.ALLOWED_HOSTS,
    linkHosts: config.LINK_HOSTS,
    gameFrameOrigins: config.GAME_FRAME_ORIGINS,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    addressLimits: config.addressLimits,
    logger,
    appMetrics,
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

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app).listen(
    config.PORT,
    config.HOST,
    () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : config.PORT;
      logger.info({ port, host: config.HOST }, `listening on http://localhost:${port}`);
    },
  );
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  // Node's rule: the header timeout outlasts the keep-alive one, or a reused socket can be cut mid-request.
  server.headersTimeout = config.KEEP_ALIVE_TIMEOUT_MS + 1000;
  refuseTunnels(server);

  // Ctrl-C reaches every process of the group: a worker ignores it and waits for the primary's
  // SIGTERM, since a second signal would make close-with-grace exit at once.
  if (signals === "SIGTERM only") process.on("SIGINT", () => {});

  // SIGTERM: stop taking connections, finish those in flight, then exit.
  closeWithGrace(
    {
      delay: 10_000,
      logger: { error: (m: unknown) => logger.error(m) },
      skip: signals === "SIGTERM only" ? ["SIGINT"] : [],
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, "shutting down after an error");
      else logger.info({ signal }, "shutting down");
      metricsServer?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await afterClose?.();
    },
  );
}

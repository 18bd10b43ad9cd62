import cluster from "node:cluster";
import { pino, type Logger } from "pino";
import { serveBff } from "./bff-process";
import { runClusterPrimary } from "./cluster-primary";
import { ConfigError, parseConfig, type ServerConfig } from "./config";
import { aggregateClusterMetrics, joinClusterMetrics, serveMetricsPort } from "./metrics-endpoint";
import { logOptions } from "./log-options";
import { startTracing } from "./tracing";

/** Starts a backend in this process for a host without BACKEND_URL: its address, and how to stop it. */
export type StartBackend = (
  config: ServerConfig,
  logger: Logger,
) => Promise<{ url: string; close(): Promise<void> }>;

/**
 * The host: a cluster primary and its workers, or one process. The production entry (server/index.ts,
 * build/bff) passes no `startBackend` and needs BACKEND_URL; the throwaway entry
 * (server/throwaway-host.ts, `npm start`) passes the reference backend's.
 */
export async function runHost(startBackend?: StartBackend): Promise<void> {
  // The project brings Node 24 (decision 0057): an older Node started by hand would crash later, in
  // better-sqlite3's binary, with no word of why.
  if (Number(process.versions.node.split(".")[0]) < 24) {
    console.error(
      `Node ${process.version} is too old: run with npm (npm start, npm run serve), which uses the project's Node 24.`,
    );
    process.exit(1);
  }

  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.BACKEND_URL && !startBackend) {
    // The production host (build/bff, the image's) carries no reference backend (decision 0074).
    console.error(
      "BACKEND_URL is required: this host has no reference backend to start (npm start and npm run dev run one).",
    );
    process.exit(1);
  }

  // Traces in each process that serves (off unless OTEL_* asks: server/tracing.ts).
  const servesRequests = cluster.isWorker || config.NODE_ENV !== "production" || config.WEB_CONCURRENCY === 1;
  const tracing = servesRequests ? await startTracing() : undefined;
  const logger = pino(logOptions(config.LOG_LEVEL, tracing));

  if (cluster.isWorker) {
    // The primary set BACKEND_URL and SESSION_SECRET for its workers.
    if (!config.BACKEND_URL) throw new Error("a cluster worker needs BACKEND_URL from its primary");
    await serveBff({
      config,
      logger,
      backendUrl: config.BACKEND_URL,
      signals: "SIGTERM only",
      scrapeMetrics: joinClusterMetrics(),
      tracing,
      afterClose: async () => tracing?.shutdown(),
    });
  } else {
    // Said in production only, where a random secret needs THROWAWAY_HOST=1: development (npm run dev)
    // always has one, as expected, and the line would only be noise there.
    if (config.sessionSecretGenerated && config.NODE_ENV === "production") {
      logger.warn(
        "SESSION_SECRET is not set (THROWAWAY_HOST): using a random one; sessions end when the server restarts",
      );
    }
    // Vite's dev middleware (and its reload socket) is one per machine: development runs one process.
    const processes = config.NODE_ENV === "production" ? config.WEB_CONCURRENCY : 1;
    if (processes !== config.WEB_CONCURRENCY) {
      logger.warn({ WEB_CONCURRENCY: config.WEB_CONCURRENCY }, "development runs one process");
    }

    // Without BACKEND_URL a throwaway host runs the reference backend in this process, once for all
    // workers; the production host has none to run (decision 0074).
    const referenceBackend = config.BACKEND_URL ? undefined : await startBackend?.(config, logger);
    const backendUrl = referenceBackend?.url ?? config.BACKEND_URL;
    if (!backendUrl) throw new Error("unreachable: no backend URL");
    const afterClose = async () => {
      await referenceBackend?.close();
      await tracing?.shutdown();
    };

    if (processes === 1) {
      await serveBff({ config, logger, backendUrl, afterClose, tracing });
    } else {
      logger.info({ workers: processes }, "starting workers");
      const scrape = aggregateClusterMetrics();
      if (config.METRICS_PORT !== undefined) {
        serveMetricsPort({
          port: config.METRICS_PORT,
          host: config.HOST,
          token: config.METRICS_TOKEN,
          scrape,
        });
      }
      runClusterPrimary({
        workers: processes,
        // The secret itself, read once: its file (if any) is not read again.
        workerEnv: {
          BACKEND_URL: backendUrl,
          SESSION_SECRET: config.SESSION_SECRET.join(","),
          SESSION_SECRET_FILE: "",
        },
        logger,
        afterWorkersExit: afterClose,
        drainMs: config.DRAIN_MS,
      });
    }
  }
}

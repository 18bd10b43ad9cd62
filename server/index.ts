import { mkdirSync } from "node:fs";
import path from "node:path";
import closeWithGrace from "close-with-grace";
import { pino } from "pino";
import { createBffApp } from "./app";
import { ConfigError, parseConfig } from "./config";
import { startReferenceBackend } from "./reference-backend/start";

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

const logger = pino({ level: config.LOG_LEVEL, base: { service: "bff" } });
if (config.sessionSecretGenerated) {
  logger.warn("SESSION_SECRET is not set: using a random one; sessions end when the process restarts");
}

// Without BACKEND_URL the reference backend runs in this process on a loopback port.
let backendUrl: string | undefined = config.BACKEND_URL;
let referenceBackend: Awaited<ReturnType<typeof startReferenceBackend>> | undefined;
if (!backendUrl) {
  mkdirSync(config.DATA_DIR, { recursive: true });
  referenceBackend = await startReferenceBackend({
    port: 0,
    host: "127.0.0.1",
    dbFile: path.join(config.DATA_DIR, "reference-backend.sqlite"),
    merchantCode: config.MERCHANT_CODE,
    operatorToken: config.OPERATOR_TOKEN,
  });
  backendUrl = referenceBackend.url;
  logger.info({ backendUrl }, "reference backend started");
}

if (!backendUrl) throw new Error("unreachable: no backend URL");
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
  logger,
});

const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, host: config.HOST }, `listening on http://localhost:${port}`);
});

// SIGTERM: stop taking connections, finish those in flight, then exit.
closeWithGrace(
  { delay: 10_000, logger: { error: (m: unknown) => logger.error(m) } },
  async ({ signal, err }) => {
    if (err) logger.error({ err }, "shutting down after an error");
    else logger.info({ signal }, "shutting down");
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await referenceBackend?.close();
  },
);

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { ServerConfig } from "./config";
import { startReferenceBackend } from "@mobile-front/reference-backend";

/**
 * Without BACKEND_URL the throwaway host (server/throwaway-host.ts, `npm start`; never build/bff) runs
 * the reference backend on a loopback port of this process. Started once per host (by the cluster
 * primary, or by the single process): SQLite takes one writer. The one module of server/ that may
 * import the reference backend (eslint.config.js, decision 0074).
 */
export async function startInProcessBackend(config: ServerConfig, logger: Logger) {
  const backendLogger = logger.child({ component: "reference-backend" });
  mkdirSync(config.DATA_DIR, { recursive: true });
  const backend = await startReferenceBackend({
    port: 0,
    host: "127.0.0.1",
    dbFile: path.join(config.DATA_DIR, "reference-backend.sqlite"),
    merchantCode: config.MERCHANT_CODE,
    operatorToken: config.OPERATOR_TOKEN,
    // The social login returns to the origins players use.
    oauthRedirectOrigins: [
      ...(config.PUBLIC_URL ? [config.PUBLIC_URL] : []),
      ...config.ALLOWED_HOSTS.flatMap((host) => [`https://${host}`, `http://${host}`]),
    ],
    onTracedCall: (call) => backendLogger.info(call, "traced call"),
  });
  logger.info({ backendUrl: backend.url }, "reference backend started");
  return backend;
}

// `npm run backend`: the reference backend alone, on a file database.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { SecretFileError, withSecretFiles } from "../../../server/secret-files.ts";
import { parseTrustProxy } from "../../../server/trust-proxy.ts";
import { startReferenceBackend } from "./start.ts";

const port = Number(process.env.BACKEND_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`BACKEND_PORT must be a port number, not "${process.env.BACKEND_PORT}"`);
  process.exit(1);
}
// OPERATOR_TOKEN (or OPERATOR_TOKEN_FILE): a default one would guard nothing, so production names it.
let operatorToken: string;
try {
  const env = withSecretFiles(process.env, ["OPERATOR_TOKEN"]);
  const production = env.NODE_ENV === "production";
  if (!env.OPERATOR_TOKEN && production) {
    throw new SecretFileError("OPERATOR_TOKEN is required in production (or OPERATOR_TOKEN_FILE)");
  }
  operatorToken = env.OPERATOR_TOKEN || "dev-operator-token";
  if (operatorToken.length < 8) throw new SecretFileError("OPERATOR_TOKEN must be at least 8 characters");
} catch (error) {
  if (!(error instanceof SecretFileError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR || "./data";
mkdirSync(dataDir, { recursive: true });
const dbFile = join(dataDir, "reference-backend.sqlite");
const merchantCode = process.env.MERCHANT_CODE || "demo";
// The BFF's address(es), whose X-Forwarded-For names the player; loopback when unset.
let trustProxy;
try {
  trustProxy = process.env.BACKEND_TRUST_PROXY ? parseTrustProxy(process.env.BACKEND_TRUST_PROXY) : undefined;
} catch (error) {
  console.error(`BACKEND_TRUST_PROXY: ${(error as Error).message}`);
  process.exit(1);
}

const backend = await startReferenceBackend({
  port,
  // Loopback unless told otherwise (a container reached by the BFFs: BACKEND_HOST=0.0.0.0).
  host: process.env.BACKEND_HOST || "127.0.0.1",
  dbFile,
  merchantCode,
  operatorToken,
  trustProxy,
  // The BFF's PUBLIC_URL (and other origins players use), where a social login may return.
  oauthRedirectOrigins: (process.env.OAUTH_REDIRECT_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean),
  // One JSON line per traced call, in the BFF's log format (level name, ISO time).
  onTracedCall: (call) =>
    console.log(
      JSON.stringify({
        level: "info",
        time: new Date().toISOString(),
        service: "reference-backend",
        ...call,
        msg: "traced call",
      }),
    ),
});
// One line, without the operator token.
console.log(`reference backend listening on ${backend.url} (merchant ${merchantCode}, database ${dbFile})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

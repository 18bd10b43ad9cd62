// `npm run backend`: the reference backend alone, on a file database.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { startReferenceBackend } from "./start.ts";

const port = Number(process.env.BACKEND_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`BACKEND_PORT must be a port number, not "${process.env.BACKEND_PORT}"`);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR || "./data";
mkdirSync(dataDir, { recursive: true });
const dbFile = join(dataDir, "reference-backend.sqlite");
const merchantCode = process.env.MERCHANT_CODE || "demo";

const backend = await startReferenceBackend({
  port,
  dbFile,
  merchantCode,
  operatorToken: process.env.OPERATOR_TOKEN || "dev-operator-token",
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

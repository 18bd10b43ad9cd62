// After the build: every hashed asset (scripts, styles, SVG) also as .br and .gz at the highest
// levels, once, so the BFF sends them compressed without spending CPU per request
// (server/precompressed.ts). Run by `npm run build`; the bench's floor runs it on its own build
// (a folder as the argument), so both are served the same way.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ASSETS = process.argv[2] ?? "build/client/assets";
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

let files = 0;
for (const name of readdirSync(ASSETS)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const body = readFileSync(join(ASSETS, name));
  writeFileSync(join(ASSETS, `${name}.gz`), gzipSync(body, { level: 9 }));
  writeFileSync(
    join(ASSETS, `${name}.br`),
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  files++;
}
console.log(`precompressed ${files} assets (.br, .gz)`);

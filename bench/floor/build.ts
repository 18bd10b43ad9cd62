// Builds the floor: React Router's build of bench/floor/app, then one server bundle in which every
// import of react-router (ours, @react-router/express's, remix-i18next's) is React Router's
// production build. Node itself would load dist/development: the package gives Node no other.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const FLOOR_DIR = fileURLToPath(new URL(".", import.meta.url));
const ROOT = path.resolve(FLOOR_DIR, "../..");
const FLOOR_BUILD_DIR = path.join(FLOOR_DIR, "build");
/** The floor's runnable server: `node` it with PORT, HOST and WEB_CONCURRENCY. */
export const FLOOR_SERVER = path.join(FLOOR_BUILD_DIR, "floor-server.mjs");

const require = createRequire(import.meta.url);
const reactRouterDir = path.dirname(require.resolve("react-router/package.json"));

const productionReactRouter: Plugin = {
  name: "react-router-production",
  setup(bundler) {
    bundler.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: path.join(
        reactRouterDir,
        "dist/production",
        args.path.endsWith("/dom") ? "dom-export.js" : "index.js",
      ),
    }));
  },
};

export async function buildFloor() {
  execFileSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build", FLOOR_DIR], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Its assets compressed at build and served as the BFF serves them (server/precompressed.ts).
  execFileSync(
    process.execPath,
    [path.join(ROOT, "scripts/precompress.mjs"), path.join(FLOOR_BUILD_DIR, "client/assets")],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await build({
    stdin: {
      contents: [
        'import * as build from "./build/server/index.js";',
        'import { serveFloor } from "./server.ts";',
        `serveFloor(build, ${JSON.stringify(FLOOR_BUILD_DIR)});`,
      ].join("\n"),
      resolveDir: FLOOR_DIR,
      loader: "ts",
    },
    outfile: FLOOR_SERVER,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    define: { "process.env.NODE_ENV": '"production"' },
    // Express and its friends are CommonJS and require Node's modules.
    banner: {
      js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
    },
    plugins: [productionReactRouter],
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildFloor();

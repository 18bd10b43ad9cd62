import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { partialManifestMemo } from "./scripts/partial-manifest-memo.ts";

// react-router's package.json sends Node (the `node` condition) and browsers alike to its development
// bundle, and no condition selects `dist/production`. Both builds therefore take React Router from its
// production files (no dev warnings: 0.6 KiB less first-load JS in the browser). The server bundles
// it with the packages that import it, and the host takes createRequestHandler and
// RouterContextProvider from the build (app/entry.server.tsx), so host and app share that one copy.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);

/**
 * The app's own modules that the root route and entry.client import (statically, at any depth): one
 * "shell" chunk (and one stylesheet) instead of a file per shared component. Every page loads them
 * anyway; over HTTP/1.1 each extra file waits for one of the browser's six connections before the
 * page can paint.
 */
function shellGroup() {
  const appDir = fileURLToPath(new URL("./app/", import.meta.url));
  const roots = [path.join(appDir, "root.tsx"), path.join(appDir, "entry.client.tsx")];
  let shell: Set<string> | null = null;
  return {
    debugName: "shell",
    name(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
      if (!shell) {
        shell = new Set();
        const pending = [...roots];
        while (pending.length > 0) {
          const next = pending.pop()!;
          for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
            if (!imported.startsWith(appDir) || shell.has(imported)) continue;
            shell.add(imported);
            pending.push(imported);
          }
        }
      }
      return shell.has(id) ? "shell" : null;
    },
  };
}

/**
 * The game pages' shared modules in two files instead of six: a tile (home and every list) and a
 * list's header, strips, filter and grid (the lists). Left to the bundler, each set of pages sharing
 * a module got its own file of a few hundred bytes, and on a slow phone each file before hydration
 * is another round trip on one of six connections: /m/slot-games loaded ten scripts, now seven
 * (Lighthouse's simulation: slots 97-98 instead of 96-97; the slow phone's hydration moved less than
 * its runs' spread, docs/bench.md). A module not named here is split as before.
 */
const gameGroups = [
  {
    name: "game-tile",
    test: /app[\\/]ui[\\/](games[\\/](game-tile|favourite-heart|show-artwork|tile-markup)|roving-focus)\./,
    priority: 2,
  },
  {
    name: "game-lists",
    test: /app[\\/](ui[\\/]games[\\/](list-header|game-grid|nav-strip|filter-drawer|type-filter)|domain[\\/](infinite-scroll|games-query))\./,
    priority: 1,
  },
];

// Per environment (the Environment API, always on since React Router 8): the server bundles React
// Router and the packages that import it; the browser's build groups its chunks.
export default defineConfig({
  plugins: [reactRouter(), partialManifestMemo()],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.js") },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.js") },
    ],
  },
  build: { assetsInlineLimit: 0 },
  environments: {
    ssr: {
      resolve: {
        noExternal: ["react-router", "@react-router/express", "@react-router/node", "remix-i18next"],
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ ...shellGroup(), priority: 3 }, ...gameGroups] } },
        },
      },
    },
  },
});

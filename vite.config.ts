import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// react-router's package.json sends Node (the `node` condition) to its development bundle, and no
// condition selects `dist/production`. The server build therefore bundles React Router from its
// production files, with the packages that import it, and the host takes createRequestHandler and
// RouterContextProvider from the build (app/entry.server.tsx), so host and app share that one copy.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(isSsrBuild ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  ssr: isSsrBuild
    ? { noExternal: ["react-router", "@react-router/express", "@react-router/node", "remix-i18next"] }
    : undefined,
  build: { assetsInlineLimit: 0 },
}));

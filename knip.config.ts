// Unused files, exports and dependencies fail `npm run lint` (docs/decisions/0016). Two passes:
// `knip` counts tests as users (dead code anywhere), `knip --production` does not (app code that
// only its tests use). React Router's entries (app/routes.ts, the route modules, root, entry.server
// and entry.client) and the vite, vitest and playwright configs are found by knip's plugins.
import type { KnipConfig } from "knip";

const production = process.argv.includes("--production");

const config: KnipConfig = {
  workspaces: {
    ".": {
      entry: [
        // The route lists app/routes.ts spreads; the React Router plugin finds them only outside
        // production mode.
        "app/routes/*.routes.ts!",
        // The production host, bundled by scripts/build-host.mjs (`npm run build:host`); the throwaway
        // host (server/throwaway-host.ts) the dev script names.
        "server/index.ts!",
        "bench/**/*.ts",
        "scripts/**/*.ts",
        "tests/**/*.{ts,tsx}",
      ],
      project: [
        "app/**/*.{ts,tsx}!",
        "server/**/*.ts!",
        "bench/**/*.ts",
        "scripts/**/*.ts",
        "tests/**/*.{ts,tsx}",
      ],
      ignore: production
        ? [
            // The throwaway host (`npm start`) and its in-process reference backend: not production.
            "server/throwaway-host.ts",
            "server/in-process-backend.ts",
            // Whole modules of rules for later screens (issue 12: the agent home's greeting; issue 13's
            // more languages: the language lists).
            "app/domain/greeting.ts",
            "app/domain/language.ts",
          ]
        : [],
    },
    // The reference backend (docs/decisions/0074): the tests' (and `npm start`'s) upstream. Its exports
    // map names its entries; `npm run backend` runs src/main.ts. In production mode it is left out:
    // nothing of it is production code.
    "packages/reference-backend": production
      ? { entry: [], project: [], ignore: ["**"] }
      : { project: ["src/**/*.ts"] },
  },
  // The system's openssl command: tests/unit/wire-crypto.test.ts checks our RSA against it.
  ignoreBinaries: ["openssl"],
  // An export its own module uses is not dead; only one nobody uses is.
  ignoreExportsUsedInFile: true,
  // Domain rules the spec gives to a screen of a later issue: kept, tested, and tagged in the code
  // with the issue that puts them on a screen: `/** @later issue 13: ... */`. Remove the tag with the
  // screen; a rule that no issue takes goes, with its tests.
  tags: production ? ["-later"] : [],
  ignoreIssues: {
    // Until issue 8's other branches merge: their root.tsx/home.tsx adopt useRootData, and the i18n
    // branch rewrites app/.server/i18n.ts. Remove these lines then.
    "app/ui/root-data.ts": ["exports"],
    "app/.server/i18n.ts": ["exports"],
  },
};

export default config;

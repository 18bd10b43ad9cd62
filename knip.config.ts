// Unused files, exports and dependencies fail `npm run lint` (docs/decisions/0016). Two passes:
// `knip` counts tests as users (dead code anywhere), `knip --production` does not (app code that
// only its tests use). React Router's entries (app/routes.ts, the route modules, root, entry.server
// and entry.client) and the vite, vitest and playwright configs are found by knip's plugins.
import type { KnipConfig } from "knip";

const production = process.argv.includes("--production");

const config: KnipConfig = {
  entry: [
    // The route lists app/routes.ts spreads; the React Router plugin finds them only outside
    // production mode.
    "app/routes/*.routes.ts!",
    // The host, bundled by esbuild (package.json build:host); outside production mode the dev script names it.
    ...(production ? ["server/index.ts!"] : []),
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
  // An export its own module uses is not dead; only one nobody uses is.
  ignoreExportsUsedInFile: true,
  // Domain rules the spec gives to a screen of a later issue: kept, tested, and tagged in the code
  // with the issue that puts them on a screen: `/** @later issue 13: ... */`. Remove the tag with the
  // screen; a rule that no issue takes goes, with its tests.
  tags: production ? ["-later"] : [],
  ignore: production
    ? [
        // The reference backend is the tests' (and `npm start`'s) upstream: its exports serve tests.
        "server/reference-backend/**",
        // Whole modules of rules for later screens (issue 12: the agent home's greeting; issue 13's
        // more languages: the language lists).
        "app/domain/greeting.ts",
        "app/domain/language.ts",
      ]
    : [],
  ignoreIssues: {
    // Until issue 8's other branches merge: their root.tsx/home.tsx adopt useRootData, and the i18n
    // branch rewrites app/.server/i18n.ts. Remove these lines then.
    "app/ui/root-data.ts": ["exports"],
    "app/.server/i18n.ts": ["exports"],
  },
};

export default config;

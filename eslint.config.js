import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The layers (docs/decisions/0016): components and domain rules never reach into the root route or
// the routes; domain rules are plain TypeScript; server-only code is imported by server code only.
const rootOrRoutes = {
  regex: "^(~|\\.{1,2}(/\\.\\.)*)/(root|routes(/.*)?)$",
  message:
    "app/ui and app/domain never import app/root.tsx or app/routes/: use ~/ui/root-data or pass props.",
};
const serverOnly = {
  regex: "(^|/)\\.server(/|$)|\\.server$",
  message: "Server-only code (app/.server, *.server.ts) is imported by routes, root and server code only.",
};
const frameworks = {
  regex: "^(react|react-dom|react-router|react-i18next|@react-router/.*)(/.*)?$",
  message: "Domain rules are plain TypeScript, without React or React Router.",
};
const components = {
  regex: "^(~|\\.{1,2})/ui(/.*)?$",
  message: "Domain rules do not depend on components.",
};
const serverRoutes = {
  regex: "^(~|\\.{1,2}(/\\.\\.)*)/(root|routes(/.*)?)$",
  message: "Shared server helpers live in app/.server and never import the root or a route (issue 22).",
};
const serverComponents = {
  regex: "^(~|\\.{1,2}(/\\.\\.)*)/ui(/.*)?$",
  message: "Server helpers do not depend on components; share a type through app/domain.",
};
const theApp = {
  regex: "^(~/.*|(\\.\\./)+app(/.*)?)$",
  message:
    "The reference backend stands in for the external platform: it keeps its own rules and imports nothing from app/.",
};
// The reference backend is a workspace package (docs/decisions/0074): tests reach it through its
// package name and the entries of its exports map, never through a path into its files; the app and
// the BFF's server code do not import it at all (the production host, build/bff, carries none of it).
const intoTheBackend = {
  regex: "^\\.{1,2}/(.*/)?(packages/reference-backend|reference-backend/src)(/|$)",
  message:
    'Import the reference backend by its package name: "@mobile-front/reference-backend" (/testing, /passwords).',
};
const backendEntries = {
  regex: "^@mobile-front/reference-backend/(?!(testing|passwords)$)",
  message:
    'The reference backend\'s entries are "@mobile-front/reference-backend", its /testing and /passwords (its package.json exports).',
};
const noBackend = {
  regex: "^@mobile-front/reference-backend(/.*)?$",
  message:
    "Production code never imports the reference backend: only server/in-process-backend.ts (the throwaway host of npm start) does.",
};
const outsideTheBackend = [intoTheBackend, backendEntries];
const layers = (...patterns) => ({
  "no-restricted-imports": ["error", { patterns: [...outsideTheBackend, ...patterns] }],
});
// The app's modules take zod from ~/domain/zod, which sets it up before any schema is made.
const setUpZod = {
  regex: "^zod$",
  allowTypeImports: true,
  message: 'Import { z } from "~/domain/zod" (jitless, set before any schema is made).',
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "bench/floor/build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Everywhere outside the package: through its entries only (the configs below add their layers).
  { files: ["**/*.{ts,tsx,js,mjs}"], ignores: ["packages/reference-backend/**"], rules: layers() },
  // The BFF's own server code: not at all, but for the throwaway host's one module.
  { files: ["server/**/*.ts"], ignores: ["server/in-process-backend.ts"], rules: layers(noBackend) },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...layers(noBackend, setUpZod) },
  },
  {
    // React Router 8 hands loaders, actions and middleware the raw request: `request.url` of a client
    // navigation ends in `.data` and may carry `?index` or `?_routes` (issue 45). Links, `redirectTo`,
    // page lookups and cache keys come from the normalised `url` argument (guards.ts `Asked`).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='url'][object.name='request']",
          message:
            "Use React Router's normalised `url` argument (guards.ts `Asked`), not the raw `request.url`.",
        },
        {
          selector: "MemberExpression[property.name='url'][object.property.name='request']",
          message:
            "Use React Router's normalised `url` argument (guards.ts `Asked`), not the raw `request.url`.",
        },
      ],
    },
  },
  { files: ["app/ui/**/*.{ts,tsx}"], rules: layers(rootOrRoutes, serverOnly, noBackend, setUpZod) },
  {
    files: ["app/domain/**/*.ts"],
    rules: layers(rootOrRoutes, serverOnly, frameworks, components, noBackend, setUpZod),
  },
  // The one module that sets zod up.
  { files: ["app/domain/zod.ts"], rules: layers(noBackend) },
  { files: ["app/entry.client.tsx"], rules: layers(serverOnly, noBackend, setUpZod) },
  { files: ["app/.server/**/*.ts"], rules: layers(serverRoutes, serverComponents, noBackend, setUpZod) },
  // Inside the package: its own files by relative path, nothing from app/.
  {
    files: ["packages/reference-backend/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [theApp] }] },
  },
  // Build scripts run on Node.
  { files: ["scripts/**/*.mjs"], languageOptions: { globals: { console: "readonly", process: "readonly" } } },
  {
    files: ["tests/e2e/**/*.ts"],
    // Playwright fixtures take their dependencies as a destructured (often empty) first argument.
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-function": "off",
    },
  },
);

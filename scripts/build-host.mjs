// `npm run build:host`: the three Node bundles (decision 0074), each with its npm packages left to
// node_modules except the project's own workspace packages, which are bundled:
//   build/bff             the production host (server/index.ts): the image's bff target; no reference backend
//   build/throwaway-host  `npm start`: the same host with the reference backend in-process
//   build/reference-backend  `npm run backend` compiled: the image's reference-backend target
// The build fails if anything of the reference backend reaches build/bff.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const BACKEND_DIR = "packages/reference-backend/";
const MIGRATIONS = `${BACKEND_DIR}src/migrations`;

/** Bare imports stay imports (node_modules at run time), as --packages=external does, but for ours. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@mobile-front/") ? undefined : { path: args.path, external: true },
    );
  },
};

async function bundle(entry, outdir, { migrations }) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    logLevel: "warning",
    outfile: `${outdir}/index.js`,
    plugins: [externalPackages],
    metafile: true,
  });
  // The reference backend reads its migrations beside the module (migrate.ts: import.meta.url).
  if (migrations) cpSync(MIGRATIONS, `${outdir}/migrations`, { recursive: true });
  return Object.keys(result.metafile.inputs);
}

const bffInputs = await bundle("server/index.ts", "build/bff", { migrations: false });
const leaked = bffInputs.filter(
  (input) => input.startsWith(BACKEND_DIR) || input.includes("reference-backend"),
);
if (leaked.length > 0) {
  console.error(
    `build/bff must not contain the reference backend (decision 0074), but bundles:\n  ${leaked.join("\n  ")}`,
  );
  process.exit(1);
}
// What went into the production host (beside it, not in it): tests/integration/production-image.test.ts.
writeFileSync("build/bff.inputs.json", `${JSON.stringify(bffInputs.sort(), null, 2)}\n`);

await bundle("server/throwaway-host.ts", "build/throwaway-host", { migrations: true });
await bundle(`${BACKEND_DIR}src/main.ts`, "build/reference-backend", { migrations: true });

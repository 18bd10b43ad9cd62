// Nothing of the reference backend ships in the BFF's production image (issue 48, decision 0074): the
// built host (build/bff, `npm run build` first) bundles none of its code, the Dockerfile's bff target
// copies none of its files, and the packages that target installs leave out the workspace package and
// what only it uses (better-sqlite3). Without BACKEND_URL that host refuses to start, and says why.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SERVE_ARGS } from "../support/servers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const BACKEND = "@mobile-front/reference-backend";
const BACKEND_DIR = "packages/reference-backend";

/** Strings only the reference backend's code holds: its entry points, its SQL, its database driver. */
const BACKEND_MARKS = [
  "startReferenceBackend",
  "createReferenceBackend",
  "schema_migrations",
  "CREATE TABLE",
  "better-sqlite3",
  BACKEND,
];

describe("build/bff, the production host", () => {
  it("bundles no module of the reference backend (esbuild's own list of its inputs)", () => {
    const inputs = JSON.parse(read("build/bff.inputs.json")) as string[];
    expect(inputs).toContain("server/index.ts");
    expect(inputs).toContain("server/host.ts");
    expect(
      inputs.filter((input) => input.includes("reference-backend") || input.startsWith("packages/")),
    ).toEqual([]);
    expect(inputs).not.toContain("server/in-process-backend.ts");
    expect(inputs).not.toContain("server/throwaway-host.ts");
  });

  it("holds none of its code, nor its migrations, where the throwaway host holds all of it", () => {
    const bff = read("build/bff/index.js");
    for (const mark of BACKEND_MARKS) expect(bff, mark).not.toContain(mark);
    expect(readdirSync(path.join(ROOT, "build/bff"))).toEqual(["index.js"]);
    // The marks are the backend's: `npm start`'s bundle, which carries it, has every one.
    const throwaway = read("build/throwaway-host/index.js");
    for (const mark of BACKEND_MARKS.filter((mark) => mark !== BACKEND))
      expect(throwaway, mark).toContain(mark);
    expect(existsSync(path.join(ROOT, "build/throwaway-host/migrations"))).toBe(true);
  });

  it("refuses to start without BACKEND_URL, naming it", async () => {
    const env: Record<string, string> = { ...(process.env as Record<string, string>) };
    delete env.BACKEND_URL;
    const child = spawn(process.execPath, SERVE_ARGS, {
      cwd: ROOT,
      env: { ...env, NODE_ENV: "production", THROWAWAY_HOST: "1", PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    expect(code).toBe(1);
    expect(output).toContain("BACKEND_URL is required");
  });
});

/** The Dockerfile's stages: name, base, and instructions (comments and continuations joined). */
function dockerStages(text: string) {
  const lines = text
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"));
  const stages: { name: string; from: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM (\S+) AS (\S+)$/.exec(line);
    if (from) stages.push({ name: from[2]!, from: from[1]!, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return new Map(stages.map((stage) => [stage.name, stage]));
}

describe("the Dockerfile's bff target", () => {
  const stages = dockerStages(read("Dockerfile"));
  /** The bff stage and the stages it is built FROM, down to the Node image. */
  const bffChain = (() => {
    const chain = [];
    for (let stage = stages.get("bff"); stage; stage = stages.get(stage.from)) chain.push(stage);
    return chain;
  })();
  const copies = bffChain.flatMap((stage) => stage.lines.filter((line) => line.startsWith("COPY")));

  it("copies the production host only, never the throwaway host, the backend's bundle or its package", () => {
    expect(bffChain.map((stage) => stage.name)).toEqual(["bff", "runtime"]);
    expect(copies).toContain("COPY --from=build /app/build/bff ./build/bff");
    for (const copy of copies) {
      expect(copy).not.toMatch(/reference-backend|throwaway-host|packages\/|COPY \. /);
      // Whole build/ or /app would carry the other bundles.
      expect(copy).not.toMatch(/\/app\/build(\s|\/\s)|\/app\s/);
    }
  });

  it("takes node_modules from a stage that installs without workspaces, and gives that stage no package", () => {
    const modules = copies.filter((copy) => copy.includes("node_modules"));
    expect(modules).toEqual(["COPY --from=packages /app/node_modules ./node_modules"]);
    const packages = stages.get("packages")!;
    expect(packages.lines.filter((line) => line.startsWith("COPY"))).toEqual([
      "COPY package.json package-lock.json .npmrc ./",
    ]);
    const install = packages.lines.find((line) => line.includes("npm ci"))!;
    expect(install).toMatch(/--omit=dev/);
    expect(install).toMatch(/--workspaces=false/);
  });

  it("installs, as locked, no package that only the reference backend uses", () => {
    // What `npm ci --omit=dev --omit=optional --workspaces=false` installs: the root's production
    // dependencies and theirs, resolved in the lock as Node resolves them.
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { dependencies?: Record<string, string>; link?: boolean }>;
    };
    const root = lock.packages[""]!;
    const installed = new Set<string>();
    const visit = (from: string, name: string) => {
      for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules")))) {
        const key = `${dir ? `${dir}/` : ""}node_modules/${name}`;
        if (lock.packages[key]) {
          if (installed.has(key)) return;
          installed.add(key);
          for (const dependency of Object.keys(lock.packages[key]!.dependencies ?? {}))
            visit(key, dependency);
          return;
        }
        if (!dir) return;
      }
    };
    for (const name of Object.keys(root.dependencies ?? {})) visit("", name);
    expect(installed.size).toBeGreaterThan(50);
    expect(installed).toContain("node_modules/express");
    for (const only of [`node_modules/${BACKEND}`, "node_modules/better-sqlite3"])
      expect(installed).not.toContain(only);
    // The workspace package's own production dependencies, so the test means what it says.
    const backend = lock.packages[BACKEND_DIR]!;
    expect(Object.keys(backend.dependencies ?? {})).toContain("better-sqlite3");
  });
});

// Secrets fail fast (issue 47): a production BFF without SESSION_SECRET, or a reference backend of
// its own without OPERATOR_TOKEN, refuses to start and says why; a mounted file serves as well.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logEntries, startBackend, startBff, type RunningBackend } from "../support/servers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let backend: RunningBackend;
let dir: string;

beforeAll(async () => {
  backend = await startBackend();
  dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
});
afterAll(async () => {
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the BFF in production", () => {
  it("refuses to start without SESSION_SECRET", async () => {
    await expect(startBff(backend.url, { env: { SESSION_SECRET: "" } })).rejects.toThrow(
      /SESSION_SECRET: required in production/,
    );
  });

  it("starts as a single throwaway host when told so, and says so", async () => {
    const bff = await startBff(backend.url, { env: { SESSION_SECRET: "", THROWAWAY_HOST: "1" } });
    try {
      expect(logEntries(bff.logs).some((entry) => String(entry.msg).includes("THROWAWAY_HOST"))).toBe(true);
    } finally {
      await bff.close();
    }
  });

  it("reads SESSION_SECRET_FILE", async () => {
    const file = path.join(dir, "session-secret");
    writeFileSync(file, `${"f".repeat(40)}\n`);
    const bff = await startBff(backend.url, { env: { SESSION_SECRET: "", SESSION_SECRET_FILE: file } });
    expect(await bff.close()).toBe(0);
  });
});

/** `npm run backend` (tsx packages/reference-backend/src/main.ts): its exit code and output. */
function runBackend(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "packages/reference-backend/src/main.ts"],
    {
      cwd: ROOT,
      env: {
        ...(process.env as Record<string, string>),
        BACKEND_PORT: "0",
        DATA_DIR: dir,
        OPERATOR_TOKEN: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("close", resolve));
  return { output: () => output, exit, stop: () => child.kill("SIGTERM") };
}

describe("the reference backend on its own, in production", () => {
  it("refuses to start without OPERATOR_TOKEN", async () => {
    const run = runBackend({ NODE_ENV: "production" });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain("OPERATOR_TOKEN is required in production");
  });

  it("reads OPERATOR_TOKEN_FILE", async () => {
    const file = path.join(dir, "operator-token");
    writeFileSync(file, "a-mounted-operator-token\n");
    const run = runBackend({ NODE_ENV: "production", OPERATOR_TOKEN_FILE: file });
    const deadline = Date.now() + 20_000;
    while (!run.output().includes("reference backend listening") && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(run.output()).toContain("reference backend listening");
    run.stop();
    expect(await run.exit).toBe(0);
  });
});

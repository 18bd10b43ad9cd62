// The BFF process: configuration errors stop start-up with a message naming the value, idle
// connections stay open longer than a load balancer's, SIGTERM ends it cleanly, and a backend that
// never answers is cut off by the client timeout.
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SERVE_ARGS, startBackend, startBff, type RunningBackend } from "../support/servers";

function runServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    // The compiled host, as `npm run serve` runs it.
    const child = spawn(process.execPath, SERVE_ARGS, {
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

it.each([
  ["PORT", "not-a-port"],
  ["BACKEND_URL", "ftp://example"],
  ["SESSION_SECRET", "short"],
  ["MERCHANT_CODE", "bad code!"],
  ["WEB_CONCURRENCY", "0"],
  ["KEEP_ALIVE_TIMEOUT_MS", "5"],
])("refuses to start with a bad %s", async (name, value) => {
  const { code, stderr } = await runServer({ [name]: value });
  expect(code).toBe(1);
  expect(stderr).toContain("Invalid configuration");
  expect(stderr).toContain(name);
});

let backend: RunningBackend;
let silent: Server;
beforeAll(async () => {
  backend = await startBackend();
  // Accepts connections and never answers: only the client timeout can end a call to it.
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await backend?.close();
  silent?.close();
});

it("stops taking connections and exits on SIGTERM", async () => {
  const bff = await startBff(backend.url);
  const healthz = await fetch(`${bff.url}/healthz`);
  expect(healthz.status).toBe(200);
  // Idle connections outlast a load balancer's 60 s (KEEP_ALIVE_TIMEOUT_MS), not Node's 5 s.
  expect(healthz.headers.get("keep-alive")).toBe("timeout=65");
  await bff.close();
  await expect(fetch(`${bff.url}/healthz`)).rejects.toThrow();
});

it("answers 503 when the backend hangs, after the client timeout, and /healthz stays up", async () => {
  const port = (silent.address() as { port: number }).port;
  const bff = await startBff(`http://127.0.0.1:${port}`, { backendTimeoutMs: 300 });
  try {
    const response = await fetch(`${bff.url}/m/home`, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Service temporarily unavailable");
    expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
  } finally {
    await bff.close();
  }
});

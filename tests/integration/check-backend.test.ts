// `npm run check:backend` (scripts/check-backend.ts): all ok against the reference backend; against
// a backend whose answers differ, each differing call named with its first differing field.
import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBackend } from "../../scripts/check-backend";
import { MERCHANT, startBackend, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

const CREDENTIALS = { user: "demo_player", password: "Passw0rd!" };

async function run(baseUrl: string, credentials: { user?: string; password?: string } = CREDENTIALS) {
  const lines: string[] = [];
  const passed = await checkBackend({ baseUrl, merchant: MERCHANT, ...credentials }, (line) =>
    lines.push(line),
  );
  return { passed, lines };
}

/** The reference backend with some answers changed by `edit` (a JSON answer, by path). */
async function startWrongBackend(edit: (path: string, body: string) => string) {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (name !== "host" && name !== "content-length" && typeof value === "string") headers.set(name, value);
    const answer = await fetch(`${backend.url}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
    res.end(edit(new URL(req.url ?? "/", "http://x").pathname, await answer.text()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const lineOf = (lines: string[]) => (call: string) => lines.find((line) => line.includes(` ${call}`));

describe("npm run check:backend", () => {
  it("finds the reference backend all ok, with and without credentials", async () => {
    const { passed, lines } = await run(backend.url);
    expect(lines.filter((line) => !line.startsWith("ok "))).toEqual([
      "PASS: 14 ok, 0 refused, 0 shape mismatches, 0 unreachable, 0 skipped",
    ]);
    expect(passed).toBe(true);
    const guest = await run(backend.url, {});
    expect(guest.passed).toBe(true);
    expect(guest.lines.filter((line) => line.startsWith("skipped"))).toHaveLength(3);
  });

  it("names each call whose answer differs, with its first differing field, and fails", async () => {
    const wrong = await startWrongBackend((path, body) => {
      if (path === "/wps/system/status") {
        const answer = JSON.parse(body) as { value: { maintenance: unknown } };
        answer.value.maintenance = "no";
        return JSON.stringify(answer);
      }
      if (path === "/wps/relay/GCSGAME_gameList")
        return JSON.stringify({ success: true, value: { games: 7 } });
      if (path === "/wps/v2/wallets/balance") return "<html>busy</html>";
      return body;
    });
    try {
      const { passed, lines } = await run(wrong.url);
      expect(passed).toBe(false);
      const line = lineOf(lines);
      expect(line("GET /wps/system/status")).toMatch(/^mismatch .*maintenance/);
      expect(line("GET /wps/relay/GCSGAME_gameList")).toMatch(/^mismatch .*games/);
      expect(line("GET /wps/v2/wallets/balance")).toMatch(/^mismatch .*did not answer JSON/);
      // The login still goes through the proxy, encrypted, and the member's other calls pass.
      expect(line("POST /wps/session/login")).toMatch(/^ok /);
      expect(line("GET /wps/member/info")).toMatch(/^ok /);
      expect(lines.at(-1)).toMatch(/^FAIL: 11 ok, 0 refused, 3 shape mismatches/);
    } finally {
      await wrong.close();
    }
    // A key endpoint answering JSON: the key is named, and the encrypted login cannot be made.
    const quoted = await startWrongBackend((path, body) =>
      path === "/wps/session/key/rsa" ? JSON.stringify({ value: body }) : body,
    );
    try {
      const { passed, lines } = await run(quoted.url);
      expect(passed).toBe(false);
      expect(lineOf(lines)("GET /wps/session/key/rsa")).toMatch(/^mismatch .*not a bare hex RSA modulus/);
      expect(lineOf(lines)("POST /wps/session/login")).toMatch(/^mismatch .*not an RSA modulus/);
    } finally {
      await quoted.close();
    }
  });

  it("says a refusal with its code (a wrong password), and runs from the command line", async () => {
    const refused = await run(backend.url, { user: "demo_player", password: "wrong-password1" });
    expect(refused.lines.find((l) => l.includes("session/login"))).toMatch(
      /^refused .*login\.password\.invalid \(HTTP 400\)/,
    );
    const cli = await promisify(execFile)(
      "npx",
      [
        "tsx",
        "scripts/check-backend.ts",
        backend.url,
        "--merchant",
        MERCHANT,
        "--user",
        "demo_agent",
        "--password",
        "Passw0rd!",
      ],
      { timeout: 60_000 },
    );
    expect(cli.stdout).toMatch(/PASS: 14 ok/);
  });
});

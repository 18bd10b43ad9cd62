// The platform's encrypted calls (issue 59; docs/backend-api.md "Encrypted calls"): the reference
// backend requires them as the platform does and refuses anything else with a 4xx envelope, the BFF
// sends them from one place, reuses the key, fetches it again when the backend replaced it, and
// shows the player a retry message when the backend refuses its key twice.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createBackendClient } from "~/.server/backend";
import { encryptCall, encryptionHeader, parseModulus } from "~/.server/backend/wire-crypto";
import { action as loginAction } from "~/routes/account/login";
import { encryptedFetch } from "../support/encrypted-call";
import { operator } from "../support/operator";
import { startProxy } from "../support/proxy";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { MERCHANT, startBackend, type RunningBackend } from "../support/servers";
import type { Reply } from "./account-support";

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

const PASSWORD = "Passw0rd!";
const LOGIN = { type: "username", username: "demo_player", password: PASSWORD };

const modulusText = () =>
  fetch(`${backend.url}/wps/session/key/rsa?t=${Date.now()}`, { headers: { Merchant: MERCHANT } });

async function post(path: string, headers: Record<string, string>, body: string) {
  const response = await fetch(`${backend.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Merchant: MERCHANT, ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the reference backend's encrypted calls", () => {
  it("hands out its key as bare lowercase hex text, 1024-bit", async () => {
    const answer = await modulusText();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await answer.text()).toMatch(/^[0-9a-f]{256}$/);
  });

  it("takes a login encrypted as the platform's client makes it; free play stays plain", async () => {
    const answer = await encryptedFetch(backend.url, "/wps/session/login", {
      merchant: MERCHANT,
      payload: LOGIN,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, value: { userName: "demo_player" } });
    const free = await post("/wps/session/login/freeplay", {}, "{}");
    expect(free.body).toMatchObject({ success: true });
  });

  describe("refuses, with a 4xx envelope and nothing logged that holds the password or the key", () => {
    const logged: unknown[][] = [];
    beforeAll(() => {
      for (const method of ["log", "info", "warn", "error", "debug"] as const)
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
    });
    afterEach(() => {
      const text = JSON.stringify(logged);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(KEY);
    });
    afterAll(() => vi.restoreAllMocks());

    const KEY = "aB3dE5gH7iK9mN1p";
    const refused = (answer: { status: number; body: Record<string, unknown> }, code: string) => {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toMatchObject({ success: false, errorCode: code });
    };

    it("a plain payload, on every encrypted call, however its path is spelt", async () => {
      for (const path of [
        "/wps/session/login",
        "/wps/Session/Login/",
        "/wps/member/password",
        "/wps/member/password/verification",
      ])
        refused(await post(path, {}, JSON.stringify(LOGIN)), "encryption.required");
      for (const path of ["/wps/member/register", "/wps/member/register/mobile"]) {
        const answer = await fetch(`${backend.url}${path}`, {
          method: "PUT",
          headers: { "Content-Type": "application/json", Merchant: MERCHANT },
          body: JSON.stringify({ username: "plain_user1", password: PASSWORD }),
        });
        refused(
          { status: answer.status, body: (await answer.json()) as Record<string, unknown> },
          "encryption.required",
        );
      }
    });

    it("a body of the wrong shape", async () => {
      const { encryption, body } = encryptCall(LOGIN, parseModulus(await (await modulusText()).text()), KEY);
      const header = { Encryption: encryption };
      refused(await post("/wps/session/login", {}, JSON.stringify(body)), "encryption.required");
      for (const shape of [{ value: 5 }, { ...body, extra: 1 }, [body.value], { value: "" }, {}])
        refused(await post("/wps/session/login", header, JSON.stringify(shape)), "encryption.required");
      // The bare base64 one client sends is not taken either (only a JSON object is read as a body).
      refused(await post("/wps/session/login", header, JSON.stringify(body.value)), "param.invalid");
    });

    it("a garbage Encryption header, a key of the wrong length, a value that is not under the key", async () => {
      const key = parseModulus(await (await modulusText()).text());
      const { body } = encryptCall(LOGIN, key, KEY);
      for (const garbage of [
        "garbage",
        "zz",
        "f".repeat(400),
        "0",
        encryptionHeader(KEY, key).replace(/^./, "x"),
      ])
        refused(
          await post("/wps/session/login", { Encryption: garbage }, JSON.stringify(body)),
          "encryption.invalid",
        );
      for (const wrongLength of [KEY.slice(0, 15), `${KEY}x`, KEY.slice(0, 8)])
        refused(
          await post(
            "/wps/session/login",
            { Encryption: encryptionHeader(wrongLength, key) },
            JSON.stringify(body),
          ),
          "encryption.invalid",
        );
      const other = encryptCall(LOGIN, key, "zZ9yY8xX7wW6vV5u");
      refused(
        await post("/wps/session/login", { Encryption: other.encryption }, JSON.stringify(body)),
        "encryption.invalid",
      );
      refused(
        await post("/wps/session/login", { Encryption: other.encryption }, JSON.stringify({ value: "@@@@" })),
        "encryption.invalid",
      );
    });

    it("a 1 MB value", async () => {
      const key = parseModulus(await (await modulusText()).text());
      const { encryption } = encryptCall(LOGIN, key, KEY);
      refused(
        await post(
          "/wps/session/login",
          { Encryption: encryption },
          JSON.stringify({ value: "A".repeat(1 << 20) }),
        ),
        "payload.too.large",
      );
    });
  });
});

describe("the BFF's encrypted calls", () => {
  it("fetch the key once, and again when the backend has replaced it: the call is made once more", async () => {
    const calls: string[] = [];
    const recorder = await startProxy(backend.url, (url) => {
      calls.push(url.split("?")[0] ?? url);
    });
    try {
      const client = createBackendClient({
        baseUrl: recorder.url,
        merchant: MERCHANT,
        language: "en",
        timeoutMs: 5000,
      });
      const login = () => client.login({ type: "username", username: "demo_player", password: PASSWORD });
      await expect(login()).resolves.toMatchObject({ userName: "demo_player" });
      await expect(login()).resolves.toMatchObject({ userName: "demo_player" });
      expect(calls).toEqual(["/wps/session/key/rsa", "/wps/session/login", "/wps/session/login"]);
      // Mid-run the backend takes a new key: the next call is refused once, the key fetched again.
      await operator(backend.url, "/wire-key/rotate", {});
      calls.length = 0;
      await expect(login()).resolves.toMatchObject({ userName: "demo_player" });
      expect(calls).toEqual(["/wps/session/login", "/wps/session/key/rsa", "/wps/session/login"]);
    } finally {
      await recorder.close();
    }
  });

  it("send the platform's headers on every call", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const recorder = await startProxy(backend.url, (_url, headers) => void seen.push(headers));
    try {
      await createBackendClient({
        baseUrl: recorder.url,
        merchant: MERCHANT,
        language: "en",
        timeoutMs: 5000,
      }).login({ type: "username", username: "demo_player", password: PASSWORD });
      expect(seen.length).toBeGreaterThan(0);
      for (const headers of seen)
        expect(headers).toMatchObject({
          merchant: MERCHANT,
          language: "EN",
          device: "web",
          "x-gateway-version": "3",
        });
      const login = seen.at(-1);
      expect(login?.encryption).toMatch(/^[0-9a-f]+$/);
    } finally {
      await recorder.close();
    }
  });

  it("show the player a retry message, never a 500, when the backend refuses its key twice", async () => {
    // A backend that refuses every login's key, and is the reference backend for everything else.
    let refusals = 0;
    const stub = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (req.url?.startsWith("/wps/session/login")) {
        refusals++;
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ success: false, errorCode: "encryption.invalid", message: "unknown key" }));
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (name !== "host" && name !== "content-length" && typeof value === "string")
          headers.set(name, value);
      const answer = await fetch(`${backend.url}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", () => resolve()));
    try {
      const url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
      const answer = await runRoute(
        testServices(url),
        loginAction,
        request("/m/login", {
          form: { mode: "username", intent: "login", username: "demo_player", password: PASSWORD },
        }),
      );
      const { status, data } = unwrap<{ result: Reply }>(answer);
      expect([status, data.result.error]).toEqual([400, { "": ["network"] }]);
      expect(refusals).toBe(2);
    } finally {
      stub.closeAllConnections();
      await new Promise<void>((resolve) => stub.close(() => resolve()));
    }
  });
});

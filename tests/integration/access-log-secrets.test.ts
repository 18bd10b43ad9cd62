// The access log never carries a chat ticket, a payment provider's reference, a game ticket or a
// token, whatever form the request line takes (issue 62 item 3): raw request lines on a socket to a
// compiled BFF (`react-router build` first), its log read from its output.
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { eventually, logEntries, startBackend, startBff, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;
beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url);
}, 60_000); // the BFF is a child process: slow to start on a busy 2-core machine
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

const host = () => new URL(bff.url).host;
const SECRET = "Zq8SecretVal";

/** Request targets, each with `S` where the secret goes (as sent: some forms encode it). */
const TARGETS = [
  // The chat ticket, in every form a request line can give its path.
  "/chat/S",
  "http://HOST/chat/S",
  "https://HOST/chat/S?lang=en",
  "HTTP://HOST/CHAT/S",
  "http://other.example/chat/S",
  "//HOST/chat/S",
  "///chat/S",
  "/m/../chat/S",
  "/%63hat/S",
  "/%2563hat/S",
  "/chat%2FS",
  "/chat%252FS",
  "/chat\\S",
  "/chat//S",
  "/chat/S#part",
  "ftp://HOST/chat/S",
  "http://HOST/chat/%53",
  // The payment provider's reference and the demo game's ticket.
  "/provider/deposits/S/approve",
  "http://HOST/provider/deposits/S",
  "/provider//deposits/S",
  "/%70rovider/deposits/S",
  "/play/S",
  "http://HOST/play/S?spin=1",
  // Tokens and codes in the query, whatever the path.
  "/m/login/social/google/callback?idToken=S&state=x",
  "http://HOST/m/login/social/google/callback?state=x&idToken=S",
  "/m/home?firebaseIdToken=S",
  "/m/home?id%54oken=S",
  "/m/home?token=S",
  "/m/home?code=S",
  "/m/home?a=1&ticket=S",
  "/m/home?IDTOKEN=S",
];

it.each(TARGETS)("logs %s without the secret", async (template) => {
  const secret = `${SECRET}${TARGETS.indexOf(template)}x`;
  // The one target that sends the secret percent-encoded: the same secret, spelt with escapes.
  const escaped = [...secret].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join("");
  const target = template.replace("HOST", host()).replace("/%53", `/${escaped}`).replace("S", secret);
  const answer = await rawRequest(bff.url, { method: "GET", target, headers: [["Host", host()]] });
  expect(answer.status).toBeLessThan(500);
  const id = answer.headers["x-request-id"];
  // The access line is written once the answer has gone: wait for it.
  const line = await eventually(async () => {
    const found = logEntries(bff.logs).find(
      (entry) => (entry.req as { id?: string } | undefined)?.id === id && "res" in entry,
    );
    expect(found).toBeDefined();
    return found!;
  });
  // The credential replaced (a target that is no path, refused, is not written at all).
  expect((line.req as { url: string }).url).toMatch(/\[redacted\]|^\[not a path\]$/);
  const logs = bff.logs.join("");
  expect(logs).not.toContain(secret);
  expect(logs.toLowerCase()).not.toContain(secret.toLowerCase());
  expect(logs).not.toContain(escaped);
});

it("still logs an address without secrets as it came", async () => {
  const answer = await rawRequest(bff.url, {
    method: "GET",
    target: `http://${host()}/m/slot-games?page=2`,
    headers: [["Host", host()]],
  });
  const id = answer.headers["x-request-id"];
  await eventually(async () =>
    expect(
      logEntries(bff.logs).find(
        (entry) => (entry.req as { id?: string } | undefined)?.id === id && "res" in entry,
      )?.req,
    ).toMatchObject({ url: "/m/slot-games?page=2" }),
  );
});

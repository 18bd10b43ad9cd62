// `Permissions-Policy` on every answer, allowing only what game frames need, and the game frame's
// `allow` attribute delegating just that (issue 62 item 4). Compiled BFF (`react-router build` first)
// against a real reference backend.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { GAME_FRAME_ALLOW, permissionsPolicy } from "~/domain/permissions-policy";
import { rawRequest } from "../support/raw-http";
import { freePort, startBackend, startBff, type RunningBackend } from "../support/servers";

const SPORTS = "https://sports.example";
let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;
beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url, { env: { GAME_FRAME_ORIGINS: SPORTS } });
}, 60_000); // the BFF is a child process: slow to start on a busy 2-core machine
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

const host = () => new URL(bff.url).host;
const get = (path: string) => fetch(`${bff.url}${path}`, { redirect: "manual" });
const form = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${bff.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "theme=dark",
  });

it("switches off camera, microphone, geolocation, payment and USB, and allows game frames their few features", () => {
  const policy = permissionsPolicy([SPORTS]);
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(policy).toContain(`${feature}=()`);
  for (const feature of GAME_FRAME_ALLOW.split("; "))
    expect(policy).toContain(`${feature}=(self "${SPORTS}")`);
});

it("is on every kind of answer", async () => {
  const expected = permissionsPolicy([SPORTS]);
  const script = readdirSync("build/client/assets").find((name) => name.endsWith(".js"));
  const answers: Array<[string, Response | { status: number; headers: Headers }]> = [
    ["page", await get("/m/home")],
    ["page data", await get("/m/home.data")],
    ["redirect", await get("/m/member/home")],
    ["missing page", await get("/m/no-such-page")],
    ["hashed asset", await get(`/assets/${script}`)],
    ["missing asset", await get("/assets/no-such-file.js")],
    ["static file", await get("/robots.txt")],
    ["artwork", await get("/cdn/games/1.svg")],
    ["demo game (proxied)", await get("/play/no-such-ticket")],
    ["chat (proxied)", await get("/chat/no-such-ticket")],
    ["health", await get("/healthz")],
    ["readiness", await get("/readyz")],
    ["malformed escape", await get("/m/%E0%A4%A")],
    ["cross-origin post (403)", await form("/resources/theme", { Origin: "http://evil.example" })],
    ["wrong body type (415)", await post415()],
  ];
  for (const target of ["*", "ftp://example.com/m/home"]) {
    const raw = await rawRequest(bff.url, { method: "GET", target, headers: [["Host", host()]] });
    answers.push([`request line ${target}`, { status: raw.status, headers: new Headers(raw.headers) }]);
  }
  const statuses = new Set<number>();
  for (const [kind, answer] of answers) {
    statuses.add(answer.status);
    expect(answer.headers.get("permissions-policy"), `${kind} (${answer.status})`).toBe(expected);
  }
  // Successes, redirects and refusals alike.
  for (const status of [200, 302, 400, 403, 404, 415]) expect(statuses).toContain(status);
});

const post415 = () =>
  fetch(`${bff.url}/m/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });

it("gives the sports page's game frame the features the policy allows game frames", async () => {
  const html = await (await get("/m/sportsGame")).text();
  const frame = /<iframe[^>]*>/.exec(html)?.[0];
  expect(frame).toBeTruthy();
  expect(frame).toContain(`allow="${GAME_FRAME_ALLOW}"`);
});

it("is on the pages of a failure too: the backend out of reach (503)", async () => {
  // A host whose backend address answers nothing.
  const lost = await startBff(`http://127.0.0.1:${await freePort()}`, {
    env: { GAME_FRAME_ORIGINS: SPORTS },
  });
  try {
    const answer = await fetch(`${lost.url}/m/home`, { redirect: "manual" });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.headers.get("permissions-policy")).toBe(permissionsPolicy([SPORTS]));
  } finally {
    await lost.close();
  }
}, 60_000);

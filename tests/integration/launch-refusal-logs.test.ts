// A launch the platform refuses as expected (the game's vendor in maintenance) is logged as
// information, without a stack, so operators' alerts do not fire on it; a failure nobody expected
// (the backend out of reach) stays an error (issue 62 item 8). Compiled BFF (`react-router build`
// first) against a real reference backend, its log read from its output.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMember, sessionCookie, startBackendWithDb } from "../support/member";
import { atLeast, BFF_SESSION_SECRET, eventually, freePort, logEntries, startBff } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let bff: Awaited<ReturnType<typeof startBff>>;
beforeAll(async () => {
  backend = await startBackendWithDb();
  bff = await startBff(backend.url);
}, 60_000); // the BFF is a child process: slow to start on a busy 2-core machine
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

type Entry = Record<string, unknown>;
const requestId = (entry: Entry) => (entry.req as { id?: string } | undefined)?.id ?? entry.reqId;

/** The log lines of one request, once its access line (written when the answer has gone) is there. */
async function linesOf(logs: string[], id: string): Promise<Entry[]> {
  return eventually(async () => {
    const lines = logEntries(logs).filter((entry) => requestId(entry) === id);
    expect(lines.some((entry) => "res" in entry)).toBe(true);
    return lines;
  });
}

/** A launch of a listed game of `vendor` by a member of its own; the answer and the request's log lines. */
async function launch(url: string, logs: string[], vendor: string, data = false) {
  const member = createMember(backend.db);
  const cookie = await sessionCookie(BFF_SESSION_SECRET, member);
  const game = backend.db
    .prepare(
      "SELECT game_id AS gameId, node_id AS nodeId FROM game WHERE vassalage = ? AND listed = 1 LIMIT 1",
    )
    .get(vendor) as { gameId: number; nodeId: string };
  const answer = await fetch(
    `${url}/m/launch${data ? ".data" : ""}?gameId=${game.gameId}&nodeId=${game.nodeId}`,
    { redirect: "manual", headers: { Cookie: `${cookie.name}=${cookie.value}`, "Accept-Language": "en" } },
  );
  const body = await answer.text();
  return { answer, body, lines: await linesOf(logs, answer.headers.get("x-request-id")!) };
}

it.each([
  ["page", false],
  ["page data", true],
])(
  "logs the %s of a launch refused for vendor maintenance as information, with no error line",
  async (_kind, data) => {
    // The seed has the vendor PS in maintenance (docs/backend-api.md).
    const { answer, body, lines } = await launch(bff.url, bff.logs, "PS", data);
    // The player is still told why, with the page's real status, and when to try again.
    if (!data) expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("300");
    expect(body).toContain("maintenance");
    expect(lines.find((entry) => entry.msg === "launch refused")).toMatchObject({
      level: "info",
      errorCode: "game.vendor.maintenance",
    });
    expect(lines.filter((entry) => atLeast(entry, "warn"))).toEqual([]);
    expect(lines.some((entry) => "err" in entry)).toBe(false);
  },
);

it("logs a launch that failed for a reason nobody expected (the backend out of reach) as an error", async () => {
  const lost = await startBff(`http://127.0.0.1:${await freePort()}`);
  try {
    const { answer, lines } = await launch(lost.url, lost.logs, "JDB");
    expect(answer.status).toBe(503);
    expect(lines.some((entry) => atLeast(entry, "error"))).toBe(true);
  } finally {
    await lost.close();
  }
}, 60_000);

// The games calls of the reference backend: favourites, recent games, launch refusals, the demo game page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, createMember, endSession, startBackendWithDb, type TestMember } from "../support/member";
import { MERCHANT } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
beforeAll(async () => {
  backend = await startBackendWithDb();
});
afterAll(() => backend?.close());

async function call(path: string, init: { token?: string; method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Merchant: MERCHANT };
  if (init.token) headers.Authorization = init.token;
  if (init.body) headers["Content-Type"] = "application/json";
  const response = await fetch(backend.url + path, {
    method: init.method ?? "GET",
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

type Row = { gameId: number; nodeId: string; vassalage: string; gameType: string; freeplay: number };
const game = (where: string) =>
  backend.db
    .prepare(
      `SELECT game_id AS gameId, node_id AS nodeId, vassalage, game_type AS gameType, freeplay FROM game WHERE listed = 1 AND ${where} ORDER BY game_id LIMIT 1`,
    )
    .get() as Row;

describe("favourites", () => {
  let member: TestMember;
  beforeAll(() => {
    member = createMember(backend.db);
  });

  it("needs a session", async () => {
    const { status, body } = await call("/wps/relay/MCSFE_getFavoriteGames");
    expect(status).toBe(401);
    expect(body.errorCode).toBe("login.not.session");
  });

  it("adds, lists (ids and games, paged), skips a second add and removes, per member", async () => {
    const slots = backend.db
      .prepare(
        "SELECT node_id AS nodeId, vassalage, game_type AS gameType FROM game WHERE game_type = 'RNG' ORDER BY game_id LIMIT 3",
      )
      .all() as Row[];
    for (const g of [...slots, slots[0]]) {
      const added = await call("/wps/relay/MCSFE_addFavoriteGameV2", {
        token: member.token,
        method: "POST",
        body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
      });
      expect(added.body.success).toBe(true);
    }
    const ids = await call("/wps/relay/MCSFE_getFavoriteGames?pageNo=1&pageSize=999", {
      token: member.token,
    });
    expect([...ids.body.value].sort()).toEqual(slots.map((g) => g.nodeId).sort());

    const page2 = await call("/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=2", {
      token: member.token,
    });
    expect(page2.body.value).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(page2.body.value.content).toHaveLength(1);

    const other = createMember(backend.db);
    const othersIds = await call("/wps/relay/MCSFE_getFavoriteGames", { token: other.token });
    expect(othersIds.body.value).toEqual([]);

    await call("/wps/relay/MCSFE_removeFavoriteGameV2", {
      token: member.token,
      method: "DELETE",
      body: { nodeId: slots[1].nodeId, vendor: slots[1].vassalage, gameType: "RNG" },
    });
    const after = await call("/wps/relay/MCSFE_getFavoriteGames", { token: member.token });
    expect(after.body.value).not.toContain(slots[1].nodeId);
    expect(after.body.value).toHaveLength(2);
  });

  it("refuses an unknown game and a bad body with clear codes", async () => {
    const unknown = await call("/wps/relay/MCSFE_addFavoriteGameV2", {
      token: member.token,
      method: "POST",
      body: { nodeId: "1", vendor: "PP" },
    });
    expect(unknown.status).toBe(404);
    const bad = await call("/wps/relay/MCSFE_addFavoriteGameV2", {
      token: member.token,
      method: "POST",
      body: { nodeId: "x y" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe("param.invalid");
  });
});

describe("launch and recent games", () => {
  const launchPath = (kind: "real" | "trial", g: Row, extra = "") =>
    `${kind === "real" ? "/wps/game/launchGame" : "/wps/relay/GCS_gameTrialLaunch"}?gameId=${g.gameId}&nodeId=${g.nodeId}&launchMode=GLS&platform=html5&clientType=2&accountType=1&confirmTrans=0&webView=false${extra}`;

  it("launches a member for real play, records the game as recent and answers the demo page address", async () => {
    const member = createMember(backend.db);
    const g = game("game_type = 'RNG' AND vassalage = 'PG'");
    const { body } = await call(launchPath("real", g, "&lobbyUrl=%2Fm%2Fhome"), { token: member.token });
    expect(body.value.content.game_url).toMatch(new RegExp(`^${backend.url}/play/[\\w-]+$`));
    const recent = await call("/wps/relay/GCS_recentGame?page=1&pageSize=10", { token: member.token });
    expect(recent.body.value.list.map((r: Row) => r.gameId)).toEqual([g.gameId]);
    expect(recent.body.value.totalPages).toBe(1);
  });

  it("needs a session for real play", async () => {
    const { status, body } = await call(launchPath("real", game("game_type = 'RNG'")));
    expect(status).toBe(401);
    expect(body.errorCode).toBe("login.not.session");
  });

  it("lets a guest play a freeplay game as a trial and refuses a game without trial play", async () => {
    const ok = await call(launchPath("trial", game("freeplay = 1 AND game_type = 'RNG'")));
    expect(ok.body.value.content.game_url).toContain("/play/");
    const refused = await call(launchPath("trial", game("freeplay = 0 AND game_type = 'LIVE'")));
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("game.trial.not.allowed");
  });

  it("refuses a vendor under maintenance, a restricted region and an unfinished round", async () => {
    const member = createMember(backend.db);
    expect(
      (await call(launchPath("real", game("vassalage = 'PS'")), { token: member.token })).body.errorCode,
    ).toBe("game.vendor.maintenance");
    expect(
      (await call(launchPath("real", game("vassalage = 'NLC'")), { token: member.token })).body.errorCode,
    ).toBe("game.region.restricted");
    const open = game("vassalage = 'JDB'");
    backend.db
      .prepare("INSERT INTO unfinished_rounds (member_id, game_id) VALUES (?, ?)")
      .run(member.id, open.gameId);
    const other = await call(launchPath("real", game("vassalage = 'PG'")), { token: member.token });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe("game.round.unfinished");
    // The open game itself may be launched, to finish the round.
    expect((await call(launchPath("real", open), { token: member.token })).body.success).toBe(true);
  });

  it("refuses ids that do not belong together and a lobby on another site given as //host", async () => {
    const a = game("game_type = 'RNG'");
    const b = game("game_type = 'LIVE'");
    expect((await call(launchPath("trial", { ...a, nodeId: b.nodeId }))).status).toBe(404);
    expect((await call(launchPath("trial", a, "&lobbyUrl=%2F%2Fevil.example"))).status).toBe(400);
  });
});

describe("demo game page", () => {
  async function launch(member: TestMember | null, where: string) {
    const g = game(where);
    const path = member ? "/wps/game/launchGame" : "/wps/relay/GCS_gameTrialLaunch";
    const { body } = await call(
      `${path}?gameId=${g.gameId}&nodeId=${g.nodeId}&lobbyUrl=${encodeURIComponent("http://lobby.test/m/home")}`,
      { token: member?.token },
    );
    return body.value.content.game_url as string;
  }

  it("shows the game and balance; a spin moves the wallet and is recorded; the lobby link goes back", async () => {
    const member = createMember(backend.db, { balance: 50 });
    const url = await launch(member, "game_type = 'RNG' AND vassalage = 'PG'");
    const page = await fetch(url);
    const html = await page.text();
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self' http://lobby.test");
    expect(html).toContain('Balance: <output id="balance">50.00</output>');
    expect(html).toContain('href="http://lobby.test/m/home" target="_top"');
    expect(html).not.toMatch(/<(script|link)\b|src="http/);

    const spun = await fetch(`${url}/spin`, { method: "POST", redirect: "manual" });
    expect(spun.status).toBe(303);
    const after = balanceOf(backend.db, member);
    expect(after).not.toBe(50);
    const spins = backend.db.prepare("SELECT count(*) FROM spins WHERE member_id = ?").pluck().get(member.id);
    expect(spins).toBe(1);
    const result = await (await fetch(new URL(spun.headers.get("location")!, url))).text();
    expect(result).toContain(`<output id="balance">${after.toFixed(2)}</output>`);
  });

  it("plays a trial on demo credits, never on a wallet", async () => {
    const url = await launch(null, "freeplay = 1 AND game_type = 'RNG'");
    expect(await (await fetch(url)).text()).toContain('Trial credits: <output id="balance">2000.00</output>');
    await fetch(`${url}/spin`, { method: "POST", redirect: "manual" });
    expect(await (await fetch(url)).text()).not.toContain(">2000.00<");
  });

  it("tells the parent page to log in again once the session has ended", async () => {
    const member = createMember(backend.db);
    const url = await launch(member, "game_type = 'RNG' AND vassalage = 'PG'");
    endSession(backend.db, member);
    const page = await fetch(url);
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('window.parent.postMessage({relogin:true},"*")');
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'sha256-/);
    const spin = await fetch(`${url}/spin`, { method: "POST", redirect: "manual" });
    expect(spin.status).toBe(401);
    expect(balanceOf(backend.db, member)).toBe(1000);
  });

  it("answers an unknown ticket with a closed page", async () => {
    expect((await fetch(`${backend.url}/play/nothing`)).status).toBe(404);
  });
});

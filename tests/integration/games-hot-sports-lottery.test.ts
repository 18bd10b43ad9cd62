// The hot, sports and lottery loaders called with real Requests against the reference backend's seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as hotLoader } from "~/routes/games/hot";
import { action as sportsAction, loader as sportsLoader } from "~/routes/games/sports";
import { loader as lotteryLoader } from "~/routes/games/lottery";
import { loader as listLoader } from "~/routes/games/list";
import { memberCookie, request, runRoute, testServices, unwrap } from "../support/route";
import { createMember, endSession, startBackendWithDb } from "../support/member";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackendWithDb();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

const names = (where: string, ...params: unknown[]) =>
  backend.db
    .prepare(`SELECT game_name FROM game WHERE listed = 1 AND ${where} ORDER BY game_name`)
    .pluck()
    .all(...params) as string[];

describe("hot games page", () => {
  type HotData = Exclude<Awaited<ReturnType<typeof hotLoader>>, Response>;
  const hot = async (path: string, cookie?: string) =>
    unwrap<HotData>(await runRoute(services, hotLoader, request(path, { cookie })));

  it("shows every hot game of the catalogue except lottery games", async () => {
    // A hot lottery game, which must not show.
    backend.db
      .prepare(
        "UPDATE game SET is_hot = 1 WHERE game_id = (SELECT min(game_id) FROM game WHERE game_type = 'LOTT')",
      )
      .run();
    const { data } = await hot("/m/hot-games");
    const expected = names("is_hot = 1 AND game_type NOT IN ('LOTT', 'ELOTT')");
    expect(expected.length).toBeGreaterThan(0);
    expect(data.tiles.map((t) => t.name).sort()).toEqual(expected);
    expect(data.tiles.every((t) => t.isHot)).toBe(true);
    expect(names("is_hot = 1 AND game_type = 'LOTT'")).toHaveLength(1);
    expect(data.loggedIn).toBe(false);
  });

  it("carries the centre list's category strip with HOT current, FAV asking a guest to log in", async () => {
    const guest = (await hot("/m/hot-games")).data.categories;
    expect(guest.filter((link) => link.current).map((link) => link.key)).toEqual(["HOT"]);
    expect(guest.slice(0, 3).map((link) => [link.key, link.href])).toEqual([
      ["HOT", "/m/hot-games"],
      ["FAV", "/m/login?redirectTo=%2Fm%2Fhot-games&reason=favourites"],
      ["RECENT", "/m/recent-games"],
    ]);
    expect(guest.map((link) => link.key)).toContain("LIVE");
    const member = (await hot("/m/hot-games", await memberCookie(createMember(backend.db)))).data.categories;
    expect(member.find((link) => link.key === "FAV")?.href).toBe("/m/fav-games");
  });

  it("narrows the hot list to a vendor of its row, never offering a lottery vendor (item 14)", async () => {
    const { data } = await hot("/m/hot-games");
    const row = data.vendors.map((link) => link.key);
    expect(row[0]).toBe("ALL");
    const lotteryOnly = backend.db
      .prepare(
        `SELECT DISTINCT vassalage FROM game WHERE listed = 1 AND vassalage NOT IN
         (SELECT vassalage FROM game WHERE game_type NOT IN ('LOTT', 'ELOTT'))`,
      )
      .pluck()
      .all() as string[];
    for (const code of lotteryOnly) expect(row).not.toContain(code);
    expect(data.manufacturers.map((m) => m.vassalage)).toEqual(row.slice(1));
    const vendorOf = (nodeId: string) =>
      backend.db.prepare("SELECT vassalage FROM game WHERE node_id = ?").pluck().get(nodeId) as string;
    const vendor = vendorOf(data.tiles[0].nodeId);
    const link = data.vendors.find((l) => l.key === vendor)!;
    expect(link.href).toBe(`/m/hot-games?vassalage=${vendor}`);
    const narrowed = (await hot(link.href)).data;
    expect(narrowed.tiles.length).toBeGreaterThan(0);
    expect(narrowed.tiles.length).toBeLessThan(data.tiles.length);
    expect(narrowed.tiles.every((t) => vendorOf(t.nodeId) === vendor)).toBe(true);
    expect(narrowed.vendors.filter((l) => l.current).map((l) => l.key)).toEqual([vendor]);
    expect(narrowed.chips.map((c) => [c.key, c.clear])).toEqual([["vassalage", ""]]);
  });

  it("keeps the searched name (trimmed) as a chip and marks a member's favourites", async () => {
    const member = createMember(backend.db);
    const [first] = (await hot("/m/hot-games")).data.tiles;
    backend.db
      .prepare("INSERT INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)")
      .run(member.id, first.nodeId, Date.now());
    const { data } = await hot(
      `/m/hot-games?gameName=${encodeURIComponent(`  ${first.name} `)}`,
      await memberCookie(member),
    );
    expect(data.query.gameName).toBe(first.name);
    expect(data.chips.map((c) => c.value)).toEqual([first.name]);
    expect(data.loggedIn).toBe(true);
    expect(data.tiles.find((t) => t.nodeId === first.nodeId)?.favourite).toBe(true);
    expect(data.tiles.filter((t) => t.favourite)).toHaveLength(1);
  });

  it("corrects a bad query with a redirect to what it shows", async () => {
    const answer = (await runRoute(services, hotLoader, request("/m/hot-games?page=abc"))) as Response;
    expect(answer.status).toBe(302);
    expect(answer).toRedirectTo("/m/hot-games");
  });
});

describe("sports game page", () => {
  type SportsData = Exclude<Awaited<ReturnType<typeof sportsLoader>>, Response>;
  const sports = (cookie?: string) => runRoute(services, sportsLoader, request("/m/sportsGame", { cookie }));
  const ticketOf = (src: string | null) =>
    backend.db
      .prepare("SELECT mode, session_token AS token FROM launch_tickets WHERE ticket = ?")
      .get(src?.split("/").at(-1)) as { mode: string; token: string | null } | undefined;

  it("launches the sportsbook as a trial for a guest and for real play for a member", async () => {
    const guest = unwrap<SportsData>(await sports()).data;
    expect(guest.src).toMatch(/^\/play\/[\w-]+$/);
    expect(ticketOf(guest.src)?.mode).toBe("trial");
    const member = createMember(backend.db);
    const real = unwrap<SportsData>(await sports(await memberCookie(member))).data;
    expect(real.src).toMatch(/^\/play\/[\w-]+$/);
    expect(ticketOf(real.src)).toEqual({ mode: "real", token: member.token });
  });

  // Our cookie must go too: the login page sends a visitor holding one straight back.
  const endsOurSession = (answer: Response) =>
    expect(answer.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

  it("sends a member whose backend session has ended to login, ending our session", async () => {
    const member = createMember(backend.db);
    endSession(backend.db, member);
    const answer = (await sports(await memberCookie(member))) as Response;
    expect(answer.status).toBe(302);
    expect(answer).toRedirectTo("/m/login?redirectTo=%2Fm%2FsportsGame");
    endsOurSession(answer);
  });

  it("the frame's relogin message (posted to the page) ends our session and goes to login", async () => {
    const member = createMember(backend.db);
    const answer = (await runRoute(
      services,
      sportsAction,
      request("/m/sportsGame", {
        cookie: await memberCookie(member),
        form: {},
        headers: { Origin: "http://localhost" },
      }),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer).toRedirectTo("/m/login?redirectTo=%2Fm%2FsportsGame");
    endsOurSession(answer);
  });
});

describe("lottery pages", () => {
  type LotteryData = Exclude<Awaited<ReturnType<typeof lotteryLoader>>, Response>;
  const lottery = async (path: string) =>
    unwrap<LotteryData>(await runRoute(services, lotteryLoader, request(path))).data;
  const menusOf = (mode: string) =>
    backend.db
      .prepare(
        `SELECT m.name FROM lottery_menu m WHERE m.prize_mode = ?
           AND EXISTS (SELECT 1 FROM lottery_game g WHERE g.menu_id = m.id) ORDER BY m.sequence`,
      )
      .pluck()
      .all(mode) as string[];

  it("/m/lott and /m/elott list their prize mode's menus with launchable games", async () => {
    for (const [path, mode] of [
      ["/m/lott", "Lott"],
      ["/m/elott", "Elott"],
    ] as const) {
      const data = await lottery(path);
      expect(data.mode).toBe(mode);
      expect(data.menus.map((m) => m.name)).toEqual(menusOf(mode));
      const games = data.menus.flatMap((m) => m.games);
      const expected = backend.db
        .prepare("SELECT count(*) FROM lottery_game WHERE prize_mode = ?")
        .pluck()
        .get(mode) as number;
      expect(games).toHaveLength(expected);
      expect(games.every((g) => g.href?.startsWith("/m/launch?gameId="))).toBe(true);
    }
  });

  it("/m/lottery takes the prize mode from the vendor mapping (ELOTT with TCG_LOTTO_VN or LOTT)", async () => {
    const data = await lottery("/m/lottery");
    const elott = backend.db
      .prepare("SELECT vendor_code FROM vendor_category WHERE game_type = 'ELOTT'")
      .pluck()
      .all() as string[];
    const expected = elott.includes("TCG_LOTTO_VN") || elott.includes("LOTT") ? "Elott" : "Lott";
    expect(data.mode).toBe(expected);
    expect(data.menus.map((m) => m.name)).toEqual(menusOf(expected));
  });

  it("shows each game's current issue and last draw (the numero call)", async () => {
    const near = (await (await fetch(`${backend.url}/lgw/numeros/near`)).json()) as {
      gameId: number;
      numero: string;
      lastNumero: string;
      lastResult: string;
    }[];
    const games = (await lottery("/m/lott")).menus.flatMap((m) => m.games);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const issue = near.find((n) => String(n.gameId) === game.gameId)!;
      // A draw may fall between the two calls: then the page shows the next issue.
      expect(game.numero! >= issue.numero).toBe(true);
      expect(game.last?.numbers.length).toBe(issue.lastResult.split(",").length);
      expect(game.last?.numbers.every((n) => /^\d$/.test(n))).toBe(true);
    }
  });

  it("shows the Vietnamese lottery by region, north to south, each game launchable and with its last draw", async () => {
    const data = await lottery("/m/lottery");
    const regions = ["NORTH", "CENTRAL", "SOUTH"].filter(
      (r) =>
        (backend.db.prepare("SELECT count(*) FROM lottery_game WHERE region = ?").pluck().get(r) as number) >
        0,
    );
    expect(data.regions.map((r) => r.id)).toEqual(regions);
    const vnGames = data.regions.flatMap((r) => r.games);
    expect(vnGames).toHaveLength(
      backend.db
        .prepare("SELECT count(*) FROM lottery_game WHERE region IS NOT NULL")
        .pluck()
        .get() as number,
    );
    expect(vnGames.every((g) => g.href?.startsWith("/m/launch?gameId=") && g.last !== null)).toBe(true);
  });

  it("sends the LOTT game type of the list filter to the lottery page", async () => {
    const answer = (await runRoute(services, listLoader, request("/m/gameList?gameType=LOTT"))) as Response;
    expect(answer.status).toBe(302);
    expect(answer).toRedirectTo("/m/lottery");
    const elott = await runRoute(services, listLoader, request("/m/gameList?gameType=ELOTT"));
    expect(elott).not.toBeInstanceOf(Response);
  });
});

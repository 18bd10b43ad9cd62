// The games loaders called with real Requests against the reference backend and its seed catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as listLoader } from "~/routes/games/list";
import { loader as favLoader } from "~/routes/games/favourites";
import { action as favouriteAction } from "~/routes/resources/favourite";
import { loader as launchLoader } from "~/routes/games/launch";
import { loadHomeSections } from "~/routes/games/home-sections.server";
import { loader as homeLoader } from "~/routes/home";
import { loader as loginLoader } from "~/routes/account/login";
import { request, runRoute, SESSION_SECRET, testServices, unwrap } from "../support/route";
import { createMember, sessionCookie, startBackendWithDb } from "../support/member";
import { createBackendClient } from "~/.server/backend";
import { silentLogger } from "~/.server/logger";
import { startProxy } from "../support/proxy";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackendWithDb();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

type ListData = Exclude<Awaited<ReturnType<typeof listLoader>>, Response>;
const list = async (path: string, cookie?: string) => {
  const answer = await runRoute(services, listLoader, request(path, { cookie }));
  return unwrap<ListData>(answer);
};
const count = (where: string, ...params: unknown[]) =>
  backend.db
    .prepare(`SELECT count(*) FROM game WHERE listed = 1 AND ${where}`)
    .pluck()
    .get(...params) as number;

/** A listed game's vendor and type (a guest's tile carries neither: only a member's heart needs them). */
const gameOf = (nodeId: string) =>
  backend.db.prepare("SELECT vassalage, game_type AS gameType FROM game WHERE node_id = ?").get(nodeId) as {
    vassalage: string;
    gameType: string;
  };

describe("game center list", () => {
  it("shows 18 slots a page with a next page that keeps the earlier ones", async () => {
    const { data } = await list("/m/slot-games");
    expect(data.page.tiles).toHaveLength(18);
    expect(data.page.tiles.every((t) => gameOf(t.nodeId).gameType === "RNG")).toBe(true);
    expect(data.page.next).toEqual({
      href: "/m/slot-games?page=2",
      fetchHref: "/m/slot-games?page=2&from=2",
    });
    const two = await list("/m/slot-games?page=2");
    expect(two.data.page.tiles.slice(0, 18)).toEqual(data.page.tiles);
    expect(two.data.page.tiles).toHaveLength(36);
    const only = await list("/m/slot-games?page=2&from=2");
    expect(only.data.page.tiles).toEqual(two.data.page.tiles.slice(18));
  });

  it("filters by each filter alone and combined, as the catalogue says", async () => {
    const byVendor = await list("/m/slot-games?vassalage=PG&page=3");
    expect(byVendor.data.page.tiles.length).toBe(count("game_type = 'RNG' AND vassalage = 'PG'"));
    expect(new Set(byVendor.data.page.tiles.map((t) => gameOf(t.nodeId).vassalage))).toEqual(new Set(["PG"]));
    const minBet = count("game_type = 'RNG' AND min_bet <= 0.05");
    const byBet = await list(`/m/slot-games?minBet=0.05&page=${Math.ceil(minBet / 18)}`);
    expect(byBet.data.page.tiles).toHaveLength(minBet);
    expect(byBet.data.page.next).toBeNull();
    const classify = await list("/m/slot-games?gameClassify=JP&page=10");
    expect(classify.data.page.tiles).toHaveLength(count("game_type = 'RNG' AND game_classify = 'JP'"));
    const combined = count("game_type = 'RNG' AND vassalage IN ('PP', 'PG') AND min_bet <= 0.1");
    const both = await list("/m/slot-games?vassalage=PP&vassalage=PG&minBet=0.1&page=10");
    expect(both.data.page.tiles).toHaveLength(combined);
    expect(both.data.chips.map((c) => c.value)).toEqual(["PP", "PG", "0.1"]);
    const live = await list("/m/gameList?gameType=LIVE&vassalage=EVO");
    expect(live.data.page.tiles).toHaveLength(count("game_type = 'LIVE' AND vassalage = 'EVO'"));
  });

  it("searches a name with spaces (trimmed) and shows an empty result", async () => {
    const name = backend.db
      .prepare(
        "SELECT game_name FROM game WHERE game_type = 'RNG' AND game_name LIKE '% %' ORDER BY game_id LIMIT 1",
      )
      .pluck()
      .get() as string;
    const found = await list(`/m/slot-games?gameName=${encodeURIComponent(`  ${name} `)}`);
    expect(found.data.page.tiles.map((t) => t.name)).toContain(name);
    const none = await list("/m/slot-games?gameName=zzzz%20nothing");
    expect(none.data.page.tiles).toEqual([]);
    expect(none.data.page.next).toBeNull();
  });

  it("pages to the last page and stops", async () => {
    const total = count("game_type = 'FISH'");
    const last = Math.ceil(total / 18);
    const { data } = await list(`/m/fishing-games?page=${last}`);
    expect(data.page.tiles).toHaveLength(total);
    expect(data.page.next).toBeNull();
  });

  it.each([
    ["/m/slot-games?minBet=7&vassalage=PP", "/m/slot-games?vassalage=PP"],
    ["/m/slot-games?page=abc", "/m/slot-games"],
    ["/m/slot-games?page=31", "/m/slot-games?page=30"],
    ["/m/slot-games?gameClassify=XX", "/m/slot-games"],
    ["/m/slot-games?vassalage=%3Cscript%3E", "/m/slot-games"],
    ["/m/gameList?gameType=NOPE", "/m/gameList"],
  ])("corrects the bad query value of %s with a redirect to %s", async (bad, shown) => {
    const answer = (await runRoute(services, listLoader, request(bad))) as Response;
    expect(answer.status).toBe(302);
    expect(answer).toRedirectTo(shown);
  });

  it("shows the empty list for a page past the last one", async () => {
    const { status, data } = await list("/m/fishing-games?page=20&from=20");
    expect(status).toBe(200);
    expect(data.page.tiles).toEqual([]);
    expect(data.page.next).toBeNull();
  });

  it("marks one category current: MXWIN on slots by BGS, not Slots as well", async () => {
    const current = (path: string) =>
      list(path).then(({ data }) => data.categories.filter((c) => c.current).map((c) => c.key));
    expect(await current("/m/slot-games?vassalage=BGS")).toEqual(["MXWIN"]);
    expect(await current("/m/slot-games")).toEqual(["RNG"]);
  });

  it("shows the min-bet choice only for slots and the third-party block only for sports and e-sports", async () => {
    expect((await list("/m/slot-games")).data.minBet).toBe(true);
    expect((await list("/m/live-games")).data.minBet).toBe(false);
    // The vendor setup's groups: the sportsbook, and the cockfight vendors with their games.
    expect((await list("/m/sport-games")).data.thirdParty).toEqual([
      { group: "sports", vendors: [{ vassalage: "SBO", displayName: "SBO Sports", href: "/m/sportsGame" }] },
      {
        group: "cockfight",
        vendors: [
          {
            vassalage: "S128",
            displayName: "S128 Cockfight",
            href: "/m/gameList?gameType=COCKFIGHT&vassalage=S128",
          },
        ],
      },
    ]);
    const cockfight = await list("/m/gameList?gameType=COCKFIGHT&vassalage=S128");
    expect(cockfight.data.page.tiles.length).toBeGreaterThan(0);
    expect((await list("/m/esport-games")).data.thirdParty?.[0].vendors.length).toBeGreaterThan(0);
    expect((await list("/m/live-games")).data.thirdParty).toBeNull();
  });
});

describe("the game list payload's minLine and isNew (games §7)", () => {
  it("sends isNew on every list call and minLine when the address names one", async () => {
    const asked: URLSearchParams[] = [];
    const recorder = await startProxy(backend.url, (url) => {
      if (url.includes("GCSGAME_gameList")) asked.push(new URL(url, "http://x").searchParams);
    });
    try {
      const viaProxy = testServices(recorder.url);
      await runRoute(viaProxy, listLoader, request("/m/slot-games"));
      expect(asked.map((q) => [q.get("isNew"), q.get("minLine")])).toEqual([["0", null]]);
      asked.length = 0;
      await runRoute(viaProxy, listLoader, request("/m/slot-games?minLine=9&isNew=1"));
      expect(asked.map((q) => [q.get("isNew"), q.get("minLine")])).toEqual([["1", "9"]]);
    } finally {
      await recorder.close();
    }
  });

  it("lists only new games, or games of at most so many lines, with a chip clearing each", async () => {
    const fresh = await list("/m/slot-games?isNew=1");
    expect(fresh.data.page.tiles.length).toBe(Math.min(18, count("game_type = 'RNG' AND is_new = 1")));
    expect(fresh.data.page.tiles.length).toBeLessThan(count("game_type = 'RNG'"));
    expect(fresh.data.chips.map((c) => [c.key, c.clear])).toEqual([["isNew", ""]]);
    const few = await list("/m/slot-games?minLine=5");
    expect(few.data.page.tiles.length).toBe(Math.min(18, count("game_type = 'RNG' AND min_line <= 5")));
    const next = few.data.page.next?.href;
    if (next) expect(next).toContain("minLine=5");
  });
});

describe("favourites", () => {
  it("sends a guest to login with the 'please log in' toast", async () => {
    const answer = (await runRoute(services, favLoader, request("/m/fav-games"))) as Response;
    expect(answer).toRedirectTo("/m/login?redirectTo=%2Fm%2Ffav-games");
    await expect(answer).toFlash();
  });

  it("a guest's heart, tab and post lead to login saying favourites need one (games §8 in_logged_login)", async () => {
    const slots = await list("/m/slot-games");
    expect(slots.data.categories.find((link) => link.key === "FAV")?.href).toBe(
      "/m/login?redirectTo=%2Fm%2Fslot-games&reason=favourites",
    );
    const home = unwrap<Exclude<Awaited<ReturnType<typeof homeLoader>>, Response>["data"]>(
      await runRoute(services, homeLoader, request("/m/home")),
    );
    expect(home.data.games.tabs.find((tab) => tab.key === "FAV")?.href).toBe(
      "/m/login?redirectTo=%2Fm%2Fhome&reason=favourites",
    );
    const g = backend.db.prepare("SELECT node_id AS nodeId, vassalage FROM game LIMIT 1").get() as {
      nodeId: string;
      vassalage: string;
    };
    const posted = await runRoute(
      services,
      favouriteAction,
      request("/resources/favourite", {
        form: {
          intent: "add",
          nodeId: g.nodeId,
          vendor: g.vassalage,
          gameType: "RNG",
          redirectTo: "/m/live-games",
        },
      }),
    );
    expect(posted).toRedirectTo("/m/login?redirectTo=%2Fm%2Flive-games&reason=favourites");
    const login = async (path: string) =>
      unwrap<{ reason: string | null }>(await runRoute(services, loginLoader, request(path))).data.reason;
    expect(await login("/m/login?redirectTo=%2Fm%2Fhome&reason=favourites")).toBe("favourites");
    expect(await login("/m/login?reason=elsewhere")).toBeNull();
  });

  it("adds and removes through the heart form, persisted, and lists them 15 a page", async () => {
    const member = createMember(backend.db);
    const c = await sessionCookie(SESSION_SECRET, member);
    const cookie = `${c.name}=${c.value}`;
    const games = backend.db
      .prepare(
        "SELECT node_id AS nodeId, vassalage FROM game WHERE game_type = 'RNG' ORDER BY game_id LIMIT 16",
      )
      .all() as { nodeId: string; vassalage: string }[];
    for (const g of games) {
      const answer = (await runRoute(
        services,
        favouriteAction,
        request("/resources/favourite", {
          cookie,
          form: {
            intent: "add",
            nodeId: g.nodeId,
            vendor: g.vassalage,
            gameType: "RNG",
            redirectTo: "/m/slot-games",
          },
        }),
      )) as Response;
      expect(answer).toRedirectTo("/m/slot-games");
    }
    const page1 = unwrap<Exclude<Awaited<ReturnType<typeof favLoader>>, Response>>(
      await runRoute(services, favLoader, request("/m/fav-games", { cookie })),
    );
    expect(page1.data.page.tiles).toHaveLength(15);
    // The centre list's strip, FAV current (issue 23 item 14).
    expect(page1.data.categories.filter((link) => link.current).map((link) => link.key)).toEqual(["FAV"]);
    expect(page1.data.page.next?.href).toBe("/m/fav-games?page=2");
    const removed = await runRoute(
      services,
      favouriteAction,
      request("/resources/favourite", {
        cookie,
        form: {
          intent: "remove",
          nodeId: games[0].nodeId,
          vendor: games[0].vassalage,
          gameType: "RNG",
          js: "1",
        },
      }),
    );
    expect(removed).toEqual({ favourite: false });
    const ids = backend.db
      .prepare("SELECT node_id FROM favourites WHERE member_id = ?")
      .pluck()
      .all(member.id);
    expect(ids).toHaveLength(15);
    expect(ids).not.toContain(games[0].nodeId);
  });

  it("narrows the favourites to a vendor of the row, the next page keeping it (item 14)", async () => {
    const member = createMember(backend.db);
    const c = await sessionCookie(SESSION_SECRET, member);
    const cookie = `${c.name}=${c.value}`;
    const add = backend.db.prepare(
      "INSERT INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)",
    );
    const of = (vendor: string, limit: number) =>
      backend.db
        .prepare(
          "SELECT node_id FROM game WHERE listed = 1 AND game_type = 'RNG' AND vassalage = ? ORDER BY game_id LIMIT ?",
        )
        .pluck()
        .all(vendor, limit) as string[];
    const pp = of("PP", 16);
    const pg = of("PG", 2);
    expect(pp).toHaveLength(16);
    [...pp, ...pg].forEach((nodeId, i) => add.run(member.id, nodeId, i));
    type FavData = Exclude<Awaited<ReturnType<typeof favLoader>>, Response>;
    const fav = async (path: string) =>
      unwrap<FavData>(await runRoute(services, favLoader, request(path, { cookie }))).data;
    const all = await fav("/m/fav-games");
    const link = all.vendors.find((l) => l.key === "PG")!;
    expect(link.href).toBe("/m/fav-games?vassalage=PG");
    const onlyPg = await fav(link.href);
    expect(onlyPg.page.tiles.map((t) => t.nodeId)).toEqual([...pg].reverse());
    expect(onlyPg.page.next).toBeNull();
    expect(onlyPg.chips.map((chip) => chip.label)).toEqual([
      backend.db.prepare("SELECT display_name FROM vendor WHERE code = 'PG'").pluck().get(),
    ]);
    const onlyPp = await fav("/m/fav-games?vassalage=PP");
    expect(onlyPp.page.tiles).toHaveLength(15);
    expect(onlyPp.page.next?.href).toBe("/m/fav-games?vassalage=PP&page=2");
    expect(onlyPp.vendors.filter((l) => l.current).map((l) => l.key)).toEqual(["PP"]);
    const second = await fav("/m/fav-games?vassalage=PP&page=2");
    expect(second.page.tiles.map((t) => t.nodeId)).toEqual([...pp].reverse());
  });
});

describe("launch", () => {
  const launch = (path: string, cookie?: string) =>
    runRoute(services, launchLoader, request(path, { cookie }));
  const game = (where: string) =>
    backend.db
      .prepare(
        `SELECT game_id AS gameId, node_id AS nodeId FROM game WHERE listed = 1 AND ${where} ORDER BY game_id LIMIT 1`,
      )
      .get() as { gameId: number; nodeId: string };

  it("redirects a member to the demo game page through /play", async () => {
    const member = createMember(backend.db);
    const c = await sessionCookie(SESSION_SECRET, member);
    const g = game("vassalage = 'PG'");
    const answer = (await launch(
      `/m/launch?gameId=${g.gameId}&nodeId=${g.nodeId}`,
      `${c.name}=${c.value}`,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/play\/[\w-]+$/);
  });

  it("gives a guest a trial where allowed and the login page otherwise", async () => {
    const free = game("freeplay = 1 AND game_type = 'RNG'");
    expect(
      (
        (await launch(`/m/launch?gameId=${free.gameId}&nodeId=${free.nodeId}&freeplay=1`)) as Response
      ).headers.get("Location"),
    ).toMatch(/^\/play\//);
    const paid = game("freeplay = 0 AND game_type = 'LIVE'");
    expect(
      ((await launch(`/m/launch?gameId=${paid.gameId}&nodeId=${paid.nodeId}`)) as Response).headers.get(
        "Location",
      ),
    ).toMatch(/^\/m\/login\?redirectTo=/);
  });

  it("shows why a launch is refused", async () => {
    const member = createMember(backend.db);
    const c = await sessionCookie(SESSION_SECRET, member);
    const cookie = `${c.name}=${c.value}`;
    const ps = game("vassalage = 'PS'");
    expect(unwrap(await launch(`/m/launch?gameId=${ps.gameId}&nodeId=${ps.nodeId}`, cookie))).toMatchObject({
      status: 503,
      data: { reason: "maintenance" },
    });
    const nlc = game("vassalage = 'NLC'");
    expect(unwrap(await launch(`/m/launch?gameId=${nlc.gameId}&nodeId=${nlc.nodeId}`, cookie))).toMatchObject(
      { status: 403, data: { reason: "region" } },
    );
    const trial = createMember(backend.db, { type: 4 });
    const t = await sessionCookie(SESSION_SECRET, trial);
    const paid = game("freeplay = 0 AND game_type = 'LIVE'");
    // A trial player meets the one trial refusal: registration, saying why (issue 49 item 8).
    const refused = (await launch(
      `/m/launch?gameId=${paid.gameId}&nodeId=${paid.nodeId}`,
      `${t.name}=${t.value}`,
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/m/register?reason=realGame");
    const open = game("vassalage = 'JDB'");
    backend.db
      .prepare("INSERT INTO unfinished_rounds (member_id, game_id) VALUES (?, ?)")
      .run(member.id, open.gameId);
    const other = game("vassalage = 'PG'");
    expect(
      unwrap(await launch(`/m/launch?gameId=${other.gameId}&nodeId=${other.nodeId}`, cookie)),
    ).toMatchObject({ status: 409, data: { reason: "unfinishedRound" } });
    expect(unwrap(await launch("/m/launch?gameId=x&nodeId=1")).status).toBe(400);
  });
});

describe("home sections", () => {
  it("starts all seven preview requests before any of them answers", async () => {
    const started: string[] = [];
    let openedBy: "all started" | "timeout" | null = null;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Preview calls wait at this gate (a proxy in front of the backend) until all seven have
    // started; a loader awaiting one before starting the next would never get past the first, so
    // the fallback opens the gate and the check fails.
    const fallback = setTimeout(() => {
      openedBy ??= "timeout";
      release();
    }, 3000);
    const gated = await startProxy(backend.url, async (url) => {
      if (!url.includes("GCSGAME_gameList")) return;
      started.push(url);
      if (started.length === 7) {
        openedBy ??= "all started";
        release();
      }
      await gate;
    });
    try {
      const client = createBackendClient({
        baseUrl: gated.url,
        merchant: "demo",
        language: "EN",
        timeoutMs: 5000,
      });
      const status = await services.status.get();
      const sections = await loadHomeSections(client, null, status, silentLogger, { locale: "en-US" });
      expect(openedBy).toBe("all started");
      const previews = await sections.previews;
      // 9 each; the fishing vendor of the seed has only 8 fishing games.
      expect(previews.map((p) => p.tiles?.length)).toEqual([9, 9, 9, 9, 9, 9, 8]);
      expect(previews.map((p) => p.category)).toEqual(["RNG", "RNG", "RNG", "RNG", "LIVE", "LIVE", "FISH"]);
    } finally {
      clearTimeout(fallback);
      await gated.close();
    }
  });

  it("lists MXWIN's games (vendors 10 to 14 of the RNG list), not the vendors (issue 48 item 3)", async () => {
    const client = createBackendClient({
      baseUrl: backend.url,
      merchant: "demo",
      language: "EN",
      timeoutMs: 5000,
    });
    const status = await services.status.get();
    const sections = await loadHomeSections(client, null, status, silentLogger, { locale: "en-US" });
    const mxwin = sections.sections.find((s) => s.key === "MXWIN");
    expect(mxwin?.kind).toBe("rngVendor");
    const tiles = await mxwin?.tiles;
    // A home preview's page of games: 9 (more than 6, so the carousel has its more button).
    expect(tiles).toHaveLength(9);
    const rng = (await client.vendorData()).mapping.RNG.map((v) => v.vassalage);
    const vendorsOf = backend.db
      .prepare(
        `SELECT DISTINCT vassalage FROM game WHERE game_type = 'RNG' AND game_id IN (${tiles!.map(() => "?").join(",")})`,
      )
      .pluck()
      .all(...tiles!.map((t) => Number(t.gameId))) as string[];
    expect(vendorsOf.length).toBeGreaterThan(0);
    for (const vendor of vendorsOf) expect(rng.slice(9, 14)).toContain(vendor);
  });

  it("degrades a failing block to empty instead of failing the page", async () => {
    const client = createBackendClient({
      baseUrl: backend.url,
      merchant: "demo",
      language: "EN",
      timeoutMs: 5000,
    });
    const status = await services.status.get();
    const broken = {
      ...client,
      winnerBoard: () => Promise.reject(new Error("down")),
      hotGames: () => Promise.reject(new Error("down")),
    };
    const sections = await loadHomeSections(broken, null, status, silentLogger, { locale: "en-US" });
    expect(await sections.winners).toEqual([]);
    expect(await sections.hot).toEqual([]);
    expect(await sections.previews).toHaveLength(7);
  });
});

describe("home category block (?vendor=)", () => {
  type HomeData = Exclude<Awaited<ReturnType<typeof homeLoader>>, Response>["data"];
  const home = async (path: string) => {
    const answer = unwrap<HomeData>(await runRoute(services, homeLoader, request(path)));
    expect(answer.status).toBe(200);
    return answer.data.games.homeBlock;
  };
  // The preview plan from the catalogue: the first 4 RNG, 2 LIVE and 1 FISH vendors of the strips.
  const planOf = () =>
    (
      [
        ["RNG", 4],
        ["LIVE", 2],
        ["FISH", 1],
      ] as const
    ).flatMap(([type, n]) =>
      (
        backend.db
          .prepare("SELECT vendor_code FROM vendor_category WHERE game_type = ? ORDER BY sequence LIMIT ?")
          .pluck()
          .all(type, n) as string[]
      ).map((code) => ({ type, code })),
    );
  const previewNames = (type: string, code: string) =>
    backend.db
      .prepare(
        "SELECT game_name FROM game WHERE listed = 1 AND game_type = ? AND vassalage = ? ORDER BY sort_order, game_id LIMIT 9",
      )
      .pluck()
      .all(type, code) as string[];

  it("lists the preview vendors once each and selects the vendor of the URL, with its BLACK icon", async () => {
    const plan = planOf();
    const codes = [...new Set(plan.map((p) => p.code))];
    const chosen = codes[1];
    const block = await home(`/m/home?vendor=${chosen}`);
    expect(block.vendors.map((v) => v.vassalage)).toEqual(codes);
    expect(block.selected).toBe(chosen);
    for (const v of block.vendors) {
      expect(v.selected).toBe(v.vassalage === chosen);
      expect(v.icon).toBe(`/cdn/vendors/${v.vassalage}-${v.vassalage === chosen ? "BLACK" : "COLOR"}.svg`);
      expect(v.href).toBe(`?vendor=${v.vassalage}#section-HOME`);
    }
    // Page 1 of each of its preview categories, in plan order.
    const expected = plan.filter((p) => p.code === chosen).flatMap((p) => previewNames(p.type, p.code));
    expect(block.tiles?.map((t) => t.name)).toEqual(expected);
    expect(block.href).toBe(`/m/slot-games?vassalage=${chosen}`);
  });

  it("shows a vendor of two preview categories with the games of both", async () => {
    const plan = planOf();
    const twice = plan.find((p, i) => plan.findIndex((q) => q.code === p.code) !== i)!.code;
    const block = await home(`/m/home?vendor=${twice}`);
    const expected = plan.filter((p) => p.code === twice).flatMap((p) => previewNames(p.type, p.code));
    expect(new Set(plan.filter((p) => p.code === twice).map((p) => p.type)).size).toBe(2);
    expect(block.tiles?.map((t) => t.name)).toEqual(expected);
  });

  it("falls back to the first vendor for an unknown, empty or odd value (never an error)", async () => {
    const first = planOf()[0].code;
    for (const query of [
      "",
      "?vendor=NOPE",
      "?vendor=",
      `?vendor=${first.toLowerCase()}`,
      "?vendor=%3Cscript%3E",
    ]) {
      const block = await home(`/m/home${query}`);
      expect(block.selected).toBe(first);
      expect(block.vendors[0].icon).toBe(`/cdn/vendors/${first}-BLACK.svg`);
      expect(block.tiles?.every((t) => gameOf(t.nodeId).vassalage === first)).toBe(true);
    }
  });
});

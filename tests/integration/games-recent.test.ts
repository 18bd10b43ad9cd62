// The recent-games page against the reference backend: launches add to it, it pages 15 at a time
// (its answer has no pageNum), filters by type, and tells a guest to log in.
import { describe, expect, it } from "vitest";
import { loader as recentLoader } from "~/routes/games/recent";
import { loader as launchLoader } from "~/routes/games/launch";
import { request, runRoute, SESSION_SECRET, unwrap } from "../support/route";
import { createMember, sessionCookie } from "../support/member";
import { useRouteBackend } from "../support/route-backend";

const env = useRouteBackend();

type RecentData = Exclude<Awaited<ReturnType<typeof recentLoader>>, Response>;
const recent = async (path: string, cookie: string) =>
  unwrap<RecentData>(await runRoute(env.services, recentLoader, request(path, { cookie })));
const memberCookie = async () => {
  const member = createMember(env.backend.db);
  const c = await sessionCookie(SESSION_SECRET, member);
  return { member, cookie: `${c.name}=${c.value}` };
};
/** Launchable games (no maintenance, no region block, no unfinished round elsewhere) of a type. */
const games = (gameType: string, limit: number) =>
  env.backend.db
    .prepare(
      `SELECT game_id AS gameId, node_id AS nodeId, game_name AS name FROM game
       WHERE listed = 1 AND game_type = ? AND vassalage IN ('PG', 'PP', 'JDB') ORDER BY game_id LIMIT ?`,
    )
    .all(gameType, limit) as { gameId: number; nodeId: string; name: string }[];

describe("recent games", () => {
  it("sends a guest to login with the 'please log in' toast", async () => {
    const answer = (await runRoute(env.services, recentLoader, request("/m/recent-games"))) as Response;
    expect(answer).toRedirectTo("/m/login?redirectTo=%2Fm%2Frecent-games");
    await expect(answer).toFlash();
  });

  it("lists what a launch added, most recent first", async () => {
    const { cookie } = await memberCookie();
    const empty = (await recent("/m/recent-games", cookie)).data;
    expect(empty.page.tiles).toEqual([]);
    // The centre list's strip, RECENT current (issue 23 item 14).
    expect(empty.categories.filter((link) => link.current).map((link) => link.key)).toEqual(["RECENT"]);
    const [first, second] = games("RNG", 2);
    for (const g of [first, second, first]) {
      const answer = (await runRoute(
        env.services,
        launchLoader,
        request(`/m/launch?gameId=${g.gameId}&nodeId=${g.nodeId}`, { cookie }),
      )) as Response;
      expect(answer.headers.get("Location")).toMatch(/^\/play\//);
    }
    const { data } = await recent("/m/recent-games", cookie);
    expect(data.page.tiles.map((t) => t.name)).toEqual([first.name, second.name]);
    expect(data.page.next).toBeNull();
  });

  it("pages 15 at a time, keeps earlier pages without JavaScript, and filters by type", async () => {
    const { member, cookie } = await memberCookie();
    const slots = games("RNG", 17);
    const live = games("LIVE", 1);
    const add = env.backend.db.prepare(
      "INSERT INTO recent_games (member_id, game_id, played_at) VALUES (?, ?, ?)",
    );
    [...slots, ...live].forEach((g, i) => add.run(member.id, g.gameId, 1_000 + i));
    const one = await recent("/m/recent-games", cookie);
    expect(one.data.page.tiles).toHaveLength(15);
    expect(one.data.page.tiles[0].name).toBe(live[0].name);
    expect(one.data.page.next).toEqual({
      href: "/m/recent-games?page=2",
      fetchHref: "/m/recent-games?page=2&from=2",
    });
    const two = await recent("/m/recent-games?page=2", cookie);
    expect(two.data.page.tiles).toHaveLength(18);
    expect(two.data.page.next).toBeNull();
    const only = await recent("/m/recent-games?page=2&from=2", cookie);
    expect(only.data.page.tiles).toEqual(two.data.page.tiles.slice(15));
    const liveOnly = await recent("/m/recent-games?gameType=LIVE", cookie);
    expect(liveOnly.data.page.tiles.map((t) => t.name)).toEqual([live[0].name]);
    // The vendor row (item 14): the chosen type's vendors, each narrowing the list.
    const vendorOf = (gameId: number) =>
      env.backend.db.prepare("SELECT vassalage FROM game WHERE game_id = ?").pluck().get(gameId) as string;
    const liveVendor = vendorOf(live[0].gameId);
    expect(liveOnly.data.vendors.map((l) => l.key)).toContain(liveVendor);
    const link = liveOnly.data.vendors.find((l) => l.key === liveVendor)!;
    expect(link.href).toBe(`/m/recent-games?gameType=LIVE&vassalage=${liveVendor}`);
    expect((await recent(link.href, cookie)).data.page.tiles.map((t) => t.name)).toEqual([live[0].name]);
    const slotVendor = vendorOf(slots[0].gameId);
    const bySlotVendor = await recent(`/m/recent-games?vassalage=${slotVendor}`, cookie);
    const expected = [...slots, ...live].filter((g) => vendorOf(g.gameId) === slotVendor).map((g) => g.name);
    expect(bySlotVendor.data.page.tiles.map((t) => t.name).sort()).toEqual(expected.slice(-15).sort());
  });
});

// The search page's loader against the reference backend: typos forgiven on the cached catalogue,
// best match first, a member's hearts, and a new index when the cached catalogue refreshes.
import { describe, expect, it } from "vitest";
import { loader as searchLoader } from "~/routes/games/search";
import { request, runRoute, SESSION_SECRET, testServices, unwrap } from "../support/route";
import { createMember, sessionCookie } from "../support/member";
import { useRouteBackend } from "../support/route-backend";

const rename = (gameId: number, name: string) =>
  env.backend.db
    .prepare("UPDATE game SET game_name = ?, node_name = ? WHERE game_id = ?")
    .run(name, name, gameId);
const listedSlots = () =>
  env.backend.db
    .prepare("SELECT game_id FROM game WHERE listed = 1 AND game_type = 'RNG' ORDER BY game_id LIMIT 3")
    .pluck()
    .all() as number[];

// Names the table below looks for, set before the BFF first reads the catalogue.
const env = useRouteBackend(() => {
  const [sweet, cafe] = listedSlots();
  rename(sweet, "Sweet Bonanza");
  rename(cafe, "Café Olé Fiesta");
});

type SearchData = Exclude<Awaited<ReturnType<typeof searchLoader>>, Response>;
const search = async (query: string, cookie?: string, svc = env.services) =>
  unwrap<SearchData>(
    await runRoute(svc, searchLoader, request(`/m/search?gameName=${encodeURIComponent(query)}`, { cookie })),
  ).data;

describe("game search", () => {
  it.each([
    ["swet bonaza", "Sweet Bonanza"],
    ["bonanza sweet", "Sweet Bonanza"],
    ["Sweet Bonanza", "Sweet Bonanza"],
    ["cafe ole", "Café Olé Fiesta"],
    ["fiesta cafe", "Café Olé Fiesta"],
    // Issue 24: one typo in a word (a swapped pair, a wrong letter) still puts the game first, above
    // the seeded games sharing the other word (Lucky Heist, Tiger Treasure).
    ["pheonix heist", "Phoenix Heist Scratch"],
    ["tiger fotrune", "Tiger Fortune Hold & Win"],
    ["tigar fortune", "Tiger Fortune Hold & Win"],
  ])("%j finds %j first", async (query, first) => {
    const { tiles, query: shown } = await search(query);
    expect(shown).toBe(query);
    expect(tiles[0].name).toBe(first);
  });

  it("asks nothing for an empty search and keeps at most 60 results", async () => {
    expect(await search("   ")).toEqual({ query: "", loggedIn: false, tiles: [] });
    const many = await search("s");
    expect(many.tiles.length).toBe(60);
  });

  it("corrects a name longer than 100 characters with a redirect", async () => {
    const answer = (await runRoute(
      env.services,
      searchLoader,
      request(`/m/search?gameName=${"a".repeat(101)}`),
    )) as Response;
    expect(answer.status).toBe(302);
  });

  it("shows a member's hearts on the results", async () => {
    const member = createMember(env.backend.db);
    const nodeId = env.backend.db
      .prepare("SELECT node_id FROM game WHERE game_name = 'Sweet Bonanza'")
      .pluck()
      .get() as string;
    env.backend.db
      .prepare("INSERT INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)")
      .run(member.id, nodeId, Date.now());
    const c = await sessionCookie(SESSION_SECRET, member);
    const { tiles, loggedIn } = await search("swet bonaza", `${c.name}=${c.value}`);
    expect(loggedIn).toBe(true);
    expect(tiles[0]).toMatchObject({ name: "Sweet Bonanza", favourite: true });
  });

  it("searches a new name once the cached catalogue refreshes", async () => {
    // A cache that refreshes at every use: the first search after the rename may still get the old
    // catalogue (served while the refresh runs); a later one finds the new name.
    const refreshing = testServices(env.backend.url, { publicCacheTtlMs: 0 });
    expect((await search("starlight princess", undefined, refreshing)).tiles[0]?.name).not.toBe(
      "Starlight Princess",
    );
    rename(listedSlots()[2], "Starlight Princess");
    await expect
      .poll(async () => (await search("starlght princes", undefined, refreshing)).tiles[0]?.name)
      .toBe("Starlight Princess");
  });
});

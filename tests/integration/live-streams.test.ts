// Live streams (issue 23 item 18) against the reference backend: the hosts of live tables, on air
// first and most watched first, each leading to their table's launch; off-air hosts have no way in;
// the studio (operator endpoint) puts hosts on and off air; a failed call says the list is unavailable.
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/games/live-streams";
import { OPERATOR_TOKEN } from "../support/servers";
import { backendOfFile, request, runRoute, testServices, unwrap } from "../support/route";

const backend = backendOfFile();

type Data = {
  hosts:
    | {
        modelId: number;
        name: string;
        onAir: boolean;
        viewers: number;
        watchHref: string | null;
        table: { name: string; displayName: string };
      }[]
    | null;
};
// No public cache between calls: each reads the studio's latest.
const hostsOf = async (backendUrl = backend.url) =>
  unwrap<Data>(
    await runRoute(testServices(backendUrl, { publicCacheTtlMs: 0 }), loader, request("/m/liveStreams")),
  ).data.hosts;
const air = (id: number, body: unknown) =>
  fetch(`${backend.url}/operator/liveModels/${id}`, {
    method: "POST",
    headers: { "X-Operator-Token": OPERATOR_TOKEN, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("live streams", () => {
  it("lists the hosts on air first, most watched first, each watching their live table", async () => {
    const hosts = (await hostsOf())!;
    expect(hosts.length).toBe(8);
    const onAir = hosts.filter((h) => h.onAir);
    expect(onAir).toHaveLength(6);
    expect(hosts.slice(0, 6)).toEqual(onAir);
    expect(onAir.map((h) => h.viewers)).toEqual([...onAir.map((h) => h.viewers)].sort((a, b) => b - a));
    for (const host of onAir) {
      const [, gameId] = /gameId=(\d+)/.exec(host.watchHref ?? "") ?? [];
      const table = backend.db
        .prepare("SELECT game_type AS type, game_name AS name FROM game WHERE game_id = ?")
        .get(Number(gameId)) as { type: string; name: string };
      expect(table.type).toBe("LIVE");
      expect(host.table.name).toBe(table.name);
    }
    // The hosts spread over the live vendors' lobbies.
    expect(new Set(hosts.map((h) => h.table.displayName)).size).toBe(5);
    for (const host of hosts.slice(6))
      expect(host).toMatchObject({ onAir: false, viewers: 0, watchHref: null });
  });

  it("follows the studio: a host put off air loses the way in, one put on air gains it", async () => {
    const [first] = (await hostsOf())!;
    expect((await air(first.modelId, { onAir: false })).status).toBe(200);
    const after = (await hostsOf())!;
    expect(after.find((h) => h.modelId === first.modelId)).toMatchObject({ onAir: false, watchHref: null });
    expect((await air(first.modelId, { onAir: true, viewers: 1_000_000 })).status).toBe(200);
    expect((await hostsOf())![0]).toMatchObject({ modelId: first.modelId, viewers: 1_000_000 });
    expect((await air(first.modelId, { onAir: "yes" })).status).toBe(400);
    expect((await air(99_999, { onAir: true })).status).toBe(404);
  });

  it("narrows to vendors on the platform's call and refuses a bad vendor list with a 400", async () => {
    const ask = (query: string) =>
      fetch(`${backend.url}/wps/relay/CBS_liveModelList?${query}`, { headers: { Merchant: "demo" } });
    const evo = (await (await ask("vassalage=EVO")).json()) as { value: { game: { vassalage: string } }[] };
    expect(evo.value.length).toBeGreaterThan(0);
    expect(evo.value.every((m) => m.game.vassalage === "EVO")).toBe(true);
    expect((await ask("vassalage=%3Cscript%3E")).status).toBe(400);
  });

  it("says the list is unavailable when the platform does not answer", async () => {
    expect(await hostsOf("http://127.0.0.1:9")).toBeNull();
  });
});

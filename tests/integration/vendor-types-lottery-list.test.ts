// games §7's vendor game types call (typeId 1, COMM3) and lottery list call are made where they feed
// (decision 0068): the left drawer's game centre, the lottery page's games.
import { afterAll, beforeAll, expect, it } from "vitest";
import { loader as leftMenuLoader } from "~/routes/resources/left-menu";
import { loader as lotteryLoader } from "~/routes/games/lottery";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { startProxy } from "../support/proxy";
import { startBackend, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let asked: string[] = [];
beforeAll(async () => {
  backend = await startBackend();
  // In front of the backend, noting every call the BFF makes.
  proxy = await startProxy(backend.url, (url) => {
    asked.push(url);
  });
});
afterAll(async () => {
  await proxy?.close();
  await backend?.close();
});

it("the left drawer's game centre reads the vendor game types call, typeId 1 for the merchant", async () => {
  asked = [];
  const services = testServices(proxy.url);
  const { data } = unwrap<{ menu: { games: { category: string }[] } | null }>(
    await runRoute(services, leftMenuLoader, request("/resources/left-menu?lng=en")),
  );
  expect(data.menu?.games.map((c) => c.category)).toContain("RNG");
  const call = asked.find((url) => url.startsWith("/wps/relay/GCSGAME_getVassGameType?"));
  expect(call).toBeDefined();
  const query = new URL(call!, "http://x").searchParams;
  expect(query.get("typeId")).toBe("1");
  expect(query.get("merchant_code")).toBe("demo");
  expect(asked.some((url) => url.startsWith("/wps/relay/GCSGAME_newGameVendor"))).toBe(false);
});

it("the lottery page lists the prize mode's games from the lottery list, grouped by the menus", async () => {
  asked = [];
  const services = testServices(proxy.url);
  type LotteryData = Exclude<Awaited<ReturnType<typeof lotteryLoader>>, Response>;
  const { data } = unwrap<LotteryData>(await runRoute(services, lotteryLoader, request("/m/lott")));
  expect(asked).toContain("/lgw/games?prizeMode=Lott");
  const listed = (await (await fetch(`${backend.url}/lgw/games?prizeMode=Lott`)).json()) as {
    gameId: number;
  }[];
  expect(listed.length).toBeGreaterThan(0);
  // Every game of the list shows, in a menu's group or the last one.
  const shown = new Set(data.menus.flatMap((m) => m.games.map((g) => g.gameId)));
  for (const game of listed) expect(shown).toContain(String(game.gameId));
});

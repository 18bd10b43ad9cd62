// The home loader's split: what the first screen shows is awaited, every other block is a promise
// that resolves (to an empty block when its call fails), so the page never waits for them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackendClient, type BackendClient } from "~/.server/backend";
import { silentLogger } from "~/.server/logger";
import { loadHomeSections } from "~/routes/games/home-sections.server";
import { loader } from "~/routes/home";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { startBackend, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackend();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

const client = () =>
  createBackendClient({ baseUrl: backend.url, merchant: "demo", language: "EN", timeoutMs: 5000 });

describe("home loader", () => {
  it("awaits the first screen; the other blocks go out in place when ready in time, else stream", async () => {
    type HomeData = Exclude<Awaited<ReturnType<typeof loader>>, Response>["data"];
    const { data, status } = unwrap<HomeData>(await runRoute(services, loader, request("/m/home")));
    expect(status).toBe(200);
    // The first screen: values.
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.games.tabs.map((t) => t.key)).toContain("HOME");
    expect(data.games.homeBlock.tiles?.length).toBeGreaterThan(0);
    expect(data.games.sections.every((s) => typeof s.href === "string")).toBe(true);
    // Below it: values when the backend answered in time, else promises (timing: both are right
    // here; the tests below decide each case without a clock).
    const { hot, previews, winners, favourites } = data.games;
    expect((await hot).length).toBeGreaterThan(0);
    expect(await previews).toHaveLength(7);
    expect(await winners).toHaveLength(20);
    expect(await favourites).toEqual([]);
    const providers = data.games.sections.filter((s) => s.kind === "provider");
    expect(providers.map((s) => s.key)).toEqual(["PPslot", "PPlive", "EG4live"]);
    for (const section of providers) expect(await section.tiles).toHaveLength(9);
    // Poker shows game tiles (games §3), not its vendors: the first page of its games, a section's
    // own games like a provider's.
    const pokerGames = await client().listGames({ gameType: "PVP", pageNo: 1, pageSize: 9 });
    expect(pokerGames.games).toHaveLength(9);
    const poker = data.games.sections.find((s) => s.key === "PVP")!;
    expect((await poker.tiles)?.map((tile) => tile.nodeId)).toEqual(pokerGames.games.map((g) => g.nodeId));
    // MXWIN shows games of the RNG list's vendors 10 to 14 (games §9), a section's own games too.
    const mxwin = data.games.sections.find((s) => s.kind === "rngVendor")!;
    expect(await mxwin.tiles).toHaveLength(9);
    const ownGames = (s: (typeof data.games.sections)[number]) =>
      s.kind === "provider" || s.kind === "rngVendor" || s.key === "PVP";
    for (const section of data.games.sections.filter((s) => !ownGames(s))) {
      expect(section.tiles).toBeNull();
    }
  });
});

describe("loadHomeSections", () => {
  it("answers before the streamed blocks do, and a failing streamed block resolves empty", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = client();
    const status = await services.status.get();
    // Hot, winners and the provider sections' games hang until the gate opens, then fail.
    const failLater = () => gate.then(() => Promise.reject(new Error("down")));
    const broken: BackendClient = {
      ...real,
      hotGames: failLater,
      winnerBoard: failLater,
      listGames: (q) => (q.vassalage?.[0] === "EG4" ? failLater() : real.listGames(q)),
    };
    const sections = await loadHomeSections(broken, null, status, silentLogger, { locale: "en-US" });
    // Answered while those calls still hang: the first screen did not wait for them, and they stream.
    expect(sections.homeBlock.tiles?.length).toBeGreaterThan(0);
    expect(sections.hot).toBeInstanceOf(Promise);
    expect(sections.winners).toBeInstanceOf(Promise);
    expect(sections.tabs.length).toBeGreaterThan(0);
    release();
    expect(await sections.hot).toEqual([]);
    expect(await sections.winners).toEqual([]);
    const eg4 = sections.sections.find((s) => s.key === "EG4live")!;
    expect(await eg4.tiles).toBeNull();
    // The same failure empties EG4's preview too, and nothing else.
    for (const preview of await sections.previews) {
      expect(preview.tiles === null).toBe(preview.vassalage === "EG4");
    }
    expect(await sections.sections.find((s) => s.key === "PPslot")!.tiles).toHaveLength(9);
  });
});

describe("blocks in place", () => {
  it("are values, drawn in place, when every answer is there before the deadline", async () => {
    // Each call answered once, then from that settled answer: nothing waits on the clock.
    const real = client();
    const memo = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => {
      const answers = new Map<string, Promise<R>>();
      return (...args: A) => {
        const key = JSON.stringify(args);
        if (!answers.has(key)) answers.set(key, call(...args));
        return answers.get(key)!;
      };
    };
    const settled: BackendClient = {
      ...real,
      hotGames: memo(real.hotGames),
      winnerBoard: memo(real.winnerBoard),
      listGames: memo(real.listGames),
      vendorData: memo(real.vendorData),
    };
    const status = await services.status.get();
    const first = await loadHomeSections(settled, null, status, silentLogger, { locale: "en-US" });
    await Promise.all([first.hot, first.previews, first.winners, ...first.sections.map((s) => s.tiles)]);
    const again = await loadHomeSections(settled, null, status, silentLogger, { locale: "en-US" });
    for (const part of [again.hot, again.previews, again.winners, again.favourites]) {
      expect(Array.isArray(part)).toBe(true);
    }
    for (const section of again.sections.filter((s) => s.kind === "provider")) {
      expect(Array.isArray(section.tiles)).toBe(true);
    }
  });
});

import { describe, expect, it } from "vitest";
import type { VendorData, VendorEntry, WinnerEntry } from "~/domain/game";
import {
  carouselLayout,
  carouselSlidePosition,
  categoryPath,
  centerCategoryAction,
  centerCategoryMenu,
  EXCLUDED_ON_FAV_AND_HOT,
  favHotCategories,
  filterByName,
  filterByVendors,
  filterGameTypeTarget,
  gameTileName,
  hasMore,
  recentNextPage,
  homeCategoryMenu,
  homeBlockVendors,
  homePreviewPlan,
  homeSectionKind,
  homeTabAction,
  INFINITE_SCROLL,
  isHotGame,
  launchKind,
  launchQuery,
  listDataType,
  MIN_BET_OPTIONS,
  mxwinVendors,
  normaliseSearch,
  selectHomeVendor,
  PAGE_SIZES,
  prizeMode,
  SEARCH_DEBOUNCE_MS,
  setupVendors,
  showsMinBet,
  showsThirdPartyList,
  sortWinners,
  specialTabFilter,
  vendorIconFile,
  vendorStripLayout,
  vendorTilePath,
  VENDOR_PICKER_TYPES,
  winnersScroll,
} from "~/domain/games";

const v = (vassalage: string, extra: Partial<VendorEntry> = {}): VendorEntry => ({
  vassalage,
  key: vassalage,
  displayName: vassalage,
  mobileLargeIcon: `${vassalage}.png`,
  ...extra,
});
const cat = (gameCategory: string) => ({ gameCategory, vendorNames: [] });

const vendorData: VendorData = {
  sorting: ["RNG", "LIVE", "FISH", "SPORTS", "PVP"].map(cat),
  mapping: {
    RNG: ["JDB", "PP", "CQ9", "PG", "BGS"].map((x) => v(x)),
    LIVE: ["EVO", "PP", "EG4"].map((x) => v(x)),
    FISH: ["JDBF", "CQ9F"].map((x) => v(x)),
    SPORTS: [
      v("SABA"),
      v("TFG", { sportType: "ESPORTS" }),
      v("S128", { sportType: "COCKFIGHT" }),
      v("BTI", { sportType: "SPORTS" }),
    ],
  },
  display: {},
};

describe("setupVendors", () => {
  it("drops FISH, appends PPslot, PPlive and EG4live, groups sports vendors", () => {
    const setup = setupVendors(vendorData);
    expect(setup.categories).toEqual(["RNG", "LIVE", "SPORTS", "PVP", "PPslot", "PPlive", "EG4live"]);
    expect(setup.sportsGroups.sports.map((x) => x.vassalage)).toEqual(["SABA", "BTI"]);
    expect(setup.sportsGroups.esports.map((x) => x.vassalage)).toEqual(["TFG"]);
    expect(setup.sportsGroups.cockfight.map((x) => x.vassalage)).toEqual(["S128"]);
  });
  it("adds provider categories only when their vendor is in the parent category", () => {
    const setup = setupVendors({ ...vendorData, mapping: { RNG: [v("PP")], LIVE: [v("EVO")] } });
    expect(setup.categories).toEqual(["RNG", "LIVE", "SPORTS", "PVP", "PPslot"]);
    expect(setup.sportsGroups).toEqual({ sports: [], esports: [], cockfight: [] });
  });
});

describe("category menus", () => {
  it("home menu: HOME, FAV, server order, MXWIN right after LIVE", () => {
    expect(homeCategoryMenu(["RNG", "LIVE", "FISH", "PVP"])).toEqual([
      "HOME",
      "FAV",
      "RNG",
      "LIVE",
      "MXWIN",
      "FISH",
      "PVP",
    ]);
    expect(homeCategoryMenu(["LIVE", "RNG"])).toEqual(["HOME", "FAV", "LIVE", "MXWIN", "RNG"]);
  });
  it("home menu without LIVE puts MXWIN last and never duplicates client tabs", () => {
    expect(homeCategoryMenu(["RNG", "FISH"])).toEqual(["HOME", "FAV", "RNG", "FISH", "MXWIN"]);
    expect(homeCategoryMenu(["FAV", "MXWIN", "LIVE"])).toEqual(["HOME", "FAV", "LIVE", "MXWIN"]);
  });
  it("center menu: HOT, FAV, vendor categories, MXWIN", () =>
    expect(centerCategoryMenu(["RNG", "HOT", "LIVE"])).toEqual([
      "HOT",
      "FAV",
      "RECENT",
      "RNG",
      "LIVE",
      "MXWIN",
    ]));
  it("fav and hot pages exclude LOTT and ELOTT", () => {
    expect(EXCLUDED_ON_FAV_AND_HOT).toEqual(["LOTT", "ELOTT"]);
    expect(favHotCategories(["RNG", "LOTT", "LIVE", "ELOTT"])).toEqual(["RNG", "LIVE"]);
  });
  it("vendor picker row", () => expect(VENDOR_PICKER_TYPES).toEqual(["ALL", "LIVE", "FISH", "RNG", "PVP"]));
});

describe("home sections and taps", () => {
  it.each([
    ["HOME", "home"],
    ["RNG", "tiles"],
    ["LIVE", "tiles"],
    ["FISH", "tiles"],
    ["PVP", "tiles"],
    ["PPslot", "provider"],
    ["PPlive", "provider"],
    ["EG4live", "provider"],
    ["MXWIN", "rngVendor"],
    ["SPORTS", "sportsBanner"],
    ["LOTT", null],
    ["toString", null],
  ])("%s -> %s", (c, kind) => expect(homeSectionKind(c)).toBe(kind));
  it("FAV without login goes to /m/login, otherwise scrolls", () => {
    expect(homeTabAction("FAV", false)).toEqual({ kind: "navigate", to: "/m/login" });
    expect(homeTabAction("FAV", true)).toEqual({ kind: "scroll", section: "FAV" });
    expect(homeTabAction("RNG", false)).toEqual({ kind: "scroll", section: "RNG" });
  });
  it("center strip: HOT -> /m/hot-games; FAV logged out lights HOT and goes to login; others select", () => {
    expect(centerCategoryAction("HOT", true)).toEqual({ kind: "navigate", to: "/m/hot-games" });
    expect(centerCategoryAction("FAV", false)).toEqual({ kind: "navigate", to: "/m/login", activate: "HOT" });
    expect(centerCategoryAction("FAV", true)).toEqual({ kind: "select", category: "FAV" });
    expect(centerCategoryAction("LIVE", false)).toEqual({ kind: "select", category: "LIVE" });
  });
});

describe("special tabs and paths", () => {
  it.each([
    ["PPslot", { gameType: "RNG", vassalage: "PP" }],
    ["PPlive", { gameType: "LIVE", vassalage: "PP" }],
    ["MXWIN", { gameType: "RNG", vassalage: "BGS" }],
    ["EG4live", { gameType: "LIVE", vassalage: "EG4" }],
    ["RNG", null],
  ])("%s -> %o", (tab, filter) => expect(specialTabFilter(tab)).toEqual(filter));
  it.each([
    ["LIVE", "/m/live-games"],
    ["RNG", "/m/slot-games"],
    ["SPORTS", "/m/sport-games"],
    ["ESPORTS", "/m/esport-games"],
    ["FISH", "/m/fishing-games"],
    ["PVP", "/m/poker-games"],
    ["LOTT", "/m/lott"],
    ["ELOTT", "/m/elott"],
    ["HOT", "/m/slot-games"],
    ["FAV", "/m/slot-games"],
    ["JL", null],
  ])("categoryPath(%s) = %s", (c, p) => expect(categoryPath(c)).toBe(p));
  it("vendor tiles open the category path with vassalage; sports opens /m/sportsGame", () => {
    expect(vendorTilePath("LIVE", "EVO")).toBe("/m/live-games?vassalage=EVO");
    expect(vendorTilePath("RNG", "PP")).toBe("/m/slot-games?vassalage=PP");
    expect(vendorTilePath("SPORTS", "SABA")).toBe("/m/sportsGame");
    expect(vendorTilePath("JL", "JL1")).toBe("/m/gameList?gameType=JL&vassalage=JL1");
  });
  it("picking the lottery type goes to /m/lottery", () => {
    expect(filterGameTypeTarget("LOTT")).toBe("/m/lottery");
    expect(filterGameTypeTarget("RNG")).toBeNull();
  });
  it("SPORTS and ESPORTS show the third-party block", () => {
    expect(["SPORTS", "ESPORTS", "RNG", "LIVE"].map(showsThirdPartyList)).toEqual([true, true, false, false]);
  });
});

describe("list state", () => {
  it.each([
    [{}, "all", "all"],
    [{}, "hot", "hot"],
    [{ vassalage: "PP" }, "all", "filter"],
    [{ gameClassify: "JP" }, "recent", "filter"],
    [{ minBet: 0.05 }, "fav", "filter"],
    [{ minBet: "all" }, "all", "all"],
    [{ gameName: "  " }, "all", "all"],
    [{ gameName: " fortune " }, "all", "filter"],
    [{ vassalage: "" }, "all", "all"],
  ] as const)("%o on %s -> %s", (filters, base, type) => expect(listDataType(filters, base)).toBe(type));
  it("has more while the page is below totalPages", () => {
    expect(hasMore(1, 3)).toBe(true);
    expect(hasMore(3, 3)).toBe(false);
    expect(hasMore(1, 0)).toBe(false);
  });
  it.each([
    [1, 3, 2],
    [2, 3, 3],
    [3, 3, null],
    [1, 1, null],
    [1, 0, null],
  ])("recent games: page %i of %i -> next %s (the answer has no pageNum)", (page, total, next) =>
    expect(recentNextPage(page, total)).toBe(next),
  );
  it("min bet options and RNG only", () => {
    expect(MIN_BET_OPTIONS).toEqual(["all", 0.01, 0.05, 0.1, 0.5, 0.75, 1]);
    expect(showsMinBet("RNG")).toBe(true);
    expect(showsMinBet("LIVE")).toBe(false);
  });
});

describe("prizeMode", () => {
  it("Elott when ELOTT has TCG_LOTTO_VN or LOTT", () => {
    expect(prizeMode({ ELOTT: [v("X"), v("TCG_LOTTO_VN")] })).toBe("Elott");
    expect(prizeMode({ ELOTT: [v("LOTT")] })).toBe("Elott");
  });
  it("Lott otherwise", () => {
    expect(prizeMode({ ELOTT: [v("X")] })).toBe("Lott");
    expect(prizeMode({ LOTT: [v("TCG_LOTTO_VN")] })).toBe("Lott");
    expect(prizeMode({})).toBe("Lott");
  });
});

describe("carousels and boards", () => {
  it.each([
    [3, 1, false],
    [4, 2, false],
    [6, 2, false],
    [7, 2, true],
  ])("%i games: rows %i, more/arrows %s", (count, rows, more) =>
    expect(carouselLayout(count)).toEqual({
      rows,
      showMore: more,
      showArrows: more,
      slidesPerView: 3,
      slidesPerGroup: 3,
      spacing: 7,
    }),
  );
  it("vendor strip: 5.3 per view, arrows above 5", () => {
    expect(vendorStripLayout(5)).toEqual({ slidesPerView: 5.3, showArrows: false });
    expect(vendorStripLayout(6)).toEqual({ slidesPerView: 5.3, showArrows: true });
  });
  it("MXWIN takes vendors 10 to 14", () => {
    const rng = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(mxwinVendors(rng)).toEqual([10, 11, 12, 13, 14]);
    expect(mxwinVendors(rng.slice(0, 11))).toEqual([10, 11]);
    expect(mxwinVendors(rng.slice(0, 9))).toEqual([]);
  });
  it("winners sort by winAmount descending without mutating; scroll above 6", () => {
    const w = (winAmount: number): WinnerEntry => ({
      vo: { gameName: "g", customerName: "c", winAmount, gameTime: "", iconUrl: "" },
    });
    const list = [w(5), w(500), w(50)];
    expect(sortWinners(list).map((x) => x.vo.winAmount)).toEqual([500, 50, 5]);
    expect(list[0].vo.winAmount).toBe(5);
    expect(winnersScroll(6)).toBe(false);
    expect(winnersScroll(7)).toBe(true);
  });
});

describe("homePreviewPlan", () => {
  it("first 4 RNG, 2 LIVE, 1 FISH, 9 each, 400 ms apart", () => {
    expect(homePreviewPlan(vendorData)).toEqual([
      { category: "RNG", vassalage: "JDB", pageSize: 9, delayMs: 0 },
      { category: "RNG", vassalage: "PP", pageSize: 9, delayMs: 400 },
      { category: "RNG", vassalage: "CQ9", pageSize: 9, delayMs: 800 },
      { category: "RNG", vassalage: "PG", pageSize: 9, delayMs: 1200 },
      { category: "LIVE", vassalage: "EVO", pageSize: 9, delayMs: 1600 },
      { category: "LIVE", vassalage: "PP", pageSize: 9, delayMs: 2000 },
      { category: "FISH", vassalage: "JDBF", pageSize: 9, delayMs: 2400 },
    ]);
  });
  it("takes what exists", () =>
    expect(homePreviewPlan({ ...vendorData, mapping: { LIVE: [v("EVO")] } })).toEqual([
      { category: "LIVE", vassalage: "EVO", pageSize: 9, delayMs: 0 },
    ]));
});

describe("search and tiles", () => {
  const games = [
    { gameName: "Fortune Tiger", nodeName: "n1" },
    { gameName: "", nodeName: "Lucky FORTUNE" },
    { gameName: "Baccarat", nodeName: "n3" },
  ];
  it("trims the name", () => expect(normaliseSearch("  tiger  ")).toBe("tiger"));
  it("filters tiles case-insensitively on the tile name", () => {
    const tiles = games.map((g) => ({ name: gameTileName(g) }));
    expect(filterByName(tiles, " fortune ").map((t) => t.name)).toEqual(["Fortune Tiger", "Lucky FORTUNE"]);
    expect(filterByName(tiles, "BACC")).toHaveLength(1);
    expect(filterByName(tiles, "   ")).toHaveLength(3);
    expect(filterByName(tiles, "poker")).toEqual([]);
  });
  it("the hot page's vendor filter keeps the chosen vendors' games; none chosen keeps all", () => {
    const games = [{ vassalage: "PG" }, { vassalage: "PP" }, { vassalage: "JDB" }, {}];
    expect(filterByVendors(games, [])).toEqual(games);
    expect(filterByVendors(games, ["PP", "JDB"])).toEqual([{ vassalage: "PP" }, { vassalage: "JDB" }]);
    expect(filterByVendors(games, ["EVO"])).toEqual([]);
  });
  it("hot badge only for isHot 1", () => {
    expect(isHotGame({ isHot: 1 })).toBe(true);
    expect(isHotGame({ isHot: 0 })).toBe(false);
  });
  it("vendor icons are -COLOR, -BLACK when selected", () => {
    expect(vendorIconFile("PG", false)).toBe("PG-COLOR.svg");
    expect(vendorIconFile("PG", true)).toBe("PG-BLACK.svg");
  });
});

describe("constants", () => {
  it("page sizes, scroll and debounce", () => {
    expect(PAGE_SIZES).toEqual({
      list: 30,
      centerList: 18,
      homePreview: 9,
      listOther: 100,
      favouritesPage: 15,
      favouritesOnHotPage: 25,
      favouritesCarousel: 100,
      favouriteIdsOnFavouritesPage: 999,
      favouriteIds: 100,
      recentPage: 15,
    });
    expect(INFINITE_SCROLL).toEqual({ thresholdPx: 300, throttleMs: 1000 });
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});

describe("launch", () => {
  it("guests play a trial where the game allows it, else log in; trial for type 4, member launch otherwise", () => {
    expect(launchKind(null, false)).toBe("login");
    expect(launchKind(null, true)).toBe("trial");
    expect(launchKind({ userName: "t", type: 4, firstTimeLogin: false }, false)).toBe("trial");
    expect(launchKind({ userName: "m", type: 0, firstTimeLogin: false }, true)).toBe("member");
    expect(launchKind({ userName: "a", type: 41, firstTimeLogin: false }, false)).toBe("member");
  });
  it("builds the launch query", () =>
    expect(launchQuery({ gameId: "g1", nodeId: "n1", merchantCode: "mc", language: "KO" })).toEqual({
      confirmTrans: "0",
      launchMode: "GLS",
      platform: "html5",
      clientType: "2",
      gameId: "g1",
      nodeId: "n1",
      accountType: "1",
      merchantCode: "mc",
      language: "KO",
      webView: "false",
    }));
});

describe("carouselSlidePosition (Swiper grid, fill row, groups of 3)", () => {
  const at = (count: number) =>
    Array.from({ length: count }, (_, i) => carouselSlidePosition(i, count, carouselLayout(count)));
  it("one row up to 3 games", () => {
    expect(at(3)).toEqual([0, 1, 2].map((column) => ({ row: 0, column })));
  });
  it("fills each 3x2 group row by row", () => {
    expect(at(6).map((p) => [p.row, p.column])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
  });
  it("narrows the last group so its rows stay even", () => {
    // 9 games: the second group holds 3, in 2 columns (6, 7 on top, 8 below).
    expect(
      at(9)
        .slice(6)
        .map((p) => [p.row, p.column]),
    ).toEqual([
      [0, 3],
      [0, 4],
      [1, 3],
    ]);
    // 12 games: two full groups.
    expect(
      at(12)
        .slice(6)
        .map((p) => [p.row, p.column]),
    ).toEqual([
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 3],
      [1, 4],
      [1, 5],
    ]);
    // 5 games: the first group keeps 3 columns.
    expect(at(5).map((p) => [p.row, p.column])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
    ]);
  });
});

describe("home category block", () => {
  const plan = [
    { vassalage: "PP" },
    { vassalage: "PG" },
    { vassalage: "JL" },
    { vassalage: "JDB" },
    { vassalage: "PP" },
    { vassalage: "EG4" },
    { vassalage: "JL" },
  ];
  it("tabs are the preview plan's vendors, each once, in plan order", () => {
    expect(homeBlockVendors(plan)).toEqual(["PP", "PG", "JL", "JDB", "EG4"]);
    expect(homeBlockVendors([])).toEqual([]);
  });
  it("selects the vendor asked for when it is a tab, else the first", () => {
    const tabs = homeBlockVendors(plan);
    expect(selectHomeVendor(tabs, "JDB")).toBe("JDB");
    expect(selectHomeVendor(tabs, "NOPE")).toBe("PP");
    expect(selectHomeVendor(tabs, "pg")).toBe("PP");
    expect(selectHomeVendor(tabs, "")).toBe("PP");
    expect(selectHomeVendor(tabs, null)).toBe("PP");
    expect(selectHomeVendor([], "PP")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { filterChips, listSearch, minBetFilter, pagesToLoad } from "~/domain/games-query";
import { readListQuery } from "~/domain/games-query-read";

const parse = (query: string) => readListQuery(new URLSearchParams(query));

describe("list query", () => {
  it("defaults to page 1 and no filters", () => {
    expect(parse("")).toEqual({ query: { page: 1, vassalage: [] }, corrected: false });
  });

  it("reads every filter, trims the name and takes vendors repeated or comma-separated", () => {
    const q = parse(
      "gameName=%20%20lucky%20tiger%20&gameType=RNG&vassalage=PP&vassalage=PG,JL&gameClassify=JP&minBet=0.05&page=3",
    );
    expect(q.corrected).toBe(false);
    expect(q.query).toEqual({
      page: 3,
      gameName: "lucky tiger",
      gameType: "RNG",
      vassalage: ["PP", "PG", "JL"],
      gameClassify: "JP",
      minBet: 0.05,
    });
  });

  it("reads the game list payload's minLine and isNew (games §7), keeps them in links, each with its chip", () => {
    const q = parse("minLine=25&isNew=1&vassalage=PG");
    expect(q).toEqual({ query: { page: 1, vassalage: ["PG"], minLine: 25, isNew: true }, corrected: false });
    expect(listSearch({ ...q.query, page: 2 })).toBe("?vassalage=PG&minLine=25&isNew=1&page=2");
    const chips = filterChips(q.query);
    expect(chips.map((c) => [c.key, c.value, c.clear])).toEqual([
      ["vassalage", "PG", "?minLine=25&isNew=1"],
      ["minLine", "25", "?vassalage=PG&isNew=1"],
      ["isNew", "1", "?vassalage=PG&minLine=25"],
    ]);
    for (const bad of ["minLine=0", "minLine=2.5", "minLine=abc", "minLine=5000", "isNew=0", "isNew=yes"])
      expect(parse(bad)).toEqual({ query: { page: 1, vassalage: [] }, corrected: true });
  });

  it("accepts exactly the spec's min-bet options: all, 0.01, 0.05, 0.1, 0.5, 0.75, 1", () => {
    for (const v of ["all", "0.01", "0.05", "0.1", "0.5", "0.75", "1"])
      expect(parse(`minBet=${v}`).corrected).toBe(false);
    for (const v of ["0.2", "2", "abc", "-1"]) expect(parse(`minBet=${v}`).corrected).toBe(true);
  });

  it.each([
    ["page=0", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=31", { page: 30 }],
    ["page=99999", { page: 30 }],
    ["gameType=CHESS&page=2", { page: 2 }],
    ["gameType=NOPE", {}],
    ["gameClassify=XX&gameType=RNG", { gameType: "RNG" }],
    ["minBet=7", {}],
    ["vassalage=%3Cscript%3E", {}],
    ["vassalage=PP&vassalage=P%20P,PG", { vassalage: ["PP", "PG"] }],
    ["page=2&from=3", { page: 2 }],
    [`gameName=${"a".repeat(101)}`, { gameName: "a".repeat(100) }],
  ])("corrects %s instead of refusing it", (query, expected) => {
    expect(parse(query)).toEqual({ query: { page: 1, vassalage: [], ...expected }, corrected: true });
  });

  it("blank parameters count as absent", () => {
    expect(parse("gameName=&minBet=&vassalage=&page=")).toEqual({
      query: { page: 1, vassalage: [] },
      corrected: false,
    });
  });
});

describe("links of the list", () => {
  it("min bet 'all' means no filter", () => {
    expect(minBetFilter("all")).toBeUndefined();
    expect(minBetFilter(0.5)).toBe(0.5);
  });

  it("writes the state back, leaving out page 1 and 'all'", () => {
    expect(listSearch({ page: 1, vassalage: [], minBet: "all" })).toBe("");
    expect(listSearch({ page: 2, vassalage: ["PP", "PG"], gameName: "a b" })).toBe(
      "?vassalage=PP&vassalage=PG&gameName=a+b&page=2",
    );
  });

  it("gives each active filter a chip that clears only it and goes back to page 1", () => {
    const chips = filterChips(
      { page: 3, vassalage: ["PP", "PG"], minBet: 0.1, gameName: "gold", gameClassify: "JP" },
      { PP: "Pragmatic Play", PG: "PG Soft" },
    );
    expect(chips).toEqual([
      {
        key: "vassalage",
        value: "PP",
        label: "Pragmatic Play",
        clear: "?vassalage=PG&gameClassify=JP&minBet=0.1&gameName=gold",
      },
      {
        key: "vassalage",
        value: "PG",
        label: "PG Soft",
        clear: "?vassalage=PP&gameClassify=JP&minBet=0.1&gameName=gold",
      },
      {
        key: "gameClassify",
        value: "JP",
        label: "JP",
        clear: "?vassalage=PP&vassalage=PG&minBet=0.1&gameName=gold",
      },
      {
        key: "minBet",
        value: "0.1",
        label: "0.1",
        clear: "?vassalage=PP&vassalage=PG&gameClassify=JP&gameName=gold",
      },
      {
        key: "gameName",
        value: "gold",
        label: "gold",
        clear: "?vassalage=PP&vassalage=PG&gameClassify=JP&minBet=0.1",
      },
    ]);
    expect(filterChips({ page: 1, vassalage: [], minBet: "all" })).toEqual([]);
  });

  it("names a vendor chip as the filter does, and shows the code of a vendor it does not know", () => {
    const [known, unknown] = filterChips({ page: 1, vassalage: ["PG", "ZZ"] }, { PG: "PG Soft" });
    expect(known.label).toBe("PG Soft");
    expect(unknown.label).toBe("ZZ");
    // "toString" is no vendor: only the map's own names count.
    expect(filterChips({ page: 1, vassalage: ["toString"] }, {})[0].label).toBe("toString");
  });

  it("loads pages 1..N without JavaScript and only the asked page with it", () => {
    expect(pagesToLoad({ page: 3 })).toEqual([1, 2, 3]);
    expect(pagesToLoad({ page: 3, from: 3 })).toEqual([3]);
  });
});

describe("listCategory", () => {
  it("maps each center-list path to its category; /m/gameList reads gameType, else ALL", async () => {
    const { listCategory } = await import("~/domain/games-query");
    expect(listCategory("/m/live-games", undefined)).toBe("LIVE");
    expect(listCategory("/m/slot-games", "LIVE")).toBe("RNG");
    expect(listCategory("/m/sport-games", undefined)).toBe("SPORTS");
    expect(listCategory("/m/esport-games", undefined)).toBe("ESPORTS");
    expect(listCategory("/m/fishing-games", undefined)).toBe("FISH");
    expect(listCategory("/m/poker-games", undefined)).toBe("PVP");
    expect(listCategory("/m/gameList", "PVP")).toBe("PVP");
    expect(listCategory("/m/gameList", undefined)).toBe("ALL");
  });
});

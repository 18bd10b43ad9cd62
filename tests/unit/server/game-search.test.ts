// The game search's ranking and the typos it forgives (issue 13), on a small catalogue.
import { describe, expect, it } from "vitest";
import type { BackendGame } from "~/.server/backend/schemas/games";
import { buildGameIndex, foldTerm, gameIndexOf } from "~/.server/game-search";

const game = (gameId: number, gameName: string): BackendGame => ({
  gameId: String(gameId),
  gameName,
  nodeId: String(50_000 + gameId),
  nodeName: gameName,
  displayName: "PP",
  vassalage: "PP",
  iconUrl: `/images/games/${gameId}.svg`,
  isHot: 0,
  gameType: "RNG",
  gameClassify: null,
  minBet: 0.1,
  freeplay: false,
});

const CATALOGUE = [
  game(1, "Sweet Bonanza"),
  game(2, "Sweet Bonanza Xmas"),
  game(3, "Gates of Olympus"),
  game(4, "Café Olé"),
  game(5, "Señorita Fiesta"),
  game(6, "Candy Bonanza"),
  game(7, "Sweet Riches"),
  game(8, "Dragon Tiger"),
  game(9, "Fortune Ox"),
];
// The visitor's language (Korean) names some games differently; English names still find them.
const KOREAN = CATALOGUE.map((g) =>
  g.gameId === "8"
    ? { ...g, gameName: "드래곤 타이거" }
    : g.gameId === "9"
      ? { ...g, gameName: "포춘 옥스" }
      : g,
);

const names = (query: string, games = CATALOGUE, english = CATALOGUE) =>
  buildGameIndex(games, english)
    .search(query, 10)
    .map((g) => g.gameName);

describe("game search: the typo table", () => {
  it.each([
    ["swet bonaza", "Sweet Bonanza"],
    ["bonanza sweet", "Sweet Bonanza"],
    ["Sweet Bonanza", "Sweet Bonanza"],
    ["SWEET BONANZA", "Sweet Bonanza"],
    ["sweet bonanz", "Sweet Bonanza"],
    ["swee", "Sweet Bonanza"],
    ["gates olympos", "Gates of Olympus"],
    ["olympus", "Gates of Olympus"],
    ["cafe ole", "Café Olé"],
    ["senorita", "Señorita Fiesta"],
    ["Señorita fiesta", "Señorita Fiesta"],
    ["fortun ox", "Fortune Ox"],
    ["fotrune ox", "Fortune Ox"],
    ["dragno tiger", "Dragon Tiger"],
    ["olympsu", "Gates of Olympus"],
  ])("%j finds %j first", (query, first) => expect(names(query)[0]).toBe(first));

  it("finds nothing for a word no game is near", () => expect(names("zzzzqqq")).toEqual([]));
});

describe("game search: ranking", () => {
  it("ranks the exact name above longer names and names sharing one word", () => {
    const found = names("sweet bonanza");
    expect(found.slice(0, 2)).toEqual(["Sweet Bonanza", "Sweet Bonanza Xmas"]);
    // Every word must match when some game has them all: Candy Bonanza and Sweet Riches are left out.
    expect(found).not.toContain("Candy Bonanza");
    expect(found).not.toContain("Sweet Riches");
  });

  it("falls back to the games matching most words when none has them all", () => {
    const found = names("sweet olympus");
    expect(found).toEqual(expect.arrayContaining(["Gates of Olympus", "Sweet Bonanza", "Sweet Riches"]));
  });

  it("searches the visitor's language and English names", () => {
    expect(names("드래곤", KOREAN)[0]).toBe("드래곤 타이거");
    expect(names("dragon tigr", KOREAN)[0]).toBe("드래곤 타이거");
    expect(names("fortune ox", KOREAN)[0]).toBe("포춘 옥스");
  });

  it("keeps the limit", () => expect(buildGameIndex(CATALOGUE, CATALOGUE).search("s", 2)).toHaveLength(2));

  it("folds accents and case", () => {
    expect(foldTerm("Café")).toBe("cafe");
    expect(foldTerm("SEÑORITA")).toBe("senorita");
  });
});

describe("game search: one index per cached catalogue", () => {
  it("reuses the index while the catalogue is the same answer and rebuilds it for a refreshed one", () => {
    const first = gameIndexOf(CATALOGUE, CATALOGUE);
    expect(gameIndexOf(CATALOGUE, CATALOGUE)).toBe(first);
    const refreshed = [...CATALOGUE, game(10, "Starlight Princess")];
    const second = gameIndexOf(refreshed, refreshed);
    expect(second).not.toBe(first);
    expect(second.search("starlght", 5).map((g) => g.gameName)).toEqual(["Starlight Princess"]);
    expect(first.search("starlght", 5)).toEqual([]);
  });
});

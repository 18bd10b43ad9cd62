// The typo-forgiving game search (issue 13): minisearch over the cached per-merchant catalogue,
// with fuzzy and prefix matching, accents folded, ranked by how well a name matches, across the
// names of the visitor's language and English.
import MiniSearch from "minisearch";
import type { BackendGame } from "./backend/schemas/games";
import { gameTileName } from "~/domain/games";

/** Case and accents folded: "Café", "CAFE" and "cafe" are one term. */
export function foldTerm(term: string): string {
  return term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

type Doc = { id: string; name: string; english: string };

/**
 * Per term: a prefix matches ("bon" finds Bonanza, from the first key press) and about one edit in
 * five letters is forgiven ("swet" finds Sweet, "bonaza" Bonanza). A name in the visitor's language
 * weighs a little more than its English one.
 */
const SEARCH_OPTIONS = { prefix: true, fuzzy: 0.2, boost: { name: 1.5 } } as const;

export type GameIndex = { search(query: string, limit: number): BackendGame[] };

/**
 * The index of one catalogue (`games`, in the visitor's language) with the English names of the
 * same games (`english`, matched by game id). Every term of the query must match (in any order);
 * when no game has them all, the games matching most of them come, best first.
 */
export function buildGameIndex(games: readonly BackendGame[], english: readonly BackendGame[]): GameIndex {
  const englishNames = new Map(english.map((g) => [g.gameId, gameTileName(g)]));
  const byId = new Map(games.map((g) => [g.gameId, g]));
  const index = new MiniSearch<Doc>({
    fields: ["name", "english"],
    processTerm: foldTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(
    [...byId.values()].map((g) => {
      const name = gameTileName(g);
      const en = englishNames.get(g.gameId) ?? "";
      return { id: g.gameId, name, english: en === name ? "" : en };
    }),
  );
  return {
    search(query, limit) {
      const all = index.search(query, { combineWith: "AND" });
      const found = all.length > 0 ? all : index.search(query, { combineWith: "OR" });
      return found.slice(0, limit).map((hit) => byId.get(String(hit.id))!);
    },
  };
}

// One index per catalogue answer: the public cache hands out the same array until it refreshes the
// catalogue, and a refreshed catalogue is a new array, so the index is built again exactly then.
const indexes = new WeakMap<readonly BackendGame[], { english: readonly BackendGame[]; index: GameIndex }>();

/** The index of these catalogues, built on first use and kept while they are the cached ones. */
export function gameIndexOf(games: readonly BackendGame[], english: readonly BackendGame[]): GameIndex {
  const known = indexes.get(games);
  if (known?.english === english) return known.index;
  const index = buildGameIndex(games, english);
  indexes.set(games, { english, index });
  return index;
}

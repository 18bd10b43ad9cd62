// The typo-forgiving game search (issue 13): minisearch over the cached per-merchant catalogue,
// with fuzzy and prefix matching, accents folded, ranked by how well a name matches, across the
// names of the visitor's language and English.
import MiniSearch from "minisearch";
import type { BackendGame } from "./backend/schemas/games";
import { gameTileName } from "~/domain/games";
import { editsAllowed, wordsFitting } from "~/domain/typo-match";

/** Case and accents folded: "Café", "CAFE" and "cafe" are one term. */
export function foldTerm(term: string): string {
  return term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

type Doc = { id: string; name: string; english: string };

/**
 * Per term: a prefix matches ("bon" finds Bonanza, from the first key press), and the index is asked
 * generously (two Levenshtein edits from 4 letters, a swapped pair being two) so that every game a
 * typed word may name is a candidate; `wordsFitting` (domain/typo-match.ts) then decides which words
 * fit. A name in the visitor's language weighs a little more than its English one.
 */
const SEARCH_OPTIONS = {
  prefix: true,
  fuzzy: (term: string) => (editsAllowed(term) > 0 ? Math.max(2, editsAllowed(term)) : 0),
  maxFuzzy: 2,
  boost: { name: 1.5 },
} as const;
const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
const wordsOf = (text: string) => tokenize(text).filter(Boolean).map(foldTerm);

export type GameIndex = { search(query: string, limit: number): BackendGame[] };

/**
 * The index of one catalogue (`games`, in the visitor's language) with the English names of the
 * same games (`english`, matched by game id). Every word of the query must fit a word of the game's
 * names (in any order; one typo forgiven, typo-match.ts); when no game has them all, the games
 * fitting most of them come. Among games fitting alike, the index's score ranks them.
 */
export function buildGameIndex(games: readonly BackendGame[], english: readonly BackendGame[]): GameIndex {
  const englishNames = new Map(english.map((g) => [g.gameId, gameTileName(g)]));
  const byId = new Map(games.map((g) => [g.gameId, g]));
  const index = new MiniSearch<Doc>({
    fields: ["name", "english"],
    processTerm: foldTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  const docs = [...byId.values()].map((g) => {
    const name = gameTileName(g);
    const en = englishNames.get(g.gameId) ?? "";
    return { id: g.gameId, name, english: en === name ? "" : en };
  });
  index.addAll(docs);
  const words = new Map(docs.map((d) => [d.id, wordsOf(`${d.name} ${d.english}`)]));
  return {
    search(query, limit) {
      const typed = wordsOf(query);
      if (typed.length === 0) return [];
      const fits = index
        .search(query, { combineWith: "OR" })
        .map((hit) => ({ id: String(hit.id), fit: wordsFitting(typed, words.get(String(hit.id)) ?? []) }))
        .filter((hit) => hit.fit > 0);
      const best = Math.max(0, ...fits.map((hit) => hit.fit));
      // All the words fit some game: only those. Otherwise the ones fitting most come first.
      const found =
        best === typed.length ? fits.filter((hit) => hit.fit === best) : fits.sort((a, b) => b.fit - a.fit);
      return found.slice(0, limit).map((hit) => byId.get(hit.id)!);
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

import type { Database } from "better-sqlite3";
import type { Prng } from "./prng.ts";
import {
  CLASSIFIES,
  FISH_NAMES,
  GAME_TYPES,
  LIVE_TABLES,
  MIN_BETS,
  PVP_WORDS,
  SINGLE_GAMES,
  SLOT_WORDS,
  STRIPS,
  VENDORS,
  type GameType,
} from "./catalogue-data.ts";
import { LOTTERY_GAMES } from "./lottery-data.ts";
import { SEED_NOW, formatDateTime } from "./dates.ts";

interface GameSeed {
  name: string;
  vendor: string;
  type: GameType;
  classify: string | null;
  classifyNew: string;
  minBet: number;
  minLine: number | null;
  roomId: string | null;
  freeplay: boolean;
  lottoMode: string | null;
  code: string;
  listed: boolean;
}

const HOT_GAMES = 40;
const WINNERS = 60;

export function seedCatalogue(db: Database, prng: Prng): void {
  const category = db.prepare("INSERT INTO game_category (game_type, sequence) VALUES (?, ?)");
  GAME_TYPES.forEach((type, i) => category.run(type, i + 1));

  const vendor = db.prepare(
    "INSERT INTO vendor (code, display_name, account_type_name, color, sport_type) VALUES (?, ?, ?, ?, ?)",
  );
  VENDORS.forEach((v, i) =>
    vendor.run(v.code, v.displayName, v.code, vendorColor(i, VENDORS.length), v.sportType ?? null),
  );

  const strip = db.prepare("INSERT INTO vendor_category (game_type, vendor_code, sequence) VALUES (?, ?, ?)");
  for (const type of GAME_TYPES) STRIPS[type].forEach(([code], i) => strip.run(type, code, i + 1));

  const classify = db.prepare("INSERT INTO game_classify (code, display_name) VALUES (?, ?)");
  for (const c of CLASSIFIES) classify.run(c.code, c.displayName);

  const games = buildGames(prng);
  const hot = new Set(
    prng
      .shuffle(games.filter((g) => g.listed && ["RNG", "LIVE", "FISH", "PVP"].includes(g.type)))
      .slice(0, HOT_GAMES),
  );
  // A shuffled order, hot games first: what an operator's "sort" column usually looks like.
  const order = new Map(prng.shuffle(games).map((g, i) => [g, (hot.has(g) ? 0 : 10_000) + i]));

  const insert = db.prepare(`INSERT INTO game (game_id, game_name, node_id, node_name, vassalage, game_type,
      is_hot, game_classify, game_classify_new, min_bet, min_line, room_id, freeplay, lotto_mode, game_code,
      play_type, is_new, listed, sort_order)
    VALUES (@gameId, @name, @nodeId, @name, @vendor, @type, @isHot, @classify, @classifyNew, @minBet, @minLine,
      @roomId, @freeplay, @lottoMode, @code, @playType, @isNew, @listed, @sortOrder)`);
  games.forEach((g, i) => {
    const gameId = 1001 + i;
    insert.run({
      ...g,
      gameId,
      nodeId: String(50_000 + gameId),
      isHot: hot.has(g) ? 1 : 0,
      freeplay: g.freeplay ? 1 : 0,
      // Traditional draws are "Tradition"; quick games and everything else are "Entertainment".
      playType: g.lottoMode === "Lott" || g.lottoMode === "Elott" ? "Tradition" : "Entertainment",
      isNew: g.type === "RNG" && prng.chance(0.08) ? 1 : 0,
      listed: g.listed ? 1 : 0,
      sortOrder: order.get(g),
    });
  });

  seedWinners(db, prng);
}

type Naming = { unique(make: () => string): string; claim(name: string): string };

/** Names are unique across the catalogue, so that a search finds exactly what a test expects. */
function naming(): Naming {
  const used = new Set<string>();
  const claim = (name: string) => (used.add(name), name);
  return {
    claim,
    unique(make) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const name = make();
        if (!used.has(name)) return claim(name);
      }
      const base = make();
      for (let n = 2; ; n++) if (!used.has(`${base} ${n}`)) return claim(`${base} ${n}`);
    },
  };
}

function buildGames(prng: Prng): GameSeed[] {
  const names = naming();
  const fishNames = prng.shuffle(FISH_NAMES);
  const games: GameSeed[] = [];
  for (const type of GAME_TYPES) {
    for (const [vendor, count] of STRIPS[type]) {
      for (let i = 0; i < count; i++) {
        const game = gameOf(prng, names, fishNames, type, vendor, i);
        games.push({ ...game, code: gameCode(vendor, game.name, type) });
        if (SINGLE_GAMES[vendor]?.trial) {
          // The SPORTS vendor's trial lobby: launchable as a trial, never listed.
          const name = names.claim(`${game.name} Trial`);
          games.push({ ...game, name, freeplay: true, listed: false, code: gameCode(vendor, name, type) });
        }
      }
    }
  }
  return games;
}

/** The `index`-th game of `vendor` in category `type`. */
function gameOf(
  prng: Prng,
  names: Naming,
  fishNames: string[],
  type: GameType,
  vendor: string,
  index: number,
): Omit<GameSeed, "code"> {
  const base = { vendor, type, classify: null, minLine: null, roomId: null, lottoMode: null, listed: true };
  switch (type) {
    case "RNG":
      return {
        ...base,
        ...slot(prng, names.unique),
        minBet: prng.pick(MIN_BETS),
        freeplay: prng.chance(0.7),
      };
    case "LIVE": {
      const [table, kind] = prng.pick(LIVE_TABLES);
      const name = names.unique(
        () => `${table} ${prng.pick(["A", "B", "C", "D", "1", "2", "3", "5", "7", "8"])}`,
      );
      const roomId = `${vendor}-${prng.int(100, 999)}`;
      return { ...base, name, classifyNew: kind, roomId, minBet: prng.pick([0.5, 1]), freeplay: false };
    }
    case "FISH": {
      const name = names.unique(() => fishNames.pop() ?? `${prng.pick(SLOT_WORDS.adjectives)} Fishing`);
      return {
        ...base,
        name,
        classifyNew: "FISHING",
        minBet: prng.pick([0.01, 0.1, 0.5]),
        freeplay: prng.chance(0.6),
      };
    }
    case "PVP": {
      const name = names.unique(() => prng.pick(PVP_WORDS.bases) + prng.pick(PVP_WORDS.variants));
      return {
        ...base,
        name,
        classify: "TG",
        classifyNew: "CARD",
        minBet: prng.pick([0.1, 0.5, 1]),
        freeplay: prng.chance(0.3),
      };
    }
    case "LOTT":
    case "ELOTT": {
      const lottery = LOTTERY_GAMES[vendor as keyof typeof LOTTERY_GAMES][index];
      const name = names.claim(lottery.name);
      return {
        ...base,
        name,
        classifyNew: "LOTTERY",
        minBet: 1,
        freeplay: false,
        lottoMode: lottery.prizeMode,
      };
    }
    default: {
      const single = SINGLE_GAMES[vendor];
      return {
        ...base,
        name: names.claim(single.name),
        classifyNew: single.kind,
        minBet: 1,
        freeplay: false,
      };
    }
  }
}

/** A slot's name and classify: mostly plain slots, some jackpots, scratch cards, video poker and arcade games. */
function slot(prng: Prng, unique: (make: () => string) => string) {
  const w = SLOT_WORDS;
  const roll = prng.next();
  if (roll < 0.05) {
    return {
      name: unique(() => prng.pick(w.videoPoker) + prng.pick(w.videoPokerVariants)),
      classify: "VP",
      classifyNew: "VIDEO_POKER",
      minLine: 1,
    };
  }
  if (roll < 0.11) {
    return {
      name: unique(() => `${prng.pick(w.adjectives)} ${prng.pick(w.nouns)} Scratch`),
      classify: "SC",
      classifyNew: "SCRATCH",
      minLine: 1,
    };
  }
  if (roll < 0.19) {
    return {
      name: unique(() => `${prng.pick(w.adjectives)} ${prng.pick(w.arcade)}`),
      classify: "AC",
      classifyNew: "ARCADE",
      minLine: 1,
    };
  }
  const name = unique(() => {
    const shape = prng.int(0, 9);
    if (shape < 5) return `${prng.pick(w.adjectives)} ${prng.pick(w.nouns)}`;
    if (shape < 7) return `${prng.pick(w.nouns)} of ${prng.pick(w.places)}`;
    if (shape < 9) return `${prng.pick(w.adjectives)} ${prng.pick(w.nouns)} ${prng.pick(w.suffixes)}`;
    return prng.pick(w.stems) + prng.pick(["ville", "land", "mania", "topia"]);
  });
  const jackpot = prng.chance(0.14);
  return {
    name,
    classify: jackpot ? "JP" : null,
    classifyNew: jackpot ? "JACKPOT" : "SLOT",
    minLine: prng.pick([1, 5, 9, 10, 20, 25, 30, 40, 50, 243]),
  };
}

function gameCode(vendor: string, name: string, type: GameType): string {
  const lottery = LOTTERY_GAMES[vendor as keyof typeof LOTTERY_GAMES]?.find((g) => g.name === name);
  if (lottery) return lottery.code;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return `${vendor.toLowerCase()}_${type.toLowerCase()}_${slug}`;
}

/** Evenly spread hues (golden angle), so neighbouring vendors never share a colour. */
function vendorColor(index: number, count: number): string {
  const hue = (index * 137.508) % 360;
  const lightness = 0.36 + (0.1 * ((index * 7) % count)) / count;
  const a = 0.6 * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function seedWinners(db: Database, prng: Prng): void {
  const candidates = db
    .prepare(
      "SELECT game_id FROM game WHERE listed = 1 AND game_type IN ('RNG', 'LIVE', 'FISH', 'PVP') ORDER BY game_id",
    )
    .pluck()
    .all() as number[];
  const insert = db.prepare(
    "INSERT INTO winner (game_id, customer_name, win_amount, game_time) VALUES (?, ?, ?, ?)",
  );
  const letters = "abcdefghijklmnopqrstuvwxyz";
  for (let i = 0; i < WINNERS; i++) {
    const head = letters[prng.int(0, 25)] + letters[prng.int(0, 25)];
    const tail = String(prng.int(0, 9));
    // Log-uniform between 500 and 250,000: many modest wins, a few large ones.
    const amount = Math.round(500 * Math.pow(500, prng.next()) * 100) / 100;
    const time = new Date(SEED_NOW - prng.int(0, 3 * 24 * 60) * 60_000);
    insert.run(prng.pick(candidates), `${head}***${tail}`, amount, formatDateTime(time));
  }
}

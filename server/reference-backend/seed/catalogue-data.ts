// The fixed part of the seeded catalogue: categories, vendors, which vendor shows in which strip and
// how many games it brings, and the word lists the game names are built from.

export const GAME_TYPES = ["LIVE", "RNG", "FISH", "PVP", "SPORTS", "ESPORTS", "COCKFIGHT", "LOTT", "ELOTT"] as const;
export type GameType = (typeof GAME_TYPES)[number];

export type SportType = "sports" | "esports" | "cockfight";

export interface VendorSeed {
  code: string;
  displayName: string;
  sportType?: SportType;
}

export const VENDORS: VendorSeed[] = [
  { code: "PP", displayName: "Pragmatic Play" },
  { code: "PG", displayName: "PG Soft" },
  { code: "JL", displayName: "JILI" },
  { code: "JDB", displayName: "JDB Gaming" },
  { code: "CQ9", displayName: "CQ9 Gaming" },
  { code: "FC", displayName: "Fa Chai" },
  { code: "KA", displayName: "KA Gaming" },
  { code: "SG", displayName: "Spadegaming" },
  { code: "HB", displayName: "Habanero" },
  { code: "BGS", displayName: "BGS Slots" },
  { code: "MG", displayName: "Microgaming" },
  { code: "BNG", displayName: "Booongo" },
  { code: "RTG", displayName: "RTG Slots" },
  { code: "YGG", displayName: "Yggdrasil" },
  { code: "NLC", displayName: "Nolimit City" },
  { code: "PS", displayName: "Play Star" },
  { code: "EG4", displayName: "EG4 Live" },
  { code: "EVO", displayName: "Evolution" },
  { code: "SA", displayName: "SA Gaming" },
  { code: "DG", displayName: "Dream Gaming" },
  { code: "WM", displayName: "WM Casino" },
  { code: "AG", displayName: "Asia Gaming" },
  { code: "KY", displayName: "Kaiyuan Poker" },
  { code: "V8", displayName: "V8 Poker" },
  { code: "LEG", displayName: "Legend Poker" },
  { code: "MP", displayName: "MPoker" },
  { code: "SBO", displayName: "SBO Sports", sportType: "sports" },
  { code: "TF", displayName: "TF Gaming", sportType: "esports" },
  { code: "IA", displayName: "IA E-Sports", sportType: "esports" },
  { code: "S128", displayName: "S128 Cockfight", sportType: "cockfight" },
  { code: "SV388", displayName: "SV388", sportType: "cockfight" },
  { code: "TCG", displayName: "TCG Lottery" },
  { code: "TCG_LOTTO_VN", displayName: "TCG Lotto VN" },
];

/**
 * Each category's vendor strip in display order, with the number of games the vendor has in it.
 * RNG lists 16 vendors so that MXWIN (vendors 10 to 14: BGS, MG, BNG, RTG, YGG) is full.
 * The SPORTS strip holds one vendor of each sport type; their games sit under SPORTS, ESPORTS and
 * COCKFIGHT, so a count of 0 means "counted under its own game type".
 */
export const STRIPS: Record<GameType, [vendor: string, games: number][]> = {
  LIVE: [["PP", 14], ["EG4", 12], ["EVO", 16], ["SA", 10], ["DG", 10], ["WM", 10], ["AG", 10]],
  RNG: [
    ["PP", 70], ["PG", 45], ["JL", 40], ["JDB", 30], ["CQ9", 30], ["FC", 22], ["KA", 25], ["SG", 22],
    ["HB", 25], ["BGS", 24], ["MG", 24], ["BNG", 18], ["RTG", 16], ["YGG", 16], ["NLC", 14], ["PS", 15],
  ],
  FISH: [["JL", 8], ["JDB", 6], ["FC", 6], ["KA", 5], ["CQ9", 6]],
  PVP: [["KY", 14], ["V8", 12], ["LEG", 10], ["MP", 10]],
  SPORTS: [["SBO", 1], ["TF", 0], ["S128", 0]],
  ESPORTS: [["TF", 1], ["IA", 1]],
  COCKFIGHT: [["S128", 1], ["SV388", 1]],
  LOTT: [["TCG", 8]],
  ELOTT: [["TCG_LOTTO_VN", 10]],
};

export const CLASSIFIES = [
  { code: "JP", displayName: "Jackpot" },
  { code: "SC", displayName: "Scratch" },
  { code: "VP", displayName: "Video Poker" },
  { code: "TG", displayName: "PVP" },
  { code: "AC", displayName: "Arcade" },
] as const;

export const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75, 1] as const;

export const SLOT_WORDS = {
  adjectives: [
    "Golden", "Lucky", "Wild", "Mega", "Mystic", "Royal", "Super", "Magic", "Crazy", "Sweet", "Big",
    "Fiery", "Shining", "Diamond", "Thunder", "Jungle", "Ocean", "Pirate", "Aztec", "Dragon", "Panda",
    "Tiger", "Phoenix", "Jade", "Candy", "Cosmic", "Neon", "Samurai", "Viking", "Pharaoh's", "Buffalo",
    "Starlight", "Emerald", "Ruby", "Sakura", "Lion", "Eagle", "Frozen", "Midnight", "Sunny",
  ],
  nouns: [
    "Bonanza", "Treasure", "Riches", "Gems", "Fruits", "Kingdom", "Empire", "Wilds", "Spins", "Quest",
    "Legends", "Temple", "Gold", "Hunter", "Party", "Rush", "Blast", "Heist", "Fortune", "Reels",
    "Jewels", "Coins", "Nights", "Dynasty", "Safari", "Carnival", "Express", "Moon", "Palace", "Garden",
  ],
  places: [
    "Olympus", "the Nile", "Asgard", "Atlantis", "the Dragon", "the Sun", "Fortune", "Luck", "Persia",
    "the Pyramids", "Egypt", "the Amazon", "the Deep", "the Jade Emperor", "Thunder",
  ],
  // One-word names: "Candyland", "Spintopia".
  stems: ["Fruit", "Candy", "Gem", "Coin", "Jewel", "Reel", "Spin", "Gold", "Wild", "Lucky"],
  suffixes: ["Deluxe", "Megaways", "2", "Hold & Win", "Xmas", "Extreme", "1000", "Power Reels"],
  videoPoker: ["Jacks or Better", "Deuces Wild", "Joker Poker", "Aces and Faces", "Double Bonus Poker", "Bonus Poker"],
  videoPokerVariants: ["", " Multi-Hand", " Classic", " Deluxe", " 10 Play"],
  arcade: ["Plinko", "Mines", "Crash", "Dice", "Limbo", "Keno", "Hi-Lo", "Tower", "Wheel", "Goal"],
};

export const LIVE_TABLES: [name: string, kind: string][] = [
  ["Baccarat", "BACCARAT"], ["Speed Baccarat", "BACCARAT"], ["No Commission Baccarat", "BACCARAT"],
  ["Squeeze Baccarat", "BACCARAT"], ["Dragon Tiger", "CARD"], ["Roulette", "ROULETTE"],
  ["Auto Roulette", "ROULETTE"], ["Sic Bo", "DICE"], ["Blackjack", "CARD"], ["Fan Tan", "DICE"],
  ["Andar Bahar", "CARD"], ["Teen Patti", "CARD"], ["Bull Bull", "CARD"],
];

export const FISH_NAMES = [
  "Ocean King", "Fishing War", "Dragon Fishing", "Mega Fishing", "Happy Fishing", "Jackpot Fishing",
  "Boom Legend", "Royal Fishing", "All-star Fishing", "Bombing Fishing", "Fishing Disco", "Shark Hunter",
  "Fortune Fishing", "Golden Toad Fishing", "Monster Awaken", "Deep Sea Hunter", "Lucky Fishing",
  "Cai Shen Fishing", "Ocean Lord", "Fishing Legend", "Dinosaur Tycoon", "Mermaid Hunter",
  "Thunder Fishing", "Crab King", "Octopus Party", "Ocean Paradise", "Star Hunter", "Fishing God",
  "Poseidon's Catch", "Pirate Fishing", "Neon Fishing", "Fish Hunter 2",
];

export const PVP_WORDS = {
  bases: [
    "Texas Hold'em", "Niu Niu", "Blackjack", "Sam Gong", "Pai Gow", "Rummy", "Teen Patti", "Mahjong",
    "Zha Jin Hua", "Fight the Landlord", "Baccarat Duel", "Dragon Tiger Duel", "Three Card Poker", "Omaha",
    "Red Black", "Pusoy", "Tongits", "Domino QQ", "Capsa Susun", "Bull Fight", "Run Fast", "Banker Niu Niu",
  ],
  variants: ["", " Pro", " Rush", " Classic", " VIP"],
};

/** Games that stand alone in their vendor's strip; `trial` adds an unlisted free-play twin. */
export const SINGLE_GAMES: Record<string, { name: string; kind: string; trial?: boolean }> = {
  SBO: { name: "SBO Sportsbook", kind: "SPORTSBOOK", trial: true },
  TF: { name: "TF E-Sports", kind: "ESPORTS" },
  IA: { name: "IA E-Sports Arena", kind: "ESPORTS" },
  S128: { name: "S128 Cockfight", kind: "COCKFIGHT" },
  SV388: { name: "SV388 Cockfight Arena", kind: "COCKFIGHT" },
};

import { z } from "~/domain/zod";
import { unitsAsCents } from "./money";

// 0/1 flags arrive as numbers from our backend and as booleans from some platform builds.
const flag = z.union([z.boolean(), z.number()]).transform((v) => v === true || v === 1);

/** The Game entity (games spec §3), with the fields the screens read. */
export const game = z.object({
  gameId: z.coerce.string(),
  gameName: z.string().catch(""),
  nodeId: z.coerce.string(),
  nodeName: z.string().catch(""),
  displayName: z.string().catch(""),
  vassalage: z.string(),
  iconUrl: z.string(),
  isHot: z.coerce.number().catch(0),
  gameType: z.string(),
  gameClassify: z.string().nullish(),
  minBet: z.coerce.number().catch(0),
  freeplay: flag.catch(false),
});
export type BackendGame = z.infer<typeof game>;

export const gameList = z.object({
  games: z.array(game),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export const hotGames = z.object({ list: z.array(game) });
export const recentGames = z.object({ list: z.array(game), totalPages: z.number().int() });
export const favouriteList = z.object({
  content: z.array(game),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export const favouriteIds = z.array(z.coerce.string());

const vendorEntry = z.object({
  vassalage: z.string(),
  key: z.string(),
  displayName: z.string(),
  mobileLargeIcon: z.string(),
  gameClassify: z
    .array(z.object({ gameCount: z.number(), displayName: z.string(), key: z.string() }))
    .optional(),
  sportType: z
    .enum(["sports", "esports", "cockfight", "SPORTS", "ESPORTS", "COCKFIGHT"])
    .transform((t) => t.toUpperCase() as "SPORTS" | "ESPORTS" | "COCKFIGHT")
    .optional(),
  gameId: z.coerce.string().optional(),
  nodeId: z.coerce.string().optional(),
  telGameId: z.coerce.string().optional(),
  telNodeId: z.coerce.string().optional(),
});

export const vendorData = z.object({
  sorting: z.array(
    z.object({
      gameCategory: z.string(),
      vendorNames: z.array(z.object({ accountTypeName: z.string(), displayName: z.string() })),
    }),
  ),
  mapping: z.record(z.string(), z.array(vendorEntry)),
  display: z.record(z.string(), z.string()),
});

export const winnerBoard = z.object({
  list: z.array(
    z.object({
      vo: z.object({
        gameName: z.string(),
        customerName: z.string(),
        /** In cents once parsed (the platform answers units). */
        winAmount: unitsAsCents,
        gameTime: z.string(),
        iconUrl: z.string(),
      }),
    }),
  ),
});

export const launchAnswer = z.object({ content: z.object({ game_url: z.string().min(1) }) });

export const lotteryGame = z.object({
  gameId: z.coerce.string(),
  gameName: z.string(),
  gameCode: z.string(),
  prizeMode: z.string(),
  iconUrl: z.string(),
  nextDrawTime: z.number().nullish(),
});
export const lotteryGames = z.array(lotteryGame);
export const lotteryMenus = z.array(
  z.object({ menuId: z.number(), menuName: z.string(), prizeMode: z.string(), games: z.array(lotteryGame) }),
);
/** A lottery game's current issue (numero) and its last draw. */
export const lotteryNumeros = z.array(
  z.object({
    gameId: z.coerce.string(),
    numero: z.string(),
    lastNumero: z.string(),
    lastResult: z.string(),
  }),
);
/** The Vietnamese lottery by region. */
export const vnLotteryMenu = z.array(
  z.object({ region: z.string(), regionName: z.string(), games: z.array(lotteryGame) }),
);

/** Calls whose answer is not read. */
export const nothing = z.unknown();

/** The hosts of live tables (CBS_liveModelList): on air first, each with the table it streams from. */
export const liveModels = z.array(
  z.object({
    modelId: z.number().int(),
    name: z.string(),
    onAir: z.boolean(),
    viewers: z.number().int().min(0),
    game,
  }),
);

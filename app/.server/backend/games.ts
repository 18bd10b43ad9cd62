import { call, callRaw, type BackendCallOptions } from "./http";
import * as s from "./schemas/games";
import { launchQuery } from "~/domain/games";

export type GameListQuery = {
  gameType?: string;
  vassalage?: string[];
  gameClassify?: string;
  minBet?: number;
  gameName?: string;
  /** Games with at most this many lines (games §7 minLine); unset: any. */
  minLine?: number;
  /** New games only (games §7 isNew, sent as 1 or 0); unset: all games. */
  isNew?: boolean;
  pageNo: number;
  pageSize: number;
};

/** A member's own list (favourites, recent) narrowed to a game type and some vendors. */
export type OwnListFilter = { gameType?: string; vassalage?: string[] };

const ownListQuery = (filter: OwnListFilter) => ({
  gameType: filter.gameType,
  vassalage: filter.vassalage?.length ? filter.vassalage.join(",") : undefined,
});

export type LaunchIds = { gameId: string; nodeId: string };
export type FavouriteKey = { nodeId: string; vendor: string; gameType: string };

const WEB = { platform: "html5" };

/** The live streams page lists this many hosts. */
const LIVE_MODELS_PAGE = 20;

/** games §7: the vendor game types call sends typeId 1. */
const VENDOR_GAME_TYPE_ID = 1;

/** The game list's largest page: the catalogue is read in pages of this size. */
const CATALOGUE_PAGE_SIZE = 100;

/** Calls of the games area (spec §7, paths from platform-api-facts): lists, vendors, favourites, launch. */
export function gameCalls(options: BackendCallOptions) {
  const language = options.language;
  const pageOf = (pageNo: number, inLanguage: string) =>
    call({ ...options, language: inLanguage }, "wps/relay/GCSGAME_gameList", s.gameList, {
      query: {
        merchant: options.merchant,
        ...WEB,
        clientType: 2,
        language: inLanguage,
        pageNo,
        pageSize: CATALOGUE_PAGE_SIZE,
      },
      headers: { ModuleId: "GAMELO3" },
    });
  return {
    /** Every listed game of the merchant with its names in `inLanguage` (the search's catalogue). */
    catalogue: async (inLanguage: string = language) => {
      const first = await pageOf(1, inLanguage);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => pageOf(i + 2, inLanguage)),
      );
      return [first, ...rest].flatMap((page) => page.games);
    },
    listGames: (q: GameListQuery) =>
      call(options, "wps/relay/GCSGAME_gameList", s.gameList, {
        query: {
          merchant: options.merchant,
          ...WEB,
          clientType: 2,
          language,
          gameType: q.gameType,
          vassalage: q.vassalage?.join(","),
          gameClassify: q.gameClassify,
          minBet: q.minBet,
          minLine: q.minLine,
          isNew: q.isNew ? 1 : 0,
          gameName: q.gameName,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        },
        headers: { ModuleId: "GAMELO3" },
      }),
    hotGames: () =>
      call(options, "wps/relay/GCSGAME_hotGamesV2", s.hotGames, {
        query: { isPlatform: 2, language, ...WEB, merchantCode: options.merchant },
      }),
    recentGames: (page: number, pageSize: number, filter: OwnListFilter = {}) =>
      call(options, "wps/relay/GCS_recentGame", s.recentGames, {
        query: { page, pageSize, ...ownListQuery(filter), language, clientType: 2 },
      }),
    /** The spec's "Add recent game": a GET that records a launch (its answer is not read). */
    addRecentGame: (gameId: string) =>
      call(options, "wps/relay/GCS_addRecentGame", s.nothing, { query: { gameId } }),
    favouriteGames: (pageNo: number, pageSize: number, filter: OwnListFilter = {}) =>
      call(options, "wps/relay/MCSFE_getFavoriteGamesList", s.favouriteList, {
        query: { pageNo, pageSize, ...ownListQuery(filter), language },
      }),
    favouriteIds: (pageSize: number) =>
      call(options, "wps/relay/MCSFE_getFavoriteGames", s.favouriteIds, { query: { pageNo: 1, pageSize } }),
    addFavourite: (key: FavouriteKey) =>
      call(options, "wps/relay/MCSFE_addFavoriteGameV2", s.nothing, { method: "POST", body: key }),
    removeFavourite: (key: FavouriteKey) =>
      call(options, "wps/relay/MCSFE_removeFavoriteGameV2", s.nothing, { method: "DELETE", body: key }),
    /** The spec's "Live model list" (CBS3; its failures are not alerted): hosts of live tables. */
    liveModels: () =>
      call(options, "wps/relay/CBS_liveModelList", s.liveModels, {
        query: { language, pageSize: LIVE_MODELS_PAGE },
        headers: { ModuleId: "CBS3" },
      }),
    vendorData: () =>
      call(options, "wps/relay/GCSGAME_newGameVendor", s.vendorData, {
        query: { merchantCode: options.merchant },
      }),
    /**
     * The spec's "Vendor game types" (COMM3, typeId 1, merchant_code): vendor data too, read by the
     * left drawer's game centre (decision 0068).
     */
    vendorGameTypes: () =>
      call(options, "wps/relay/GCSGAME_getVassGameType", s.vendorData, {
        query: { typeId: VENDOR_GAME_TYPE_ID, merchant_code: options.merchant },
        headers: { ModuleId: "COMM3" },
      }),
    winnerBoard: (limitNum: number) =>
      call(options, "wps/relay/ODSFE2_getWinnerBoard", s.winnerBoard, {
        query: { gameCategory: "ALL", language, limitNum },
        headers: { ModuleId: "COMM3" },
      }),
    /** Real play (members); `lobbyUrl` is where the game's back link leads. */
    launchGame: (ids: LaunchIds, lobbyUrl: string) =>
      call(options, "wps/game/launchGame", s.launchAnswer, {
        query: { ...launchQuery({ ...ids, merchantCode: options.merchant, language }), lobbyUrl },
        headers: { ModuleId: "GAMELO3" },
      }),
    /** Trial play, with the game's trial ids. */
    launchTrialGame: (ids: LaunchIds, lobbyUrl: string) =>
      call(options, "wps/relay/GCS_gameTrialLaunch", s.launchAnswer, {
        query: { ...launchQuery({ ...ids, merchantCode: options.merchant, language }), lobbyUrl },
      }),
    /** The spec's "Lottery list": the prize mode's lottery games. */
    lotteryGames: (prizeMode: string) =>
      callRaw(options, "lgw/games", s.lotteryGames, { query: { prizeMode }, headers: { ModuleId: "COMM3" } }),
    lotteryMenus: (prizeMode: string) =>
      callRaw(options, "lgw/games/game_menus", s.lotteryMenus, {
        query: { prizeMode },
        headers: { ModuleId: "COMM3" },
      }),
    /** The spec's numero call: every lottery game's current issue and last draw (VN games included). */
    lotteryNumeros: () =>
      callRaw(options, "lgw/numeros/near", s.lotteryNumeros, { headers: { ModuleId: "COMM3" } }),
    /** The Vietnamese lottery's regions and their games. */
    vnLotteryMenu: () =>
      callRaw(options, "lgw/vn/games/game_menu", s.vnLotteryMenu, { headers: { ModuleId: "COMM3" } }),
  };
}

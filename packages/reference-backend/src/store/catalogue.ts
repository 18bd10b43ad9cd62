import type { BackendContext } from "../context.ts";

/** A game as every list answers it (the spec's Game entity). */
export interface Game {
  gameId: number;
  gameName: string;
  nodeId: string;
  nodeName: string;
  displayName: string;
  vassalage: string;
  showIcon: number;
  iconUrl: string;
  isHot: 0 | 1;
  supportPlay: number;
  gameType: string;
  gameClassify: string | null;
  gameClassifyNew: string | null;
  minBet: number;
  minLine: number | null;
  roomId: string | null;
  isGameH5: number;
  freeplay: 0 | 1;
  lottoMode: string | null;
  gameCode: string;
  playType: "Tradition" | "Entertainment";
  isNew: 0 | 1;
}

/** The icon path of game `g`, in SQL. */
export const GAME_ICON_SQL = "'/images/games/' || g.game_id || '.svg'";

// One column list for every query that answers games, so they all have the same shape.
export const GAME_SELECT = `SELECT g.game_id AS gameId, g.game_name AS gameName, g.node_id AS nodeId, g.node_name AS nodeName,
  v.display_name AS displayName, g.vassalage, g.show_icon AS showIcon, ${GAME_ICON_SQL} AS iconUrl,
  g.is_hot AS isHot, g.support_play AS supportPlay, g.game_type AS gameType, g.game_classify AS gameClassify,
  g.game_classify_new AS gameClassifyNew, g.min_bet AS minBet, g.min_line AS minLine, g.room_id AS roomId,
  g.is_game_h5 AS isGameH5, g.freeplay, g.lotto_mode AS lottoMode, g.game_code AS gameCode, g.play_type AS playType,
  g.is_new AS isNew
FROM game g JOIN vendor v ON v.code = g.vassalage`;

/** The filter of a member's own list (favourites, recent): a game type and vendors, each optional. */
export type OwnListFilter = { gameType: string | null; vendors: string[] | null };

/** The WHERE terms of an own-list filter, with `ownListParams` for its named parameters. */
export const OWN_LIST_WHERE =
  "(@gameType IS NULL OR g.game_type = @gameType) AND (@vendors IS NULL OR g.vassalage IN (SELECT value FROM json_each(@vendors)))";

export const ownListParams = (filter: OwnListFilter) => ({
  gameType: filter.gameType,
  vendors: filter.vendors ? JSON.stringify(filter.vendors) : null,
});

export const GAME_ORDER = "ORDER BY g.sort_order, g.game_id";

export interface GameFilter {
  gameName?: string;
  gameType?: string;
  vassalage?: string[];
  gameClassify?: string;
  minBet?: number;
  minLine?: number;
  isNew?: boolean;
  hotOnly?: boolean;
  excludeTypes?: string[];
}

/** The WHERE clause of a filter; its shape (not its values) decides the SQL text, so statements cache well. */
export function gameWhere(filter: GameFilter): { where: string; params: unknown[] } {
  const clauses = ["g.listed = 1"];
  const params: unknown[] = [];
  if (filter.gameName) {
    clauses.push("instr(lower(g.game_name), lower(?)) > 0");
    params.push(filter.gameName);
  }
  if (filter.gameType) {
    clauses.push("g.game_type = ?");
    params.push(filter.gameType);
  }
  if (filter.vassalage?.length) {
    // One SQL text whatever the list's length: the list goes in as one JSON parameter.
    clauses.push("g.vassalage IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filter.vassalage));
  }
  if (filter.gameClassify) {
    clauses.push("g.game_classify = ?");
    params.push(filter.gameClassify);
  }
  if (filter.minBet !== undefined) {
    clauses.push("g.min_bet <= ?");
    params.push(filter.minBet);
  }
  if (filter.minLine !== undefined) {
    clauses.push("g.min_line <= ?");
    params.push(filter.minLine);
  }
  if (filter.isNew) clauses.push("g.is_new = 1");
  if (filter.hotOnly) clauses.push("g.is_hot = 1");
  if (filter.excludeTypes?.length) {
    clauses.push("g.game_type NOT IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filter.excludeTypes));
  }
  return { where: `WHERE ${clauses.join(" AND ")}`, params };
}

/** One page of games and the total, paged by SQL. */
export function pageGames({ sql }: BackendContext, filter: GameFilter, pageNo: number, pageSize: number) {
  const { where, params } = gameWhere(filter);
  const total = sql(`SELECT count(*) FROM game g ${where}`)
    .pluck()
    .get(...params) as number;
  const games = sql(`${GAME_SELECT} ${where} ${GAME_ORDER} LIMIT ? OFFSET ?`).all(
    ...params,
    pageSize,
    (pageNo - 1) * pageSize,
  ) as Game[];
  return { games, total };
}

export function listGames({ sql }: BackendContext, filter: GameFilter): Game[] {
  const { where, params } = gameWhere(filter);
  return sql(`${GAME_SELECT} ${where} ${GAME_ORDER}`).all(...params) as Game[];
}

import type { BackendContext } from "../context.ts";
import { GAME_SELECT, OWN_LIST_WHERE, ownListParams, type Game, type OwnListFilter } from "./catalogue.ts";

/** Records that the member played the game now (moves it to the front of the recent list). */
export function recordRecentGame(
  { sql }: BackendContext,
  memberId: number,
  gameId: number,
  now = Date.now(),
): void {
  sql(
    `INSERT INTO recent_games (member_id, game_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = excluded.played_at`,
  ).run(memberId, gameId, now);
}

/** One page of the member's recent games, most recent first. */
export function recentPage(
  { sql }: BackendContext,
  memberId: number,
  filter: OwnListFilter,
  page: number,
  pageSize: number,
) {
  const join = "JOIN recent_games r ON r.game_id = g.game_id";
  const where = `WHERE r.member_id = @memberId AND ${OWN_LIST_WHERE}`;
  const params = { memberId, ...ownListParams(filter) };
  const total = sql(`SELECT count(*) FROM game g ${join} ${where}`).pluck().get(params) as number;
  const list = sql(
    `${GAME_SELECT} ${join} ${where} ORDER BY r.played_at DESC, g.game_id LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit: pageSize, offset: (page - 1) * pageSize }) as Game[];
  return { list, totalPages: Math.ceil(total / pageSize) };
}

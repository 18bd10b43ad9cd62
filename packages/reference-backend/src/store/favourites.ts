import type { BackendContext } from "../context.ts";
import { GAME_SELECT, OWN_LIST_WHERE, ownListParams, type Game, type OwnListFilter } from "./catalogue.ts";

// The favourites page never shows lottery games (they have their own pages), like the hot list.
const NOT_ON_FAVOURITES = "g.game_type NOT IN ('LOTT', 'ELOTT')";

/** One page of the member's favourite games, newest first, optionally of one game type and some vendors. */
export function favouritePage(
  { sql }: BackendContext,
  memberId: number,
  filter: OwnListFilter,
  pageNo: number,
  pageSize: number,
) {
  const where = `WHERE f.member_id = @memberId AND ${OWN_LIST_WHERE} AND ${NOT_ON_FAVOURITES}`;
  const join = "JOIN favourites f ON f.node_id = g.node_id";
  const params = { memberId, ...ownListParams(filter) };
  const total = sql(`SELECT count(*) FROM game g ${join} ${where}`).pluck().get(params) as number;
  const content = sql(
    `${GAME_SELECT} ${join} ${where} ORDER BY f.created_at DESC, g.game_id LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit: pageSize, offset: (pageNo - 1) * pageSize }) as Game[];
  return { content, pageNum: pageNo, totalPages: Math.ceil(total / pageSize) };
}

/** The member's favourite node ids, newest first. */
export function favouriteIds(
  { sql }: BackendContext,
  memberId: number,
  pageNo: number,
  pageSize: number,
): string[] {
  return sql(
    "SELECT node_id FROM favourites WHERE member_id = ? ORDER BY created_at DESC, node_id LIMIT ? OFFSET ?",
  )
    .pluck()
    .all(memberId, pageSize, (pageNo - 1) * pageSize) as string[];
}

/** The listed game of a node id and vendor, or undefined. */
export function gameOfNode({ sql }: BackendContext, nodeId: string, vendor: string) {
  return sql(
    "SELECT game_id AS gameId, game_type AS gameType FROM game WHERE node_id = ? AND vassalage = ? AND listed = 1",
  ).get(nodeId, vendor) as { gameId: number; gameType: string } | undefined;
}

/** Adding twice keeps the first time (and so the order). */
export function addFavourite(
  { sql }: BackendContext,
  memberId: number,
  nodeId: string,
  now = Date.now(),
): void {
  sql("INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)").run(
    memberId,
    nodeId,
    now,
  );
}

export function removeFavourite({ sql }: BackendContext, memberId: number, nodeId: string): void {
  sql("DELETE FROM favourites WHERE member_id = ? AND node_id = ?").run(memberId, nodeId);
}

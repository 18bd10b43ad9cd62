// Lottery screens (games §2 /m/lottery, §7 numero and VN lottery calls).

/** The numbers of a draw result as the backend writes it ("4,9,7,5,6"); blanks are no numbers. */
export function drawNumbers(result: string): string[] {
  return result
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "");
}

/** A group of the lottery page: a menu of the backend's, or (name null) the games in no menu. */
export type LotteryGroup<G> = { id: string; name: string | null; games: G[] };

/**
 * The lottery page's groups (games §7 "Lottery list, lottery menu"): the lottery list is the prize
 * mode's games, the menus group them. Each menu with games, in order, then the list's games that no
 * menu holds, as one group without a name of its own; without the menus (their call failed) the
 * whole list is that one group.
 */
export function lotteryGroups<G extends { gameId: string }>(
  list: readonly G[],
  menus: readonly { menuId: number; menuName: string; games: readonly G[] }[] | null,
): LotteryGroup<G>[] {
  const grouped = (menus ?? [])
    .filter((m) => m.games.length > 0)
    .map((m): LotteryGroup<G> => ({ id: String(m.menuId), name: m.menuName, games: [...m.games] }));
  const inMenus = new Set(grouped.flatMap((g) => g.games.map((game) => game.gameId)));
  const rest = list.filter((game) => !inMenus.has(game.gameId));
  return rest.length > 0 ? [...grouped, { id: "other", name: null, games: rest }] : grouped;
}

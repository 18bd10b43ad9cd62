import type { Database } from "better-sqlite3";
import type { Prng } from "./prng.ts";
import { LOTTERY_GAMES, LOTTERY_MENUS } from "./lottery-data.ts";

export function seedLottery(db: Database, prng: Prng): void {
  const menu = db.prepare("INSERT INTO lottery_menu (id, prize_mode, name, sequence) VALUES (?, ?, ?, ?)");
  LOTTERY_MENUS.forEach((m, i) => menu.run(m.id, m.prizeMode, m.name, i + 1));

  // The schedules hang off the catalogue's LOTT and ELOTT games, found by their game codes.
  const gameId = db.prepare("SELECT game_id FROM game WHERE game_code = ?").pluck();
  const insert =
    db.prepare(`INSERT INTO lottery_game (game_id, prize_mode, menu_id, region, draw_interval_seconds,
      draw_offset_seconds, result_length, popularity) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const game of Object.values(LOTTERY_GAMES).flat()) {
    const id = gameId.get(game.code);
    if (id === undefined) throw new Error(`lottery game ${game.code} is missing from the catalogue`);
    insert.run(
      id,
      game.prizeMode,
      game.menuId,
      game.region ?? null,
      game.intervalSeconds,
      game.offsetSeconds ?? 0,
      game.resultLength,
      prng.int(100, 9_999),
    );
  }
}

// The hosts of live tables (issue 23 item 18): eight hosts on the first live tables of five vendors,
// six on air with a few hundred viewers each and two off air, so both states show.
import type { Database } from "better-sqlite3";
import type { Prng } from "./prng.ts";

const HOSTS = ["Mia", "Lena", "Hana", "Sora", "Linh", "Nicha", "Ana", "Yuna"];
const VENDORS = ["EVO", "PP", "SA", "DG", "WM"];

export function seedLiveModels(db: Database, prng: Prng): void {
  const tablesOf = db.prepare(
    "SELECT game_id FROM game WHERE game_type = 'LIVE' AND listed = 1 AND vassalage = ? ORDER BY sort_order, game_id",
  );
  const tables = VENDORS.map((vendor) => tablesOf.pluck().all(vendor) as number[]);
  const insert = db.prepare(
    "INSERT INTO live_model (name, game_id, on_air, viewers, sort_order) VALUES (?, ?, ?, ?, ?)",
  );
  // The vendors in turn, every third table of each, so the hosts spread over the lobbies.
  HOSTS.forEach((name, i) => {
    const gameId = tables[i % VENDORS.length][Math.floor(i / VENDORS.length) * 3];
    const onAir = i < HOSTS.length - 2;
    insert.run(name, gameId, onAir ? 1 : 0, onAir ? prng.int(40, 900) : 0, i + 1);
  });
}

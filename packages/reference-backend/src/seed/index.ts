import type { Database } from "better-sqlite3";
import { createPrng, type Prng } from "./prng.ts";
import { seedSite } from "./site.ts";
import { seedCatalogue } from "./catalogue.ts";
import { seedContent } from "./content.ts";
import { seedContentLanguages } from "./content-languages.ts";
import { seedLottery } from "./lottery.ts";
import { seedMembers } from "./members.ts";
import { seedCataloguePlay } from "./catalogue-play.ts";
import { seedMessages } from "./messages.ts";
import { seedPromotions } from "./promotions.ts";
import { seedAgentTeam } from "./agent-team.ts";
import { seedRedRain } from "./red-rain.ts";
import { seedPromotionLanguages } from "./promotion-languages.ts";
import { seedServiceLanguages } from "./service-languages.ts";
import { seedLiveModels } from "./live-models.ts";

export interface SeedContext {
  merchantCode: string;
}

export interface SeedArea {
  /** Recorded in seed_runs; also seeds the area's own PRNG, so adding an area never changes another's data. */
  area: string;
  run(db: Database, prng: Prng, context: SeedContext): void;
}

// In dependency order: lottery schedules point at catalogue games. New areas (members, sessions,
// favourites) append here with a migration of their own.
export const SEED_AREAS: SeedArea[] = [
  { area: "site", run: seedSite },
  { area: "catalogue", run: seedCatalogue },
  { area: "content", run: seedContent },
  { area: "lottery", run: seedLottery },
  { area: "members", run: seedMembers },
  { area: "catalogue-play", run: seedCataloguePlay },
  { area: "messages", run: seedMessages },
  { area: "promotions", run: seedPromotions },
  { area: "content-languages", run: seedContentLanguages },
  { area: "agent-team", run: (db, prng) => seedAgentTeam(db, prng) },
  { area: "red-rain", run: (db) => seedRedRain(db) },
  { area: "promotion-languages", run: seedPromotionLanguages },
  { area: "service-languages", run: (db) => seedServiceLanguages(db) },
  { area: "live-models", run: (db, prng) => seedLiveModels(db, prng) },
];

/** Seeds every area not seeded yet, each in one transaction: a fresh database gets all, an old one only the new areas. */
export function seed(db: Database, context: SeedContext, areas = SEED_AREAS): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS seed_runs (
    area TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const done = new Set(db.prepare("SELECT area FROM seed_runs").pluck().all());
  const record = db.prepare("INSERT INTO seed_runs (area) VALUES (?)");
  const seeded: string[] = [];
  for (const { area, run } of areas) {
    if (done.has(area)) continue;
    db.transaction(() => {
      run(db, createPrng(`reference-backend:${area}`), context);
      record.run(area);
    })();
    seeded.push(area);
  }
  return seeded;
}

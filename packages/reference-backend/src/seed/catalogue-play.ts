import type { Database } from "better-sqlite3";

/**
 * Launch refusals that a visitor of the demo can meet: Play Star is under maintenance and Nolimit
 * City is not offered in this region (both outside the home preview and MXWIN vendors).
 */
export function seedCataloguePlay(db: Database): void {
  db.prepare("UPDATE vendor SET maintenance = 1 WHERE code = 'PS'").run();
  db.prepare("UPDATE vendor SET region_restricted = 1 WHERE code = 'NLC'").run();
}

import Database from "better-sqlite3";
import type { Database as DatabaseType } from "better-sqlite3";
import { migrate } from "./migrate.ts";
import { seed, type SeedContext } from "./seed/index.ts";

export type Db = DatabaseType;

/** Opens (or creates) the store, brings its schema up to date and seeds the areas still empty. */
export function openDatabase(dbFile: string | undefined, context: SeedContext): Db {
  const file = dbFile && dbFile !== ":memory:" ? dbFile : ":memory:";
  const db = new Database(file);
  // WAL lets readers go on while a write is under way; it means nothing for an in-memory database.
  if (file !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  seed(db, context);
  return db;
}

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "better-sqlite3";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
// "003_content.sql" -> version 3; the number orders them, the rest of the name is for people.
const FILE_NAME = /^(\d+)_([\w-]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration file, in version order. A new area appends the next number; files never change once shipped. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => FILE_NAME.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      version: Number(match[1]),
      name: match[2],
      sql: readFileSync(`${dir}/${match[0]}`, "utf8"),
    }))
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i].version === migrations[i - 1].version) {
      throw new Error(`two migrations share version ${migrations[i].version}`);
    }
  }
  return migrations;
}

/** Applies, each in its own transaction, the migrations this database has not seen yet. */
export function migrate(db: Database, migrations = listMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const record = db.prepare("INSERT INTO schema_migrations (version, name) VALUES (?, ?)");
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
    })();
    done.push(migration.version);
  }
  return done;
}

// Its own module, so the seed can use it without importing db.ts, which runs the seed (no import circle).
import type { Database, Statement } from "better-sqlite3";

/** Prepared statements are compiled once per SQL text: the routes build a few shapes over and over. */
export function statementCache(db: Database): (sql: string) => Statement {
  const cache = new Map<string, Statement>();
  return (sql) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
}

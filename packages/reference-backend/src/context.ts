import type { Statement } from "better-sqlite3";
import type { Db } from "./db.ts";

/** What every route module gets: the store, its statement cache and the backend's options. */
export interface BackendContext {
  db: Db;
  /** A prepared statement for this SQL text, compiled once. */
  sql(text: string): Statement;
  merchantCode: string;
  operatorToken: string;
  imageCdns: string[];
  /** Where a social login may return (origins), besides loopback ones. */
  oauthRedirectOrigins: ReadonlySet<string>;
}

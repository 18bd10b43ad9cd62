import type { BackendContext } from "../context.ts";

/** A whitelabel flag is on when it and every module above it are on (a disabled module takes its children). */
export function flagOn({ sql }: BackendContext, modId: string): boolean {
  const row = sql(
    `WITH RECURSIVE chain(mod_id, parent_mod_id, enabled) AS (
       SELECT mod_id, parent_mod_id, enabled FROM whitelabel_flag WHERE mod_id = ?
       UNION ALL
       SELECT f.mod_id, f.parent_mod_id, f.enabled FROM whitelabel_flag f JOIN chain c ON f.mod_id = c.parent_mod_id
     )
     SELECT COUNT(*) AS n, MIN(enabled) AS allOn FROM chain`,
  ).get(modId) as { n: number; allOn: number | null };
  return row.n > 0 && row.allOn === 1;
}

export function settingOn({ sql }: BackendContext, key: string): boolean {
  const row = sql("SELECT value FROM site_setting WHERE key = ?").get(key) as { value: string } | undefined;
  return row !== undefined && JSON.parse(row.value) === true;
}

import type { BackendContext } from "../context.ts";

export const THROTTLE_WINDOW_MS = 15 * 60_000;

/** Events (failed logins, code requests) of `key` within the window. */
export function countEvents(context: BackendContext, key: string, now = Date.now()): number {
  const row = context
    .sql("SELECT COUNT(*) AS n FROM throttle_events WHERE key = ? AND at > ?")
    .get(key, now - THROTTLE_WINDOW_MS) as { n: number };
  return row.n;
}

/** When `key`'s latest event within the window happened, or null. */
export function lastEventAt(context: BackendContext, key: string, now = Date.now()): number | null {
  const row = context
    .sql("SELECT MAX(at) AS at FROM throttle_events WHERE key = ? AND at > ?")
    .get(key, now - THROTTLE_WINDOW_MS) as { at: number | null };
  return row.at;
}

export function recordEvent(context: BackendContext, key: string, now = Date.now()): void {
  context.sql("DELETE FROM throttle_events WHERE at <= ?").run(now - THROTTLE_WINDOW_MS);
  context.sql("INSERT INTO throttle_events (key, at) VALUES (?, ?)").run(key, now);
}

export function clearEvents(context: BackendContext, key: string): void {
  context.sql("DELETE FROM throttle_events WHERE key = ?").run(key);
}

export const accountKey = (account: string) => `account:${account.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
/** One account tried from one address: the growing delay of failed logins is kept per pair. */
export const accountAtAddressKey = (account: string, ip: string) => `${accountKey(account)}@${ip}`;

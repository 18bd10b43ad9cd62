// Seeded dates are fixed, not "now": the same database on every run.
export const SEED_NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

/** "YYYY-MM-DD HH:mm:ss" in UTC, the platform's date format. */
export function formatDateTime(date: Date | number): string {
  return new Date(date).toISOString().slice(0, 19).replace("T", " ");
}

/** SEED_NOW moved by whole days (negative = earlier). */
export function seedDay(days: number, hour = 0): string {
  return formatDateTime(SEED_NOW + days * 86_400_000 + (hour - 12) * 3_600_000);
}

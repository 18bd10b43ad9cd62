// Answers counted by status under a label (a side of the crowd, a time window, a request), and the
// verdict, for the load benches' reports (bench/crowd.ts, bench/soak.ts).

/** Per label, how many answers had each status (0: no answer at all). */
export type Tally = Map<string, Map<number, number>>;

export function count(tally: Tally, label: string, status: number) {
  const byStatus = tally.get(label) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tally.set(label, byStatus);
}

/** "200: 12, 302: 3, no answer: 1", by status. */
export const format = (byStatus: Map<number, number> | undefined) =>
  [...(byStatus ?? new Map())]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || "no answer"}: ${n}`)
    .join(", ") || "none";

/** Lists what was missed and exits 1; with nothing missed, says `passed` and exits 0. */
export function exitWithVerdict(misses: string[], passed: string): never {
  if (misses.length) {
    console.error(`\nMissed:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`\n${passed}`);
  process.exit(0);
}

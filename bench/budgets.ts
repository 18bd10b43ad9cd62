// The budgets of issue 8, as ratios to the floor measured in the same run on the same machine with
// the same number of processes, so they hold on any machine.

/** Least share of the floor's requests per second, and most multiple of the floor's p99. */
export const RATIO_BUDGETS: Record<string, { minThroughputRatio: number; maxP99Ratio?: number }> = {
  // Issue 24's targets, one process each. A guest's first visit (no cookie) is served by the guest
  // page cache (decision 0051): home 3.4x the floor's req/s, slots 5.1x, search 5.5x.
  "/m/home": { minThroughputRatio: 0.6, maxP99Ratio: 2 },
  // A returning guest (a time-zone cookie): served by the page cache per set of cookies since the
  // tenth session (decision 0051's amendment); before, rendered each time at 0.35-0.55.
  "/m/home?visit=returning": { minThroughputRatio: 0.6, maxP99Ratio: 2 },
  "/m/slot-games": { minThroughputRatio: 0.7 },
  // A typo search of the whole catalogue should cost about what a list page costs (issue 13).
  "/m/search?gameName=swet%20bonaza": { minThroughputRatio: 0.5 },
  "/m/login": { minThroughputRatio: 0.85 },
  // Signed in (VISITORS below): issue 24 asks 0.60 and p99 at most 2x.
  "/m/member/home": { minThroughputRatio: 0.6, maxP99Ratio: 2 },
  "/m/voucherCenter": { minThroughputRatio: 0.6, maxP99Ratio: 2 },
  "/m/withdraw": { minThroughputRatio: 0.6, maxP99Ratio: 2 },
  "/m/transaction/record": { minThroughputRatio: 0.6, maxP99Ratio: 2 },
  "/m/agent": { minThroughputRatio: 0.6, maxP99Ratio: 2 },
  // Met since the host's larger young generation (decision 0052): 0.72-0.74, 1.4x (docs/bench.md).
  "/m/member/team": { minThroughputRatio: 0.6, maxP99Ratio: 2 },
};

/**
 * The pages measured with a cookie, and whose: a seeded account's session (password Passw0rd!), or a
 * returning guest's (RETURNING_GUEST_COOKIE). The others are a guest's first visit, without any.
 */
export const VISITORS: Record<string, "demo_player" | "demo_agent" | "returning guest"> = {
  "/m/home?visit=returning": "returning guest",
  "/m/member/home": "demo_player",
  "/m/voucherCenter": "demo_player",
  "/m/withdraw": "demo_player",
  "/m/transaction/record": "demo_player",
  "/m/agent": "demo_agent",
  "/m/member/team": "demo_agent",
};

/** A guest who has been here before: their browser wrote its time zone (entry.client.tsx). */
export const RETURNING_GUEST_COOKIE = "tz=Asia%2FManila";

/**
 * Most gzipped HTML of a page. Home's was 15 KiB until its poker section showed nine game tiles (the
 * spec's "game tiles", issue 23 item 15) instead of four vendor tiles: 14.7 KiB became 15.2. Since
 * decision 0053 it holds its stylesheets (shell and game lists, 7.9 KiB gzip): 23 KiB.
 */
export const HTML_BUDGET_BYTES: Record<string, number> = { "/m/home": 24 * 1024 };

/** Memory is flat when RSS after the second identical pass is at most this much above the first's. */
export const MAX_RSS_GROWTH = 0.1;

export type PageResult = {
  path: string;
  app: {
    requestsPerSecond: number;
    p99Ms: number;
    failures: number;
    jsGzipBytes: number;
    htmlGzipBytes: number;
  };
  floor: { requestsPerSecond: number; p99Ms: number; failures: number; jsGzipBytes: number };
};

/**
 * Most first-load JavaScript (gzip) of a page: issue 24 asks 130 KiB, below the floor's. Form pages
 * meet it since their forms hydrate once conform's code arrives (decision 0054).
 */
const JS_BUDGET_BYTES = 130 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every budget a page misses, in words. */
export function pageMisses({ path, app, floor }: PageResult): string[] {
  const misses: string[] = [];
  const ratios = RATIO_BUDGETS[path];
  const throughputRatio = app.requestsPerSecond / floor.requestsPerSecond;
  const p99Ratio = app.p99Ms / floor.p99Ms;
  if (ratios && throughputRatio < ratios.minThroughputRatio) {
    misses.push(`${path}: req/s ${throughputRatio.toFixed(2)} of the floor's < ${ratios.minThroughputRatio}`);
  }
  if (ratios?.maxP99Ratio && p99Ratio > ratios.maxP99Ratio) {
    misses.push(`${path}: p99 ${p99Ratio.toFixed(1)}x the floor's > ${ratios.maxP99Ratio}x`);
  }
  if (app.jsGzipBytes > JS_BUDGET_BYTES) {
    misses.push(`${path}: first-load JS ${kib(app.jsGzipBytes)} > ${kib(JS_BUDGET_BYTES)}`);
  }
  const htmlBudget = HTML_BUDGET_BYTES[path];
  if (htmlBudget && app.htmlGzipBytes > htmlBudget) {
    misses.push(`${path}: HTML ${kib(app.htmlGzipBytes)} gzip > ${kib(htmlBudget)}`);
  }
  if (app.failures > 0) misses.push(`${path}: ${app.failures} failed requests (non-2xx, errors, timeouts)`);
  if (floor.failures > 0) misses.push(`${path}: the floor had ${floor.failures} failed requests`);
  return misses;
}

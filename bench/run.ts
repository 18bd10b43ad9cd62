// `npm run bench`: our pages side by side with the floor app (bench/floor), in one run, on the
// production builds, with the same number of processes. Timings live here, never in tests.
// What it measures and how to read it: docs/bench.md.
import { logInThroughBff } from "../tests/support/member";
import { startBackend, startBff } from "../tests/support/servers";
import {
  HTML_BUDGET_BYTES,
  MAX_RSS_GROWTH,
  pageMisses,
  RATIO_BUDGETS,
  RETURNING_GUEST_COOKIE,
  VISITORS,
  type PageResult,
} from "./budgets";
import { buildFloor } from "./floor/build";
import { measureLoad, CONNECTIONS, type Load } from "./load";
import { pageWeight } from "./page-weight";
import { sampleRss, startFloor, treeRssMb } from "./processes";

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARMUP_MS = Math.min(3_000, DURATION_MS);
const PATHS = process.env.BENCH_PATHS?.split(",") ?? Object.keys(RATIO_BUDGETS);
// One process each by default (issue 24): on 2 cores two each compete with the load generator and
// flatter the ratio (home 0.42 with two, 0.29 with one).
const PROCESSES = Number(process.env.WEB_CONCURRENCY) || 1;
/** The floor's one page, measured next to each of ours. */
const FLOOR_PATH = "/";
const PASSES = 2;

await buildFloor();
// What was started is stopped again, in reverse order, also when a later start fails.
const started: { close: () => Promise<unknown> }[] = [];
const stopAll = async () => {
  for (const server of started) await server.close();
};
async function start<T extends { close: () => Promise<unknown> }>(server: Promise<T>): Promise<T> {
  try {
    const running = await server;
    started.unshift(running);
    return running;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
const backend = await start(startBackend());
const bff = await start(
  startBff(backend.url, {
    statusTtlMs: 10_000,
    env: {
      WEB_CONCURRENCY: String(PROCESSES),
      ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
    },
  }),
);
const floor = await start(startFloor(PROCESSES));
// One session per account, logged in through the BFF's own form, as a browser would.
const cookies = new Map<string, string>();
for (const visitor of new Set(PATHS.map((path) => VISITORS[path]).filter(Boolean))) {
  cookies.set(
    visitor,
    visitor === "returning guest" ? RETURNING_GUEST_COOKIE : await logInThroughBff(bff.url, visitor),
  );
}
const cookieOf = (path: string) => (VISITORS[path] ? cookies.get(VISITORS[path]) : undefined);
// Where a browser lands: a record page redirects to its default days (today's dates), measured there.
const landings = new Map<string, string>();
for (const path of PATHS) {
  const cookie = cookieOf(path);
  const answer = await fetch(`${bff.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
  const location = answer.headers.get("location");
  const landing = answer.status >= 300 && answer.status < 400 && location ? new URL(location, bff.url) : null;
  landings.set(path, landing?.origin === bff.url ? `${landing.pathname}${landing.search}` : path);
}

const mb = (value: number) => Math.round(value);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

type Side = { loads: Load[]; failures: number };
const sides = new Map(
  PATHS.map((path) => [
    path,
    { app: { loads: [], failures: 0 } as Side, floor: { loads: [], failures: 0 } as Side },
  ]),
);
const rss: { label: string; appMb: number; floorMb: number }[] = [];
let appPeakMb = 0;
let floorPeakMb = 0;
const misses: string[] = [];

try {
  for (let pass = 1; pass <= PASSES; pass++) {
    for (const path of PATHS) {
      const targets = [
        { side: sides.get(path)!.floor, url: `${floor.url}${FLOOR_PATH}`, pid: floor.pid, cookie: undefined },
        {
          side: sides.get(path)!.app,
          url: `${bff.url}${landings.get(path)}`,
          pid: bff.pid,
          cookie: cookieOf(path),
        },
      ];
      // Alternate who goes first, so a drift of the shared machine weighs on both alike.
      if (pass % 2 === 0) targets.reverse();
      for (const target of targets) {
        const warmUp = await measureLoad(target.url, WARMUP_MS, target.cookie);
        target.side.failures += warmUp.failures;
        if (pass === 1 && path === PATHS[0] && target.pid === bff.pid) {
          rss.push({ label: "after warm-up", appMb: treeRssMb(bff.pid), floorMb: treeRssMb(floor.pid) });
        }
        const stopSampling = sampleRss(target.pid);
        const load = await measureLoad(target.url, DURATION_MS, target.cookie);
        const peak = stopSampling();
        if (target.pid === bff.pid) appPeakMb = Math.max(appPeakMb, peak);
        else floorPeakMb = Math.max(floorPeakMb, peak);
        target.side.loads.push(load);
        target.side.failures += load.failures;
      }
      rss.push({ label: `pass ${pass} ${path}`, appMb: treeRssMb(bff.pid), floorMb: treeRssMb(floor.pid) });
    }
  }

  const floorWeight = await pageWeight(`${floor.url}${FLOOR_PATH}`);
  const summarize = (side: Side) => ({
    requestsPerSecond:
      side.loads.reduce((n, l) => n + l.requests, 0) / side.loads.reduce((s, l) => s + l.seconds, 0),
    // The worse pass: a p99 is not an average.
    p99Ms: Math.max(...side.loads.map((l) => l.p99Ms)),
    failures: side.failures,
  });

  const results: (PageResult & {
    appCssGzipBytes: number;
    floorCssGzipBytes: number;
    appHtmlWholeGzipBytes: number;
  })[] = [];
  for (const path of PATHS) {
    const weight = await pageWeight(`${bff.url}${landings.get(path)}`, cookieOf(path));
    const { app, floor: floorSide } = sides.get(path)!;
    results.push({
      path,
      app: { ...summarize(app), jsGzipBytes: weight.jsGzipBytes, htmlGzipBytes: weight.htmlGzipBytes },
      floor: { ...summarize(floorSide), jsGzipBytes: floorWeight.jsGzipBytes },
      appCssGzipBytes: weight.cssGzipBytes,
      appHtmlWholeGzipBytes: weight.htmlWholeGzipBytes,
      floorCssGzipBytes: floorWeight.cssGzipBytes,
    });
  }

  console.log(
    `\n${PROCESSES} processes each, ${CONNECTIONS} connections, ${PASSES} passes of ${DURATION_MS / 1000} s per page and side` +
      ` (after ${WARMUP_MS / 1000} s warm-up), Accept-Encoding: gzip, Accept-Language: en; floor page ${FLOOR_PATH}\n`,
  );
  const rows = [
    [
      "page",
      "req/s app / floor",
      "p99 app / floor",
      "first-load JS gz app / floor",
      "CSS gz app / floor",
      "HTML gz sent (whole)",
      "failed",
    ],
    ...results.map((r) => [
      VISITORS[r.path] ? `${r.path} (${VISITORS[r.path]})` : r.path,
      `${Math.round(r.app.requestsPerSecond)} / ${Math.round(r.floor.requestsPerSecond)} = ${(r.app.requestsPerSecond / r.floor.requestsPerSecond).toFixed(2)}` +
        ` (≥ ${RATIO_BUDGETS[r.path]?.minThroughputRatio ?? "-"})`,
      `${r.app.p99Ms} / ${r.floor.p99Ms} ms = ${(r.app.p99Ms / r.floor.p99Ms).toFixed(1)}x` +
        (RATIO_BUDGETS[r.path]?.maxP99Ratio ? ` (≤ ${RATIO_BUDGETS[r.path].maxP99Ratio}x)` : ""),
      `${kib(r.app.jsGzipBytes)} / ${kib(r.floor.jsGzipBytes)} KiB`,
      `${kib(r.appCssGzipBytes)} / ${kib(r.floorCssGzipBytes)} KiB`,
      `${kib(r.app.htmlGzipBytes)} (${kib(r.appHtmlWholeGzipBytes)}) KiB` +
        (HTML_BUDGET_BYTES[r.path] ? ` (≤ ${kib(HTML_BUDGET_BYTES[r.path])})` : ""),
      `${r.app.failures} / ${r.floor.failures}`,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));

  console.log(`\nRSS of all processes (MiB), app / floor:`);
  for (const sample of rss)
    console.log(`  ${sample.label.padEnd(28)} ${mb(sample.appMb)} / ${mb(sample.floorMb)}`);
  console.log(`  ${"peak while loaded".padEnd(28)} ${mb(appPeakMb)} / ${mb(floorPeakMb)}`);
  // The same pages under the same load twice: what the second pass adds is what a leak looks like.
  const endOf = (pass: number) => rss.filter((s) => s.label.startsWith(`pass ${pass} `)).at(-1)!.appMb;
  const growth = endOf(PASSES) / endOf(1) - 1;
  const flat = growth <= MAX_RSS_GROWTH;
  console.log(
    `  app after pass ${PASSES} vs pass 1: ${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%` +
      ` (flat when ≤ +${MAX_RSS_GROWTH * 100}%): ${flat ? "flat" : "GROWING"}\n`,
  );

  for (const result of results) {
    misses.push(...pageMisses(result));
    const { path, app, floor: floorSide } = result;
    const loads = sides.get(path)!;
    console.log(
      JSON.stringify({
        path,
        processes: PROCESSES,
        app: {
          ...app,
          passes: loads.app.loads,
          cssGzipBytes: result.appCssGzipBytes,
          htmlWholeGzipBytes: result.appHtmlWholeGzipBytes,
        },
        floor: { ...floorSide, passes: loads.floor.loads, cssGzipBytes: result.floorCssGzipBytes },
        throughputRatio: Number((app.requestsPerSecond / floorSide.requestsPerSecond).toFixed(3)),
        p99Ratio: Number((app.p99Ms / floorSide.p99Ms).toFixed(2)),
        appRssMb: rss.filter((s) => s.label.endsWith(` ${path}`)).map((s) => mb(s.appMb)),
      }),
    );
  }
  if (!flat) misses.push(`memory: app RSS grew ${(growth * 100).toFixed(1)}% from pass 1 to pass ${PASSES}`);
} finally {
  await stopAll();
}

if (misses.length) {
  console.error(`\nOver budget:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
  process.exit(1);
}
console.log("\nAll budgets met.");
process.exit(0);

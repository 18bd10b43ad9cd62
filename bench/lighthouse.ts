// `npm run bench:lighthouse`: Lighthouse (mobile, its default preset) on our pages of the production
// BFF, with the budgets of issue 8. On a miss it names the audits to fix. See docs/bench.md.
import { availableParallelism } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { chromiumLaunchOptions } from "../tests/support/chromium";
import { startBackend, startBff } from "../tests/support/servers";

const PATHS = process.env.BENCH_PATHS?.split(",") ?? ["/m/home", "/m/slot-games", "/m/login"];
const PROCESSES = Number(process.env.WEB_CONCURRENCY) || availableParallelism();
/**
 * Runs per page; the median run is judged, as Lighthouse's own documentation and Lighthouse CI do.
 * One run moves a lot: home gave 79 and then 97, 97, 97, 96 on the same build within a minute, the
 * first being the browser's first page (its own caches cold).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
/**
 * Each run is a first visit, as Lighthouse's command line (a new browser profile per run) and
 * PageSpeed Insights measure: Lighthouse's own reset keeps cookies, so the runs
 * after a page's first in this one browser came with the first run's cookies, and our pages then
 * link the stylesheets a first visit gets written in (decision 0053) while the cache that would hold
 * them had been cleared: a visit no visitor makes. So: Lighthouse's own list, and cookies.
 */
const FIRST_VISIT = [...defaultSettings.clearStorageTypes, "cookies" as const];
// Our Chromium flags (tests/support/chromium.ts), headless for Lighthouse.
const CHROME_FLAGS = ["--headless=new", ...chromiumLaunchOptions.args];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Audit = Result["audits"][string];

const BUDGETS = {
  performance: 98,
  accessibility: 100,
  seo: 90,
  totalBlockingTimeMs: 150,
  cumulativeLayoutShift: 0.02,
};
/** Audits that explain a long blocking time or layout shifts. */
const TBT_AUDITS = ["bootup-time", "mainthread-work-breakdown", "long-tasks", "unused-javascript"];
const CLS_AUDITS = ["layout-shifts", "unsized-images", "non-composited-animations"];

const scored = (audit: Audit) =>
  audit.score !== null && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);

/** A few rows of an audit's details table, each as the URL or element and its numbers. */
function detailLines(audit: Audit): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).slice(0, 5).map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const what = String(item.url ?? item.groupLabel ?? node?.selector ?? node?.snippet ?? item.label ?? "");
    const numbers = Object.entries(item)
      .filter(([, value]) => typeof value === "number")
      .map(([key, value]) => `${key} ${Math.round((value as number) * 1000) / 1000}`);
    return `      ${what.slice(0, 120)} ${numbers.join(", ")}`;
  });
}

function describe(audit: Audit, withDetails = false): string[] {
  const value = audit.displayValue ? ` (${audit.displayValue})` : "";
  const score = audit.score === null ? "" : ` score ${Math.round(audit.score * 100)}`;
  return [`    ${audit.id}: ${audit.title}${value}${score}`, ...(withDetails ? detailLines(audit) : [])];
}

/** The category's audits that did not pass, heaviest first. */
function failingAudits(lhr: Result, category: string): string[] {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => scored(audit) && audit.score! < 1)
    .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score! - b.audit.score!)
    .flatMap(({ audit }) => describe(audit));
}

/**
 * One Lighthouse run. A run whose trace went wrong (Lighthouse's runtimeError, e.g. NO_NAVSTART on a
 * busy machine) says "run Lighthouse again": so do we, twice at most.
 */
async function audit(url: string, port: number): Promise<Result | { error: string }> {
  let error = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
      clearStorageTypes: FIRST_VISIT,
    });
    if (!result) return { error: "Lighthouse gave no result" };
    if (!result.lhr.runtimeError) return result.lhr;
    error = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
  }
  return { error };
}

const misses: string[] = [];
const backend = await startBackend();
let bff: Awaited<ReturnType<typeof startBff>> | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  bff = await startBff(backend.url, { statusTtlMs: 10_000, env: { WEB_CONCURRENCY: String(PROCESSES) } });
  chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: CHROME_FLAGS,
  });
  console.log(`Lighthouse mobile, production BFF with ${PROCESSES} processes, median of ${RUNS} runs\n`);
  console.log("page            perf  a11y  SEO   TBT ms  CLS");
  const reports: string[] = [];
  for (const path of PATHS) {
    const url = `${bff.url}${path}`;
    await (await fetch(url)).text(); // the caches of the BFF warm, as for any visitor but the first
    const runs: Result[] = [];
    let failure = "";
    for (let run = 0; run < RUNS; run++) {
      const lhr = await audit(url, chrome.port);
      if ("error" in lhr) failure = lhr.error;
      else runs.push(lhr);
    }
    if (runs.length < RUNS) {
      console.log(`${path.padEnd(14)} ${failure}`);
      misses.push(`${path}: not measured: ${failure}`);
      continue;
    }
    const lhr = computeMedianRun(runs);
    const spread = runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100));
    const score = (category: string) => Math.round((lhr.categories[category].score ?? 0) * 100);
    const scores = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      totalBlockingTimeMs: Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0),
      cumulativeLayoutShift: Number((lhr.audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    };
    console.log(
      [path.padEnd(14), scores.performance, scores.accessibility, scores.seo, scores.totalBlockingTimeMs]
        .map((v) => String(v).padEnd(5))
        .join(" ") + `   ${scores.cumulativeLayoutShift}   (runs ${spread.join(", ")})`,
    );
    reports.push(JSON.stringify({ path, ...scores, performanceRuns: spread }));

    const pageMisses: string[] = [];
    for (const category of ["performance", "accessibility", "seo"] as const) {
      if (scores[category] < BUDGETS[category]) {
        pageMisses.push(`  ${category} ${scores[category]} < ${BUDGETS[category]}; failing audits:`);
        pageMisses.push(...failingAudits(lhr, category));
      }
    }
    if (scores.totalBlockingTimeMs >= BUDGETS.totalBlockingTimeMs) {
      pageMisses.push(
        `  TBT ${scores.totalBlockingTimeMs} ms ≥ ${BUDGETS.totalBlockingTimeMs} ms; where the time goes:`,
      );
      pageMisses.push(
        ...TBT_AUDITS.filter((id) => lhr.audits[id]).flatMap((id) => describe(lhr.audits[id], true)),
      );
    }
    if (scores.cumulativeLayoutShift >= BUDGETS.cumulativeLayoutShift) {
      pageMisses.push(
        `  CLS ${scores.cumulativeLayoutShift} ≥ ${BUDGETS.cumulativeLayoutShift}; what shifts:`,
      );
      pageMisses.push(
        ...CLS_AUDITS.filter((id) => lhr.audits[id]).flatMap((id) => describe(lhr.audits[id], true)),
      );
    }
    if (pageMisses.length) misses.push(`${path}:`, ...pageMisses);
  }
  console.log(`\n${reports.join("\n")}`);
} finally {
  chrome?.kill();
  await bff?.close();
  await backend.close();
}

if (misses.length) {
  console.error(
    `\nOver budget (perf ≥ 98, a11y 100, SEO ≥ 90, TBT < 150 ms, CLS < 0.02):\n${misses.join("\n")}`,
  );
  process.exit(1);
}
console.log("\nAll Lighthouse budgets met.");
process.exit(0);

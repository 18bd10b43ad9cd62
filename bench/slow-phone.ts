// `npm run bench:phone`: home, slots and login on a slow phone (Chromium at 400 ms RTT, 400 kbit/s
// and CPU x4), first and repeat visit, beside the floor's page in the same run (issue 24). Timings
// live here, never in tests. See docs/bench.md.
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium";
import { startBackend, startBff } from "../tests/support/servers";
import { buildFloor } from "./floor/build";
import { startFloor } from "./processes";

const PATHS = process.env.BENCH_PATHS?.split(",") ?? ["/m/home", "/m/slot-games", "/m/login"];
/** First visits per page (each in a new browser context); the median is reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Issue 24's targets for a first visit, in ms. */
const TARGETS = { firstPaint: 1200, firstGameImage: 2500, hydrated: 3500 };
const THROTTLING = { latencyMs: 400, bitsPerSecond: 400_000, cpuRate: 4 };

type Visit = { firstPaint: number; firstGameImage: number | null; hydrated: number };

/** One visit's figures, ms from the navigation's start, read in the page. */
async function measure(page: Page, url: string): Promise<Visit> {
  await page.goto(url, { waitUntil: "commit" });
  // React marks the body once hydration has claimed it (tests/e2e/fixtures.ts, waitForHydration):
  // the time is taken in the page when first seen, polling every 25 ms.
  const hydrated = await (
    await page.waitForFunction(
      () => Object.keys(document.body ?? {}).some((key) => key.startsWith("__react")) && performance.now(),
      null,
      { polling: 25, timeout: 60_000 },
    )
  ).jsonValue();
  await page.waitForLoadState("load");
  const firstGameImage = await page.evaluate(async () => {
    const image = document.querySelector<HTMLImageElement>(".game-tile__launch img");
    if (!image) return null;
    if (!image.complete) await new Promise((done) => image.addEventListener("load", done, { once: true }));
    const entry = performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined;
    return entry ? entry.responseEnd : null;
  });
  const firstPaint = await page.evaluate(() => {
    const paints = performance.getEntriesByType("paint");
    return (paints.find((p) => p.name === "first-paint") ?? paints[0])?.startTime ?? NaN;
  });
  return { firstPaint, firstGameImage, hydrated: Number(hydrated) };
}

/** A new context (a first visit: empty cache, no service worker), throttled, then a repeat visit. */
async function visits(browser: Browser, url: string): Promise<{ first: Visit; repeat: Visit }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.bitsPerSecond / 8,
      uploadThroughput: THROTTLING.bitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuRate });
    const first = await measure(page, url);
    await page.waitForLoadState("networkidle");
    const repeat = await measure(page, url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function medianVisit(list: Visit[]): Visit {
  const images = list.map((v) => v.firstGameImage).filter((v): v is number => v !== null);
  return {
    firstPaint: median(list.map((v) => v.firstPaint)),
    firstGameImage: images.length ? median(images) : null,
    hydrated: median(list.map((v) => v.hydrated)),
  };
}
async function measured(browser: Browser, url: string) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await visits(browser, url));
  return { first: medianVisit(runs.map((r) => r.first)), repeat: medianVisit(runs.map((r) => r.repeat)) };
}

await buildFloor();
const backend = await startBackend();
const bff = await startBff(backend.url, { statusTtlMs: 10_000, env: { WEB_CONCURRENCY: "1" } });
const floor = await startFloor(1);
const browser = await chromium.launch(chromiumLaunchOptions);
const misses: string[] = [];
try {
  // Each page asked once first, so the BFF's caches are warm as for any visitor but the very first.
  for (const url of [`${floor.url}/`, ...PATHS.map((path) => `${bff.url}${path}`)]) await fetch(url);
  const floorVisits = await measured(browser, `${floor.url}/`);
  const ms = (value: number | null) => (value === null || Number.isNaN(value) ? "-" : `${Math.round(value)}`);
  const rows = [["page", "visit", "first paint app / floor", "first game image app", "hydrated app / floor"]];
  for (const path of PATHS) {
    const app = await measured(browser, `${bff.url}${path}`);
    for (const visit of ["first", "repeat"] as const) {
      const a = app[visit];
      const f = floorVisits[visit];
      const target = (value: number) => (visit === "first" ? ` (≤ ${value})` : "");
      rows.push([
        path,
        visit,
        `${ms(a.firstPaint)} / ${ms(f.firstPaint)} ms${target(TARGETS.firstPaint)}`,
        `${ms(a.firstGameImage)} ms${a.firstGameImage === null ? "" : target(TARGETS.firstGameImage)}`,
        `${ms(a.hydrated)} / ${ms(f.hydrated)} ms${target(TARGETS.hydrated)}`,
      ]);
    }
    const first = app.first;
    if (first.firstPaint > TARGETS.firstPaint) misses.push(`${path}: first paint ${ms(first.firstPaint)} ms`);
    if (first.firstGameImage !== null && first.firstGameImage > TARGETS.firstGameImage)
      misses.push(`${path}: first game image ${ms(first.firstGameImage)} ms`);
    if (first.hydrated > TARGETS.hydrated) misses.push(`${path}: hydrated at ${ms(first.hydrated)} ms`);
  }
  console.log(
    `\nSlow phone: ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.bitsPerSecond / 1000} kbit/s, CPU x${THROTTLING.cpuRate};` +
      ` median of ${RUNS} runs, one process each; floor page /\n`,
  );
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
} finally {
  await browser.close();
  await floor.close();
  await bff.close();
  await backend.close();
}

if (misses.length) {
  console.error(`\nOver the first-visit targets:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
  process.exit(1);
}
console.log("\nAll first-visit targets met.");
process.exit(0);

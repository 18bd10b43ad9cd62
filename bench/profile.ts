// `npm run bench:profile -- <path> [visitor]`: where one page's server CPU goes. Starts the
// reference backend and the production BFF (one process, `--cpu-prof`), loads the page with
// autocannon (10 connections) as the visitor (an account of bench/budgets.ts's VISITORS, or the
// one the budgets name for that path), stops the BFF and prints the heaviest places by self time.
// The profiler slows the process down, so only the shares count (docs/bench.md).
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { logInThroughBff } from "../tests/support/member";
import { startBackend, startBff } from "../tests/support/servers";
import { VISITORS } from "./budgets";
import { measureLoad } from "./load";

const page = process.argv[2] ?? "/m/member/home";
const visitor = process.argv[3] ?? VISITORS[page];
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const dir = mkdtempSync(path.join(tmpdir(), "bff-profile-"));

const backend = await startBackend();
const bff = await startBff(backend.url, {
  statusTtlMs: 10_000,
  env: { LOG_LEVEL: "info", NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` },
});
let load;
try {
  const cookie = visitor ? await logInThroughBff(bff.url, visitor) : undefined;
  await measureLoad(`${bff.url}${page}`, 2_000, cookie);
  load = await measureLoad(`${bff.url}${page}`, DURATION_MS, cookie);
} finally {
  await bff.close();
  await backend.close();
}

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error(`no profile written in ${dir}`);
const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
};
// Only the samples of the measured load (the profile ends as the BFF stops, right after it): the
// start-up's module compiling and the log-in's password hashing are not the page's.
const hits = new Map<number, number>();
let at = profile.endTime - profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const from = profile.endTime - DURATION_MS * 1000 * 0.9;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  if (at >= from) hits.set(id, (hits.get(id) ?? 0) + 1);
});
let total = 0;
for (const count of hits.values()) total += count;
const byPlace = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const { id, callFrame } of profile.nodes) {
  const hitCount = hits.get(id) ?? 0;
  const url = callFrame.url.replace(/^file:\/\//, "");
  const pkg =
    url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
    (url ? path.relative(process.cwd(), url) : "(native)");
  const place = `${callFrame.functionName || "(anonymous)"} ${pkg}:${callFrame.lineNumber + 1}`;
  byPlace.set(place, (byPlace.get(place) ?? 0) + hitCount);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hitCount);
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join("\n");
console.log(`${page} as ${visitor ?? "a guest"}: ${Math.round(load.requests / load.seconds)} req/s profiled`);
console.log(`\nby file or package:\n${top(byPackage, 25)}\n\nby function:\n${top(byPlace, 40)}`);
console.log(`\nprofile: ${path.join(dir, file)}`);

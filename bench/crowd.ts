// `npm run bench:load`: the BFF (production build, one process per core) under a crowd, then with its
// backend killed and restarted under the same crowd. What it checks and how to read it: docs/bench.md.
import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import { logInThroughBff } from "../tests/support/member";
import { count, exitWithVerdict, format, type Tally } from "./answers";
import { MAX_RSS_GROWTH } from "./budgets";
import { startBackendAndBff, treeRssMb } from "./processes";

const CONNECTIONS = 50;
const STEADY_MS = Number(process.env.BENCH_STEADY_MS ?? 60_000);
const OUTAGE_RUN_MS = 40_000;
const KILL_AT_MS = 10_000;
const RESTART_AT_MS = 20_000;
const PROCESSES = Number(process.env.WEB_CONCURRENCY) || availableParallelism();
const MEMBER = { username: "demo_player", nickname: "Lucky Lee" };
const GUEST_PAGES = ["/m/home", "/m/slot-games", "/m/live-games", "/m/hot-games", "/m/notice", "/m/login"];
const MEMBER_PAGES = ["/m/member/home", "/m/home", "/m/fav-games", "/m/slot-games", "/m/set"];

/** Guests and a member, CONNECTIONS between them, each connection cycling through its pages. */
function crowd(
  url: string,
  cookie: string,
  durationMs: number,
  onAnswer: (side: string, status: number) => void,
) {
  const common = {
    url,
    duration: durationMs / 1000,
    headers: { "accept-encoding": "gzip", "accept-language": "en" },
  };
  const run = (side: string, connections: number, pages: string[], headers: Record<string, string>) => {
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          ...common,
          connections,
          requests: pages.map((page) => ({
            method: "GET",
            path: page,
            headers: { ...common.headers, ...headers },
          })),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on("response", (_client, status) => onAnswer(side, status ?? 0));
      // No answer at all (refused connection, timeout): counted as status 0.
      instance.on("reqError", () => onAnswer(side, 0));
    });
  };
  return Promise.all([
    run("guest", CONNECTIONS / 2, GUEST_PAGES, {}),
    run("member", CONNECTIONS / 2, MEMBER_PAGES, { cookie }),
  ]);
}

const servers = await startBackendAndBff(PROCESSES);
const { bff } = servers;
const misses: string[] = [];

try {
  const cookie = await logInThroughBff(bff.url, MEMBER.username);
  const memberPageWorks = async () => {
    const page = await fetch(`${bff.url}/m/member/home`, { headers: { cookie, "accept-language": "en" } });
    return page.status === 200 && (await page.text()).includes(MEMBER.nickname);
  };

  // 1. The steady crowd: no failures, memory flat.
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(treeRssMb(bff.pid)), 1000);
  const steadyTally: Tally = new Map();
  const [guests, members] = await crowd(bff.url, cookie, STEADY_MS, (side, status) =>
    count(steadyTally, side, status),
  );
  clearInterval(sampler);
  const failures = (r: autocannon.Result) => r.non2xx + r.errors + r.timeouts;
  // Memory: the mean of the second quarter (warmed up) against the last quarter's.
  const quarter = Math.max(1, Math.floor(rss.length / 4));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const warm = mean(rss.slice(quarter, 2 * quarter));
  const end = mean(rss.slice(-quarter));
  const growth = end / warm - 1;
  console.log(
    `\n${PROCESSES} BFF processes, ${CONNECTIONS} connections (${CONNECTIONS / 2} guests over ${GUEST_PAGES.join(" ")};` +
      ` ${CONNECTIONS / 2} as one member over ${MEMBER_PAGES.join(" ")}), ${STEADY_MS / 1000} s\n`,
  );
  for (const [side, result] of [
    ["guests", guests],
    ["member", members],
  ] as const) {
    console.log(
      `  ${side.padEnd(7)} ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s,` +
        ` latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms max ${result.latency.max} ms;` +
        ` non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    if (failures(result)) misses.push(`${side}: ${failures(result)} failed requests under steady load`);
  }
  console.log(
    `  answers: guests ${format(steadyTally.get("guest"))}; member ${format(steadyTally.get("member"))}`,
  );
  console.log(
    `  RSS of all BFF processes (MiB): min ${Math.round(Math.min(...rss))}, max ${Math.round(Math.max(...rss))},` +
      ` second quarter ${Math.round(warm)} -> last quarter ${Math.round(end)}` +
      ` (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%, flat when ≤ +${MAX_RSS_GROWTH * 100}%)`,
  );
  if (growth > MAX_RSS_GROWTH) misses.push(`memory grew ${(growth * 100).toFixed(1)}% under steady load`);

  // 2. The backend killed and restarted under the same crowd.
  const outage: Tally = new Map();
  let phase = "before";
  let recoveredAfterMs: number | null = null;
  let restartedAt = 0;
  const killTimer = setTimeout(() => {
    phase = "down";
    servers.backend().kill("SIGKILL");
  }, KILL_AT_MS);
  const restartTimer = setTimeout(async () => {
    await servers.restartBackend();
    restartedAt = Date.now();
    phase = "after";
  }, RESTART_AT_MS);
  await crowd(bff.url, cookie, OUTAGE_RUN_MS, (side, status) => {
    count(outage, `${phase} ${side}`, status);
    if (phase === "after" && side === "member" && status === 200 && recoveredAfterMs === null) {
      recoveredAfterMs = Date.now() - restartedAt;
    }
  });
  clearTimeout(killTimer);
  clearTimeout(restartTimer);
  console.log(
    `\nBackend killed (SIGKILL) at ${KILL_AT_MS / 1000} s, restarted at about ${RESTART_AT_MS / 1000} s` +
      ` (up again after its start-up), same crowd for ${OUTAGE_RUN_MS / 1000} s:`,
  );
  for (const window of ["before", "down", "after"]) {
    console.log(
      `  ${window.padEnd(6)} guests ${format(outage.get(`${window} guest`))}; member ${format(outage.get(`${window} member`))}`,
    );
  }
  console.log(`  first member page answered 200 ${recoveredAfterMs ?? "never"} ms after the backend was up`);
  const down = [...(outage.get("down member") ?? new Map()), ...(outage.get("down guest") ?? new Map())];
  if (!down.some(([status]) => status === 503)) misses.push("no 503 while the backend was down");
  const wrong = [...outage].flatMap(([window, byStatus]) =>
    [...byStatus]
      .filter(([status]) => status >= 500 && status !== 503)
      .map(([s, n]) => `${window} ${s}: ${n}`),
  );
  if (wrong.length) misses.push(`answers other than 503 for the outage: ${wrong.join(", ")}`);
  if (recoveredAfterMs === null) misses.push("member pages did not recover after the restart");
  const sessionKept = await memberPageWorks();
  console.log(`  the member's cookie after the restart: ${sessionKept ? "still logged in" : "LOST"}`);
  if (!sessionKept) misses.push("the member's session was lost over the restart");
} finally {
  await servers.stop();
}

exitWithVerdict(
  misses,
  "No failures under load, memory flat, 503 during the outage, recovery, session kept.",
);

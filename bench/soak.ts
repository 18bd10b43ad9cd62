// `npm run bench:soak` (issue 62): the production BFF and the reference backend, each its own
// processes, under mixed guest and member traffic for SOAK_MINUTES, the RSS of every process sampled.
// Fails on any 5xx or unanswered request, and on memory that grows by 10 % or more after the warm-up.
// What it does and how to read it: docs/bench.md.
import { availableParallelism } from "node:os";
import { logInThroughBff } from "../tests/support/member";
import { atLeast, logEntries } from "../tests/support/servers";
import { count, exitWithVerdict, format, type Tally } from "./answers";
import { MAX_RSS_GROWTH, RETURNING_GUEST_COOKIE } from "./budgets";
import { rssByProcessMb, startBackendAndBff, treeRssMb } from "./processes";
import { createVisitor, type OnAnswer, type Visitor } from "./visitor";

const MINUTE = 60_000;
const SOAK_MS = Number(process.env.SOAK_MINUTES ?? 20) * MINUTE;
const WARMUP_MS = Number(process.env.SOAK_WARMUP_MINUTES ?? 5) * MINUTE;
const SAMPLE_MS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 15) * 1000;
const GUESTS = Number(process.env.SOAK_GUESTS ?? 6);
/** Seeded accounts (password Passw0rd!): three players and the agent. */
const MEMBERS = ["demo_player", "demo_down1", "demo_down2", "demo_agent"];
// As production: one process per core unless WEB_CONCURRENCY says otherwise.
const PROCESSES = Number(process.env.WEB_CONCURRENCY) || availableParallelism();
/** The baseline is the mean RSS over this long after the warm-up; the end, over this long before the end. */
const WINDOW_MS = Math.min(MINUTE, (SOAK_MS - WARMUP_MS) / 2);
if (!(WARMUP_MS >= 0 && SOAK_MS > WARMUP_MS && SAMPLE_MS > 0 && GUESTS >= 0)) {
  throw new Error("SOAK_MINUTES must be more than SOAK_WARMUP_MINUTES; SOAK_SAMPLE_SECONDS above 0");
}

// What guests look for: some names of the catalogue, one with typos (issue 13), and then made-up ones,
// so that the search's caches meet words they never saw, as with a real crowd.
const SEARCHES = ["swet bonaza", "sakura", "fortune", "dragon", "gates", "roulette", "baccarat"];
const searchWord = (round: number) =>
  round % 2 ? SEARCHES[round % SEARCHES.length] : Math.random().toString(36).slice(2, 6);

/** One step of a visitor's round: a few pages, and the forms a person would post on them. */
type Step = (visitor: Visitor, round: number) => Promise<unknown>;

const GUEST_STEPS: Step[] = [
  (v) => v.go("/m/home"),
  (v) => v.go("/m/slot-games"),
  (v, round) => v.go(`/m/search?gameName=${encodeURIComponent(searchWord(round))}`),
  (v) => v.go("/m/live-games"),
  (v) => v.go("/m/home.data"),
  (v) => v.go("/m/hot-games"),
  (v, round) => v.go(`/m/search.data?gameName=${encodeURIComponent(searchWord(round + 1))}`),
  (v) => v.go("/m/slot-games.data"),
  (v) => v.go("/m/notice"),
  (v) => v.go("/m/login"),
];
/** A returning guest (a cookie already) also opens the site menu and switches the theme there (a cookie too). */
const RETURNING_GUEST_STEPS: Step[] = [
  ...GUEST_STEPS,
  async (v, round) =>
    v.submit(await v.go("/m/home?menu=left"), "/resources/theme", { theme: round % 2 ? "dark" : "light" }),
];

const MEMBER_STEPS: Step[] = [
  async (v) => [await v.go("/m/member/home"), await v.go("/m/member/home.data")],
  // A deposit with the page's fresh idempotency key and its first method; the order's page follows.
  async (v) => v.submit(await v.go("/m/voucherCenter"), "/m/voucherCenter", { amount: "100" }),
  // The first tile's heart: added one round, removed the next.
  async (v) => v.submit(await v.go("/m/slot-games"), "/resources/favourite"),
  async (v) => [await v.go("/m/fav-games"), await v.go("/m/home.data")],
  async (v, round) =>
    v.submit(await v.go("/m/set"), "/resources/theme", { theme: round % 2 ? "dark" : "light" }),
  // Read one message, and one announcement, while there are unread ones.
  async (v) => v.submit(await v.go("/m/webEmail"), "/m/webEmail"),
  async (v) => v.submit(await v.go("/m/notice"), "/m/notice"),
  async (v) => [await v.go("/m/transaction/record"), await v.go("/m/withdraw")],
  // Korean for one page, then English again.
  async (v) => {
    const korean = await v.submit(await v.go("/m/member/home"), "/resources/language", { language: "KO" });
    return v.submit(korean, "/resources/language", { language: "EN" });
  },
  (v) => v.go("/m/voucherCenter.data"),
];
const AGENT_STEPS: Step[] = [
  ...MEMBER_STEPS,
  async (v) => [await v.go("/m/agent"), await v.go("/m/member/team")],
];

const tally: Tally = new Map();
const failures: string[] = [];
let answers = 0;
let started = Date.now();
const minutes = (ms: number) => (ms / MINUTE).toFixed(1);
const onAnswer: OnAnswer = (side, request, status, location) => {
  answers++;
  count(tally, `${side} ${request}`, status);
  const failed =
    status === 0 || status >= 500
      ? `${status || "no answer"}`
      : side === "member" && location?.startsWith("/m/login")
        ? `sent to login (session lost)`
        : null;
  if (!failed) return;
  failures.push(`${minutes(Date.now() - started)} min: ${side} ${request}: ${failed}`);
  if (failures.length <= 20) console.error(`  FAILED ${failures.at(-1)}`);
};

/** Each visitor goes through its steps, one request after the other, until the time is up. */
async function browse(visitor: Visitor, steps: Step[], first: number, endAt: number) {
  for (let round = first; Date.now() < endAt; round++) await steps[round % steps.length](visitor, round);
}

/** One RSS sample, in MiB: each BFF process by pid, and the backend. */
type Sample = { atMs: number; bff: Map<number, number>; backend: number };
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const mb = (value: number | undefined) => (value === undefined ? "-" : String(Math.round(value)));
const percent = (growth: number) => `${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %`;

const servers = await startBackendAndBff(PROCESSES);
const { bff } = servers;
const backendPid = servers.backend().pid!;
const misses: string[] = [];

try {
  const sessions = await Promise.all(MEMBERS.map((account) => logInThroughBff(bff.url, account)));
  const pids = [...rssByProcessMb(bff.pid).keys()];
  const names = pids.map((pid, i) => (pids.length === 1 ? "BFF" : i === 0 ? "primary" : `worker ${i}`));
  const samples: Sample[] = [];
  const sample = () => {
    samples.push({
      atMs: Date.now() - started,
      bff: rssByProcessMb(bff.pid),
      backend: treeRssMb(backendPid),
    });
    const { atMs, bff: rss, backend: backendMb } = samples.at(-1)!;
    const row = [
      minutes(atMs),
      ...pids.map((pid) => mb(rss.get(pid))),
      mb([...rss.values()].reduce((a, b) => a + b, 0)),
      mb(backendMb),
      String(answers),
      String(failures.length),
    ];
    console.log(row.map((cell) => cell.padStart(10)).join(""));
  };

  console.log(
    `\nSoak: ${minutes(SOAK_MS)} min (warm-up ${minutes(WARMUP_MS)}), ${PROCESSES} BFF processes, ` +
      `${GUESTS} guests (half returning, with a cookie) and ${MEMBERS.length} members (${MEMBERS.join(", ")}), ` +
      `each one request after the other; RSS in MiB every ${SAMPLE_MS / 1000} s\n`,
  );
  const heading = ["minute", ...names, "BFF total", "backend", "answers", "failed"];
  console.log(heading.map((cell) => cell.padStart(10)).join(""));
  started = Date.now();
  const endAt = started + SOAK_MS;
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  await Promise.all([
    ...Array.from({ length: GUESTS }, (_, i) =>
      browse(
        createVisitor(bff.url, "guest", onAnswer, i % 2 ? [RETURNING_GUEST_COOKIE] : []),
        i % 2 ? RETURNING_GUEST_STEPS : GUEST_STEPS,
        i,
        endAt,
      ),
    ),
    ...sessions.map((session, i) =>
      browse(
        createVisitor(bff.url, "member", onAnswer, [session]),
        MEMBERS[i] === "demo_agent" ? AGENT_STEPS : MEMBER_STEPS,
        i * 3,
        endAt,
      ),
    ),
  ]);
  clearInterval(sampler);
  sample();

  // Answers, by request.
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\n${answers} answers in ${Math.round(seconds)} s (${(answers / seconds).toFixed(1)}/s), by request:`,
  );
  for (const [request, byStatus] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${request.padEnd(40)} ${format(byStatus)}`);
  }
  if (failures.length)
    misses.push(`${failures.length} requests failed (5xx, no answer, or a member sent to login)`);
  const errors = logEntries(bff.logs).filter((entry) => atLeast(entry, "error"));
  if (errors.length) {
    console.log(`\nThe BFF logged ${errors.length} errors; the first: ${JSON.stringify(errors[0])}`);
  }

  // Memory: the mean over the window after the warm-up against the mean over the window before the end.
  const within = (from: number, to: number) => samples.filter((s) => s.atMs >= from && s.atMs <= to);
  const base = within(WARMUP_MS, WARMUP_MS + WINDOW_MS);
  const end = within(samples.at(-1)!.atMs - WINDOW_MS, Infinity);
  console.log(
    `\nRSS growth from the warm-up (mean of ${base.length} samples from minute ${minutes(WARMUP_MS)}) ` +
      `to the end (mean of the last ${end.length}), budget < ${MAX_RSS_GROWTH * 100} %:`,
  );
  const growthOf = (label: string, value: (s: Sample) => number | undefined, budgeted: boolean) => {
    const [from, to] = [base, end].map((window) => window.map(value));
    if (!from.length || [...from, ...to].some((v) => v === undefined)) {
      console.log(`  ${label.padEnd(10)} ended during the soak`);
      if (budgeted) misses.push(`${label} ended during the soak`);
      return;
    }
    const growth = mean(to as number[]) / mean(from as number[]) - 1;
    const verdict = budgeted ? (growth < MAX_RSS_GROWTH ? "ok" : "OVER") : "(for information)";
    console.log(
      `  ${label.padEnd(10)} ${mb(mean(from as number[]))} -> ${mb(mean(to as number[]))} MiB ` +
        `${percent(growth)} ${verdict}`,
    );
    if (budgeted && growth >= MAX_RSS_GROWTH) misses.push(`${label}'s RSS grew ${percent(growth)}`);
  };
  pids.forEach((pid, i) => growthOf(names[i], (s) => s.bff.get(pid), true));
  growthOf("BFF total", (s) => [...s.bff.values()].reduce((a, b) => a + b, 0), true);
  // The reference backend stands in for the platform: its SQLite file grows with every order.
  growthOf("backend", (s) => s.backend, false);
  if (samples.some((s) => [...s.bff.keys()].some((pid) => !pids.includes(pid)))) {
    misses.push("a BFF process was started during the soak (a worker replaced)");
  }
} finally {
  await servers.stop();
}

exitWithVerdict(misses, "No 5xx, every request answered, members kept their sessions, memory within budget.");

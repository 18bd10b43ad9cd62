// A circuit breaker on the backend (issue 25, reworked in issue 62; decision 0041): once the backend
// is known to be down, calls fail at once instead of each waiting the whole timeout.
//
// "Down" is judged on a window of recent outcomes, not on a few failures in a row: a slow backend
// that still answers a third of the calls had three timeouts in a row often enough to keep the old
// breaker open nearly all the time (every member refused, issue 62). It opens only when almost every
// call of the last few seconds failed, and enough of them ended to tell. A call's outcome counts only
// in the state it began in: a success that began before the circuit opened does not close it. After
// `openMs` a few trial calls go through; several successes in a row close it, one failure opens it again.

export type BreakerState = "closed" | "open" | "half-open";

/** A call the breaker let through: tell it how the call ended (the first word counts, once). */
export type Admitted = {
  /** The backend answered (whatever the status: it is up). */
  succeeded(): void;
  /** No answer came (a timeout, a refused or reset connection). */
  failed(): void;
  /** The call ended saying nothing of the backend (cut short by its request's own deadline). */
  released(): void;
};

export type Breaker = {
  /** Lets a call go to the backend now (its outcome is told to the ticket), or null: fail it at once. */
  admit(): Admitted | null;
  state(): BreakerState;
};

export type BreakerOptions = {
  /** The window of outcomes that judges the backend while the circuit is closed. */
  windowMs?: number;
  /** Outcomes in the window below which the backend is not judged (a few calls tell nothing). */
  minCalls?: number;
  /** The share of failed calls in the window that opens the circuit. */
  failureRatio?: number;
  /** How long it stays open before trial calls go through. */
  openMs?: number;
  /** Trial calls let through at once while half-open. */
  trials?: number;
  /** Trial successes in a row that close the circuit. */
  closeAfter?: number;
  now?: () => number;
  onChange?: (state: BreakerState) => void;
};

/** The window is kept in this many slices of time, so its count is a few sums (no list of calls). */
const SLICES = 10;

export function createBreaker({
  windowMs = 5000,
  minCalls = 20,
  failureRatio = 0.95,
  openMs = 5000,
  trials = 3,
  closeAfter = 3,
  now = Date.now,
  onChange = () => {},
}: BreakerOptions = {}): Breaker {
  let state: BreakerState = "closed";
  // Bumped at each change of state: a ticket of an older one is not heard.
  let generation = 0;
  let openedAt = 0;
  let trialsOut = 0;
  let trialSuccesses = 0;
  const sliceMs = windowMs / SLICES;
  const slices = Array.from({ length: SLICES }, () => ({ at: 0, calls: 0, failures: 0 }));

  const become = (next: BreakerState) => {
    state = next;
    generation += 1;
    trialsOut = 0;
    trialSuccesses = 0;
    if (next === "open") openedAt = now();
    if (next === "closed") for (const slice of slices) Object.assign(slice, { calls: 0, failures: 0 });
    onChange(next);
  };
  /** Notes a closed-state outcome; the circuit opens when the window says the backend is down. */
  const judge = (failed: boolean) => {
    const at = Math.floor(now() / sliceMs);
    const slice = slices[at % SLICES]!;
    if (slice.at !== at) Object.assign(slice, { at, calls: 0, failures: 0 });
    slice.calls += 1;
    if (failed) slice.failures += 1;
    let calls = 0;
    let failures = 0;
    for (const s of slices) {
      if (s.at > at - SLICES) {
        calls += s.calls;
        failures += s.failures;
      }
    }
    if (calls >= minCalls && failures >= failureRatio * calls) become("open");
  };
  const ticket = (trial: boolean): Admitted => {
    const of = generation;
    let told = false;
    const tell = (outcome: "succeeded" | "failed" | "released") => {
      if (told || of !== generation) return;
      told = true;
      if (!trial) {
        if (outcome !== "released") judge(outcome === "failed");
        return;
      }
      trialsOut -= 1;
      if (outcome === "failed") become("open");
      else if (outcome === "succeeded" && ++trialSuccesses >= closeAfter) become("closed");
    };
    return {
      succeeded: () => tell("succeeded"),
      failed: () => tell("failed"),
      released: () => tell("released"),
    };
  };

  return {
    admit() {
      if (state === "closed") return ticket(false);
      if (state === "open" && now() - openedAt >= openMs) become("half-open");
      if (state === "half-open" && trialsOut < trials) {
        trialsOut += 1;
        return ticket(true);
      }
      return null;
    },
    state: () => state,
  };
}

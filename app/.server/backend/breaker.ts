// A circuit breaker on the backend (issue 25): once the backend is known to be down, calls fail at
// once instead of each waiting the whole timeout (a member page made two calls in a row and took
// 6.25 s to answer 503). It recovers by itself: after `openMs` one call is let through as a probe,
// and its success closes the circuit again.

export type BreakerState = "closed" | "open" | "half-open";

export type Breaker = {
  /** Whether a call may go to the backend now (false: fail it at once). */
  allow(): boolean;
  /** The backend answered (whatever the status: it is up). */
  succeeded(): void;
  /** No answer came (a timeout, a refused connection). */
  failed(): void;
  state(): BreakerState;
};

export function createBreaker({
  failures = 3,
  openMs = 5000,
  now = Date.now,
  onChange = () => {},
}: {
  /** Calls in a row without an answer that open the circuit. */
  failures?: number;
  /** How long it stays open before a probe is let through. */
  openMs?: number;
  now?: () => number;
  onChange?: (state: BreakerState) => void;
} = {}): Breaker {
  let state: BreakerState = "closed";
  let inARow = 0;
  let openedAt = 0;
  let probing = false;
  const become = (next: BreakerState) => {
    if (next !== state) {
      state = next;
      onChange(next);
    }
  };
  return {
    allow() {
      if (state === "closed") return true;
      if (state === "open" && now() - openedAt >= openMs) become("half-open");
      if (state === "half-open" && !probing) {
        probing = true;
        return true;
      }
      return false;
    },
    succeeded() {
      inARow = 0;
      probing = false;
      become("closed");
    },
    failed() {
      probing = false;
      inARow += 1;
      if (state === "half-open" || inARow >= failures) {
        openedAt = now();
        become("open");
      }
    },
    state: () => state,
  };
}

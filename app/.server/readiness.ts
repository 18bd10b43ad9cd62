// Readiness (GET /readyz) judged from the last known backend health, refreshed in the background
// (issue 25): a probe costs nothing and never waits on the backend, so a busy host is not taken out
// of the balancer for being slow to answer its probe. The host is unready after `failures` checks
// in a row without the backend, and at once when it starts draining (SIGTERM).

export type Readiness = {
  /** Whether the balancer should send this host traffic now. */
  ready(): boolean;
  /** Stop taking new traffic (SIGTERM): unready from now on. */
  drain(): void;
  stop(): void;
};

export function createReadiness({
  check,
  intervalMs = 2000,
  failures = 3,
}: {
  /** Whether the backend answers (the site status call). */
  check: () => Promise<boolean>;
  intervalMs?: number;
  /** Checks in a row without the backend before the host is unready. */
  failures?: number;
}): Readiness {
  let inARow = 0;
  let draining = false;
  let running = false;
  const tick = async () => {
    if (running) return; // a slow check never piles up behind itself
    running = true;
    try {
      inARow = (await check()) ? 0 : inARow + 1;
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    ready: () => !draining && inARow < failures,
    drain() {
      draining = true;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

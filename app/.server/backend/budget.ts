/**
 * One request's time for the backend (issue 62): its calls share one BACKEND_TIMEOUT_MS of waiting
 * rather than each waiting a whole one in turn (the session check, then the page's call, kept a
 * member 6.1 s with a 3 s bound). What counts is the time with at least one call out: calls made
 * together share it, calls made one after the other add up, and the host's own work between them
 * (a cold start, rendering) is not the backend's.
 */
export type BackendBudget = {
  /** How long a call beginning now may wait, in milliseconds (0 or less: the time is up). */
  left(): number;
  /** A call begins; the function returned says it ended. */
  begin(): () => void;
};

export function createBackendBudget(ms: number, now: () => number = () => performance.now()): BackendBudget {
  let spent = 0;
  let out = 0;
  let since = 0;
  return {
    left: () => ms - spent - (out > 0 ? now() - since : 0),
    begin() {
      if (out === 0) since = now();
      out += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        out -= 1;
        if (out === 0) spent += now() - since;
      };
    },
  };
}

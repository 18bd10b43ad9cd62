import { useCallback, useEffect, useRef, useState } from "react";

/** A resource route's answer later than this is not waited for (the BFF bounds its own calls sooner). */
export const RESOURCE_JSON_TIMEOUT_MS = 15_000;

/**
 * A resource route's JSON by a plain request, for what the page loads without the player asking
 * (refreshes, late lists, checks, lazy parts). Not a fetcher's load: a fetcher first imports the
 * resource route's module, and when a new document is asked for meanwhile (a link, the address bar,
 * a redirect) Firefox and WebKit cancel that import, which React Router answers by reloading the page
 * being left in place of the page asked for (decision 0059). A cancelled or failed request, or one
 * past the time bound, answers null: the caller keeps what it shows.
 */
export async function fetchResourceJson<T>(href: string, signal?: AbortSignal): Promise<T | null> {
  const bounded = new AbortController();
  const stop = () => bounded.abort();
  signal?.addEventListener("abort", stop);
  const timer = setTimeout(stop, RESOURCE_JSON_TIMEOUT_MS);
  try {
    if (signal?.aborted) return null;
    const answer = await fetch(href, { signal: bounded.signal, headers: { Accept: "application/json" } });
    return answer.ok ? ((await answer.json()) as T) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
}

/**
 * `fetchResourceJson` held by a component: `load` asks (a newer ask aborts the one on its way, and
 * leaving the page aborts both); `data` is the last answer, `failed` whether the last ask got none.
 */
export function useResourceJson<T>(): {
  data: T | undefined;
  failed: boolean;
  load: (href: string) => void;
} {
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>({
    data: undefined,
    failed: false,
  });
  const asking = useRef<AbortController | null>(null);
  useEffect(() => () => asking.current?.abort(), []);
  const load = useCallback((href: string) => {
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    void fetchResourceJson<T>(href, controller.signal).then((answer) => {
      // Superseded or unmounted: that answer is nobody's.
      if (controller.signal.aborted) return;
      setState((last) => (answer === null ? { ...last, failed: true } : { data: answer, failed: false }));
    });
  }, []);
  return { ...state, load };
}

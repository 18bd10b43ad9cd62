import { useEffect, useState } from "react";
import { lazyChunk } from "./lazy-chunk";
import type { RealityCheckData } from "./reality-check-data";
import { fetchResourceJson } from "./resource-json";

const RealityCheckDialog = lazyChunk("reality-check-dialog", () =>
  import("./reality-check-dialog").then((module) => module.default),
);

/**
 * The reality check (issue 11): time played since login and the net result, with "continue" and
 * "stop" (log out). The server renders it when it is due, so without JavaScript it shows on the first
 * page loaded after the interval; with JavaScript a timer asks for fresh facts when the interval passes.
 */
export function RealityCheck({ check }: { check: RealityCheckData }) {
  // Facts fetched when the timer ended, kept with the root data they were asked from: new root data
  // (after "continue", or a new page) starts afresh.
  const [fresh, setFresh] = useState<{ from: RealityCheckData; check: RealityCheckData } | null>(null);
  useEffect(() => {
    if (check.due) return;
    // Leaving the page (or new root data) aborts the ask.
    const leaving = new AbortController();
    const timer = setTimeout(() => {
      void fetchResourceJson<RealityCheckData | null>("/resources/reality-check", leaving.signal).then(
        (answer) => {
          if (!leaving.signal.aborted && answer?.due) setFresh({ from: check, check: answer });
        },
      );
    }, check.dueInMs);
    return () => {
      leaving.abort();
      clearTimeout(timer);
    };
  }, [check]);
  const shown = check.due ? check : fresh?.from === check ? fresh.check : null;
  return shown ? <RealityCheckDialog check={shown} /> : null;
}

import { useEffect, useState } from "react";
import { lazyChunk } from "./lazy-chunk";
import type { RealityCheckData } from "./reality-check-data";

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
    let live = true;
    const timer = setTimeout(() => {
      fetch("/resources/reality-check", { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<RealityCheckData | null>) : null))
        .then((answer) => {
          if (live && answer?.due) setFresh({ from: check, check: answer });
        })
        .catch(() => undefined);
    }, check.dueInMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [check]);
  const shown = check.due ? check : fresh?.from === check ? fresh.check : null;
  return shown ? <RealityCheckDialog check={shown} /> : null;
}

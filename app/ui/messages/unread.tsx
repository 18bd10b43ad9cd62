import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useResourceJson } from "../resource-json";
import type { RootData } from "../root-data";

type Unread = RootData["unread"];

const UnreadContext = createContext<Unread>(null);

/** The member's unread counts (null for guests and trial players). */
export function useUnread(): Unread {
  return useContext(UnreadContext);
}

/**
 * Holds the unread counts: the root data's (every document carries them), then, with JavaScript,
 * /resources/unread's after each client navigation and when the tab comes back, so badges change
 * without a reload. The server caches each count per session, so these loads are cheap. Plain
 * requests, not a fetcher's: the player never asks for them, and a fetcher's import of the resource
 * route cancelled by a new document would reload the page left in place of the page asked for.
 */
export function UnreadProvider({ initial, children }: { initial: Unread; children: React.ReactNode }) {
  const refreshed = useResourceJson<{ unread: Unread }>();
  const { pathname } = useLocation();
  // The newest of the two sources wins: the root's after it revalidated (an action such as marking a
  // notice read), the refresh's after it loaded. Adjusted during render, React's pattern for this.
  const [latest, setLatest] = useState({ initial, data: refreshed.data, counts: initial });
  if (latest.initial !== initial) setLatest({ ...latest, initial, counts: initial });
  else if (refreshed.data && latest.data !== refreshed.data)
    setLatest({ ...latest, data: refreshed.data, counts: refreshed.data.unread });
  const member = initial !== null;
  const first = useRef(true);
  // Stable across renders.
  const { load } = refreshed;

  useEffect(() => {
    if (!member) return;
    // The document's own counts are fresh: refresh from the next navigation on.
    if (first.current) {
      first.current = false;
      return;
    }
    void load("/resources/unread");
  }, [pathname, member, load]);
  useEffect(() => {
    if (!member) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void load("/resources/unread");
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [member, load]);
  return <UnreadContext.Provider value={latest.counts}>{children}</UnreadContext.Provider>;
}

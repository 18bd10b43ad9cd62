import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
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
 * without a reload. The server caches each count per session, so these loads are cheap.
 */
export function UnreadProvider({ initial, children }: { initial: Unread; children: React.ReactNode }) {
  const fetcher = useFetcher<{ unread: Unread }>({ key: "unread" });
  const { pathname } = useLocation();
  const [counts, setCounts] = useState(initial);
  const member = initial !== null;
  const first = useRef(true);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  // The root revalidated (after an action such as marking a notice read): its counts are the newest.
  useEffect(() => setCounts(initial), [initial]);
  useEffect(() => {
    if (fetcher.data) setCounts(fetcher.data.unread);
  }, [fetcher.data]);
  useEffect(() => {
    if (!member) return;
    // The document's own counts are fresh: refresh from the next navigation on.
    if (first.current) {
      first.current = false;
      return;
    }
    void load.current("/resources/unread");
  }, [pathname, member]);
  useEffect(() => {
    if (!member) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void load.current("/resources/unread");
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [member]);
  return <UnreadContext.Provider value={counts}>{children}</UnreadContext.Provider>;
}

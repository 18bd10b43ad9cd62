import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { loadingToastOf } from "~/domain/loading-toast";
import { useT } from "./use-t";

/** A post answered sooner than this shows nothing: no toast flashing by on a fast network. */
const SHOW_AFTER_MS = 150;

/**
 * While a form post is in flight (its action, then the page it leads to), "Please wait…" or
 * "Sending code…" for the spec's time at most (app/domain/loading-toast.ts); a page being loaded
 * shows a bar at the top. Without JavaScript the browser shows its own progress.
 */
export function LoadingFeedback() {
  const t = useT();
  const navigation = useNavigation();
  const method = navigation.formMethod?.toUpperCase();
  const posting = navigation.state !== "idle" && method !== undefined && method !== "GET";
  const intent = navigation.formData?.get("intent");
  const toast = posting
    ? loadingToastOf(navigation.formAction ?? "", typeof intent === "string" ? intent : null)
    : null;
  // One post is one key: its timers mark it shown, then expired (state is set by timers only).
  const key = toast ? `${navigation.formAction}|${toast.messageKey}` : null;
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [expiredKey, setExpiredKey] = useState<string | null>(null);
  useEffect(() => {
    if (!key || !toast) return;
    const show = setTimeout(() => setShownKey(key), SHOW_AFTER_MS);
    const hide = setTimeout(() => setExpiredKey(key), toast.maxMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
    // The toast follows its key; maxMs is part of what the key names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const showToast = toast !== null && shownKey === key && expiredKey !== key;
  return (
    <>
      {navigation.state === "loading" && !posting ? (
        <div className="nav-progress" aria-hidden="true" />
      ) : null}
      {/* The live region is there from the start of the post, its words from 150 ms: read out once. */}
      {toast ? (
        <div className={showToast ? "toast toast--loading" : "visually-hidden"} role="status">
          {showToast ? t(toast.messageKey) : ""}
        </div>
      ) : null}
    </>
  );
}

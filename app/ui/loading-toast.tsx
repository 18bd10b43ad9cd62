import type { CSSProperties } from "react";
import { useNavigation } from "react-router";
import { loadingToastOf, pageLoadingToastOf } from "~/domain/loading-toast";
import { PROGRESS_START_PERCENT } from "~/domain/toast";
import { LoadingToastView } from "./loading-toast-view";

/**
 * While a request is in flight, "Please wait…" or "Sending code…" for the spec's time at most
 * (app/domain/loading-toast.ts): a form post (its action, then the page it leads to), a game list on
 * its way. A page being loaded shows a bar at the top, starting at 20 % (games §9). CSS shows both
 * from 150 ms, so a fast answer shows nothing, and hides the toast when its time is up (no timers:
 * this is in every page's first-load JavaScript). Without JavaScript the browser shows its own progress.
 */
export function LoadingFeedback() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  const method = navigation.formMethod?.toUpperCase();
  if (!method || method === "GET") {
    const toast = pageLoadingToastOf(navigation.location.pathname);
    return (
      <>
        <div
          className="nav-progress"
          aria-hidden="true"
          // Drawn by script only (never in server HTML), so the style attribute meets no CSP.
          style={{ "--progress-start": PROGRESS_START_PERCENT / 100 } as CSSProperties}
        />
        {toast ? <LoadingToastView toast={toast} /> : null}
      </>
    );
  }
  const intent = navigation.formData?.get("intent");
  return (
    <LoadingToastView
      toast={loadingToastOf(navigation.formAction ?? "", typeof intent === "string" ? intent : null)}
    />
  );
}

import { useNavigation } from "react-router";
import { loadingToastOf } from "~/domain/loading-toast";
import { useT } from "./use-t";

/**
 * While a form post is in flight (its action, then the page it leads to), "Please wait…" or
 * "Sending code…" for the spec's time at most (app/domain/loading-toast.ts); a page being loaded
 * shows a bar at the top. CSS shows both from 150 ms, so a fast answer shows nothing, and hides the
 * toast when its time is up (no timers: this is in every page's first-load JavaScript). Without
 * JavaScript the browser shows its own progress.
 */
export function LoadingFeedback() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  const method = navigation.formMethod?.toUpperCase();
  if (!method || method === "GET") return <div className="nav-progress" aria-hidden="true" />;
  const intent = navigation.formData?.get("intent");
  const toast = loadingToastOf(navigation.formAction ?? "", typeof intent === "string" ? intent : null);
  return (
    // Drawn by script only (never in server HTML), so the style attribute meets no CSP.
    <div className="toast toast--loading" role="status" style={{ animationDelay: `150ms, ${toast.maxMs}ms` }}>
      {t(toast.messageKey)}
    </div>
  );
}

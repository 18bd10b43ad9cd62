import type { LoadingToast } from "~/domain/loading-toast";
import { useT } from "./use-t";

/**
 * A loading toast, shown from 150 ms until its longest time. Drawn by script only (a request in
 * flight, never in server HTML), like the progress bar, so its style attribute meets no CSP.
 */
export function LoadingToastView({ toast }: { toast: LoadingToast }) {
  const t = useT();
  return (
    <div
      className="toast toast--loading"
      role="status"
      data-max-ms={toast.maxMs}
      style={{ animationDelay: `150ms, ${toast.maxMs}ms` }}
    >
      {t(toast.messageKey)}
    </div>
  );
}

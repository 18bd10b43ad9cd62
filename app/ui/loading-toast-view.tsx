import type { LoadingToast } from "~/domain/loading-toast";
import { useT } from "./use-t";

/** A loading toast, shown from 150 ms until its longest time (drawn by script only, like the above). */
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

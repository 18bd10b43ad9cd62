import { useEffect } from "react";
import { watchMaintenanceEnd } from "./maintenance-watch";
import { useT } from "./use-t";

/** How often an open maintenance screen asks whether the site is back (maintenance-watch.ts). */
const RECHECK_MS = 30_000;
/**
 * Without script the screen reloads itself this often instead (a meta refresh in <noscript>: a
 * browser that runs script never sees it). A timed reload, but the only way back without script.
 */
const NO_SCRIPT_RELOAD_S = 60;

/** The system-status gate's full-page screens: 1 maintenance, 2 region restricted. */
export function StatusScreen({ gate, ip }: { gate: 1 | 2; ip: string }) {
  const t = useT();
  const maintenance = gate === 1;
  useEffect(
    () =>
      maintenance
        ? watchMaintenanceEnd(window.location.href, RECHECK_MS, () => window.location.reload())
        : undefined,
    [maintenance],
  );
  return (
    <main className="status-screen" data-status={gate}>
      {maintenance && (
        <noscript>
          <meta httpEquiv="refresh" content={String(NO_SCRIPT_RELOAD_S)} />
        </noscript>
      )}
      <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
        {maintenance ? (
          <path
            d="M40 6a14 14 0 0 0-13 19L6 46l12 12 21-21a14 14 0 0 0 19-13l-8 8-9-3-3-9z"
            fill="currentColor"
          />
        ) : (
          <path
            d="M32 4a28 28 0 1 0 0 56 28 28 0 0 0 0-56zm-18 28a18 18 0 0 1 28-15L17 42a18 18 0 0 1-3-10zm18 18a18 18 0 0 1-10-3l25-25a18 18 0 0 1-15 28z"
            fill="currentColor"
          />
        )}
      </svg>
      <h1>{maintenance ? t("status.maintenanceTitle") : t("status.restrictedTitle")}</h1>
      <p>{maintenance ? t("status.maintenanceBody") : t("status.restrictedBody", { ip })}</p>
      <a className="button" href="">
        {t("status.tryAgain")}
      </a>
    </main>
  );
}

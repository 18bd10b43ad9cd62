import { Link, useLocation } from "react-router";
import { withParam } from "../account/menu-href";
import { useT } from "../use-t";

/**
 * The app icon: it opens the download popup (app/ui/download-popup.tsx), which lives in the address
 * (?download=1), so it works without JavaScript.
 */
export function AppDownload() {
  const t = useT();
  const location = useLocation();
  return (
    <Link
      to={withParam(location.pathname, location.search, "download", "1")}
      className="app-icon"
      aria-label={t("games.home.appIcon")}
      preventScrollReset
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <rect x="6" y="2" width="12" height="20" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v7m-3-3l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Link>
  );
}

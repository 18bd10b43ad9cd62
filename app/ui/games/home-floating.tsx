import { Link, useLocation } from "react-router";
import { showsDownloadButton } from "~/domain/download";
import { withParam } from "../account/menu-href";
import { useRootData } from "../root-data";
import { useT } from "../use-t";
import { CustomerServiceButton } from "../customer-service";

/**
 * The app icon: it opens the download popup (app/ui/download-popup.tsx), which lives in the address
 * (?download=1), so it works without JavaScript.
 */
export function AppDownload() {
  const t = useT();
  const location = useLocation();
  const root = useRootData();
  const popup = root?.downloadPopup;
  const shown =
    root &&
    popup &&
    showsDownloadButton({
      pathname: location.pathname,
      inApp: root.isApp,
      // An installed web app is hidden by CSS (display-mode: standalone): the server cannot tell.
      installedWebApp: false,
      downloadEnabled: root.appDownloadEnabled,
      // Any of the popup's links (iOS Safari also has add to home screen, which needs none).
      hasLink: Boolean(popup.android ?? popup.ios ?? popup.profile) || (popup.isIOS && popup.isSafari),
    });
  if (!shown) return null;
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

/** Home's customer-service button (the floating entry of accounts §2), beside the app icon. */
export function HomeCustomerService() {
  const links = useRootData()?.serviceLinks ?? [];
  return <CustomerServiceButton links={links} />;
}

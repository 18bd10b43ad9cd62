import { Form, useLocation } from "react-router";
import { useT } from "./use-t";

/**
 * The download bar above the header on home paths (the spec's top banner): the brand, the app link,
 * and a close button that keeps it closed (a form, so it works without JavaScript).
 */
export function TopBanner({ downloadUrl, icon }: { downloadUrl: string; icon: string | null }) {
  const t = useT();
  const location = useLocation();
  return (
    <aside className="top-banner" aria-label={t("home.download")}>
      {/* The merchant's app icon (the AppDownloadIcon resource): the brand's name beside it says it all. */}
      {icon ? <img className="top-banner__icon" src={icon} alt="" width="28" height="28" /> : null}
      <span className="top-banner__brand">{t("app.name")}</span>
      <a className="top-banner__action" href={downloadUrl} rel="noopener noreferrer">
        {t("home.download")}
      </a>
      <Form method="post" action="/resources/download-bar">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="top-banner__close" aria-label={t("home.closeDownload")}>
          <span aria-hidden="true">×</span>
        </button>
      </Form>
    </aside>
  );
}

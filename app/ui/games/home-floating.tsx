import { useT } from "../use-t";

/** The customer-service button (the status's first service address), at the end of the sticky category menu. */
export function CustomerServiceButton({ url }: { url: string | null }) {
  const t = useT();
  if (!url) return null;
  return (
    <a
      href={url}
      className="cs-button"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("games.home.customerService")}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M4 13v-2a8 8 0 0 1 16 0v2M4 13h3v6H4zm13 0h3v6h-3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </a>
  );
}

/** The app icon and its download popup, opened as the page's :target so it works without JavaScript. */
export function AppDownload({ downloadUrl }: { downloadUrl: string | null }) {
  const t = useT();
  return (
    <>
      <a href="#app-download" className="app-icon" aria-label={t("games.home.appIcon")}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <rect x="6" y="2" width="12" height="20" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v7m-3-3l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </a>
      <section id="app-download" className="popup" role="dialog" aria-labelledby="app-download-title">
        <div className="popup__panel">
          <h2 id="app-download-title">{t("games.home.downloadTitle")}</h2>
          <p>{downloadUrl ? t("games.home.downloadBody") : t("games.home.noDownload")}</p>
          {downloadUrl ? (
            <a href={downloadUrl} className="button" rel="noopener noreferrer">
              {t("games.home.downloadAction")}
            </a>
          ) : null}
          <a href="#" className="popup__close">
            {t("app.close")}
          </a>
        </div>
      </section>
    </>
  );
}

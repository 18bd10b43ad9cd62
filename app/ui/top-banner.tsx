import { useTranslation } from "react-i18next";

/** The strip above the header on home paths: the brand and the app download prompt. */
export function TopBanner({ downloadUrl }: { downloadUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <aside className="top-banner" aria-label={t("home.download")}>
      <span className="top-banner__brand">{t("app.name")}</span>
      {downloadUrl ? (
        <a className="top-banner__action" href={downloadUrl} rel="noopener noreferrer">
          {t("home.download")}
        </a>
      ) : null}
    </aside>
  );
}

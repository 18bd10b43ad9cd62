import { useT } from "./use-t";

export type FooterLink = { type: string; url: string };

/** Licence, responsible gaming, follow-us links (only those with a url) and the copyright line. */
export function SiteFooter({ links }: { links: FooterLink[] }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <p>{t("footer.licence")}</p>
      <p className="site-footer__age">
        <span className="badge-18" aria-hidden="true">
          18+
        </span>
        {t("footer.responsible")}
      </p>
      {links.length > 0 ? (
        <ul className="site-footer__follow" aria-label={t("footer.follow")}>
          {links.map((link) => (
            <li key={link.type}>
              <a href={link.url} rel="noopener noreferrer" target="_blank">
                {t(`footer.${link.type}` as never, { defaultValue: link.type })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="site-footer__copyright">{t("footer.copyright")}</p>
    </footer>
  );
}

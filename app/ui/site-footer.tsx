import { Link } from "react-router";
import { footerAge } from "~/domain/legal-age";
import { useT } from "./use-t";

export type FooterLink = { type: string; url: string };

// The footer's badges (accounts §2 "Home footer"). Brand names are not translated; the rest are keys.
const PAYMENT_BRANDS = ["VISA", "Mastercard", "USDT"] as const;
const PAYMENT_KEYS = ["content.footer.bankTransfer", "content.footer.eWallet"] as const;
const CERTIFICATES = ["GLI", "iTech Labs", "eCOGRA", "BMM"] as const;
const SECURITY_KEYS = ["content.footer.ssl", "content.footer.encryption"] as const;

/**
 * Licence, responsible-gaming icons, payment methods, certificates, security badges, follow-us links
 * (only those with a url) and the copyright line.
 */
export function SiteFooter({ links, locale }: { links: FooterLink[]; locale: string }) {
  const t = useT();
  const age = footerAge(locale);
  return (
    <footer className="site-footer">
      <p>{t("footer.licence")}</p>
      <section aria-label={t("content.footer.responsibleGaming")} className="site-footer__group">
        <ul className="site-footer__badges">
          <li>
            <span className="badge-18" aria-hidden="true">
              {age}+
            </span>
            {t("footer.responsible", { age })}
          </li>
          {/* The member centre's responsible-gambling page (issue 11): guests log in first. */}
          <li>
            <Link to="/m/responsibleGaming" className="site-footer__badge">
              <ShieldIcon />
              {t("content.footer.responsibleGaming")}
            </Link>
          </li>
          <li>
            <Link to="/m/responsibleGaming#exclusion" className="site-footer__badge">
              <PauseIcon />
              {t("content.footer.selfExclusion")}
            </Link>
          </li>
          <li>
            <Link to="/m/responsibleGaming#limits" className="site-footer__badge">
              <GaugeIcon />
              {t("content.footer.limits")}
            </Link>
          </li>
        </ul>
      </section>
      <BadgeGroup
        title={t("content.footer.payments")}
        items={[...PAYMENT_BRANDS, ...PAYMENT_KEYS.map((key) => t(key))]}
      />
      <BadgeGroup title={t("content.footer.certificates")} items={[...CERTIFICATES]} />
      <BadgeGroup title={t("content.footer.security")} items={SECURITY_KEYS.map((key) => t(key))} lock />
      {links.length > 0 ? (
        <section aria-label={t("footer.follow")} className="site-footer__group">
          <h2 className="site-footer__heading">{t("footer.follow")}</h2>
          <ul className="site-footer__follow">
            {links.map((link) => (
              <li key={link.type}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {t(`footer.${link.type}`, { defaultValue: link.type })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="site-footer__copyright">{t("footer.copyright")}</p>
    </footer>
  );
}

function BadgeGroup({ title, items, lock = false }: { title: string; items: string[]; lock?: boolean }) {
  return (
    <section aria-label={title} className="site-footer__group">
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__badges">
        {items.map((item) => (
          <li key={item} className="site-footer__badge">
            {lock ? <LockIcon /> : null}
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

const icon = {
  viewBox: "0 0 24 24",
  width: 16,
  height: 16,
  "aria-hidden": true,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
} as const;
const ShieldIcon = () => (
  <svg {...icon}>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
  </svg>
);
const PauseIcon = () => (
  <svg {...icon}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 9v6M14 9v6" />
  </svg>
);
const GaugeIcon = () => (
  <svg {...icon}>
    <path d="M4 16a8 8 0 1116 0M12 16l4-5" />
  </svg>
);
const LockIcon = () => (
  <svg {...icon}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 018 0v3" />
  </svg>
);

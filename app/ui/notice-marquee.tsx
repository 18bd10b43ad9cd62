import { Link } from "react-router";
import { noticeLink } from "~/domain/banner";
import { useRovingFocus } from "./roving-focus";
import { useT } from "./use-t";

/** Announcement titles scrolling by (CSS only, so no JavaScript is needed); each opens its notice. One tab stop. */
export function NoticeMarquee({ notices }: { notices: { id: number; title: string }[] }) {
  const t = useT();
  const roving = useRovingFocus<HTMLUListElement>();
  return (
    <section className="notice-marquee" aria-label={t("home.notices")}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="notice-marquee__icon">
        <path
          d="M3 10v4h4l5 4V6L7 10zm13-1a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {notices.length === 0 ? (
        <p className="notice-marquee__empty">{t("home.noAnnouncement")}</p>
      ) : (
        <div className="notice-marquee__viewport">
          <ul className="notice-marquee__track" {...roving}>
            {notices.map((notice, index) => (
              <li key={notice.id}>
                <Link to={noticeLink(index)}>{notice.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { Link } from "react-router";
import { useRovingFocus } from "../roving-focus";

export type NavStripLink = { key: string; label: string; href: string; current: boolean };

/** A horizontally scrolling row of links (categories, game types, vendors); the current one is marked. One tab stop, arrow keys inside. */
export function NavStrip({
  label,
  links,
  labelOf,
  small = false,
}: {
  label: string;
  links: NavStripLink[];
  labelOf: (link: NavStripLink) => string;
  small?: boolean;
}) {
  const roving = useRovingFocus<HTMLElement>();
  if (links.length === 0) return null;
  return (
    <nav className={small ? "nav-strip nav-strip--small" : "nav-strip"} aria-label={label} {...roving}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              aria-current={link.current ? "page" : undefined}
              className={link.current ? "is-current" : undefined}
            >
              {labelOf(link)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useRovingFocus } from "../roving-focus";
import { useT } from "../use-t";

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
  const list = useRef<HTMLUListElement>(null);
  const current = links.find((link) => link.current)?.key;
  // The current one is scrolled into the middle of the strip (games spec §4: the strip follows the
  // chosen category), when the page opens and when it changes; the page itself does not move.
  useEffect(() => {
    const strip = list.current;
    const item = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !item) return;
    const box = strip.getBoundingClientRect();
    const at = item.getBoundingClientRect();
    strip.scrollLeft += at.left - box.left - (box.width - at.width) / 2;
  }, [current]);
  if (links.length === 0) return null;
  return (
    <nav className={small ? "nav-strip nav-strip--small" : "nav-strip"} aria-label={label} {...roving}>
      <ul ref={list}>
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

/**
 * The strips under a game list's header: the categories, the game types (the centre list only) and
 * the vendors (ALL first).
 */
export function ListStrips({
  categories,
  gameTypes,
  vendors,
}: {
  categories: NavStripLink[];
  gameTypes?: NavStripLink[];
  vendors: NavStripLink[];
}) {
  const t = useT();
  const categoryLabel = (l: NavStripLink) => t(`games.category.${l.key}`, { defaultValue: l.key });
  return (
    <>
      <NavStrip label={t("games.categories")} links={categories} labelOf={categoryLabel} />
      {gameTypes ? <NavStrip label={t("games.gameTypes")} links={gameTypes} labelOf={categoryLabel} /> : null}
      <NavStrip
        label={t("games.vendors")}
        links={vendors}
        labelOf={(l) => l.label || t("games.allVendors")}
        small
      />
    </>
  );
}

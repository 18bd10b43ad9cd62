import { Link } from "react-router";
import { activeBottomMenuKey, bottomMenuItems, type BottomMenuKey } from "~/domain/bottom-menu";
import { useT } from "./use-t";

const ICONS: Record<BottomMenuKey, string> = {
  home: "M3 11l9-8 9 8v10h-6v-6H9v6H3z",
  promotion: "M4 8h16v4H4zM6 12h12v9H6zM12 8v13M12 8c-2-5-7-3-4 0M12 8c2-5 7-3 4 0",
  share: "M18 8a3 3 0 1 0-3-3l-7 4a3 3 0 1 0 0 6l7 4a3 3 0 1 0 1-2l-7-4v-2l7-4a3 3 0 0 0 2 1z",
  rewardCenter: "M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z",
  memberCenter: "M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10c0-5 4-8 9-8s9 3 9 8z",
};

export function BottomMenu({ pathname, hidden }: { pathname: string; hidden: readonly string[] }) {
  const t = useT();
  const active = activeBottomMenuKey(pathname);
  return (
    <nav className="bottom-menu" aria-label={t("menu.bottomLabel")}>
      <ul>
        {bottomMenuItems(new Set(hidden)).map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={
                item.animated ? "bottom-menu__item bottom-menu__item--animated" : "bottom-menu__item"
              }
              aria-current={active === item.key ? "page" : undefined}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d={ICONS[item.key]} fill="currentColor" />
              </svg>
              <span>{t(item.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

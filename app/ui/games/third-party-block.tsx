import { Link } from "react-router";
import { useT } from "../use-t";

type Group = {
  group: "sports" | "esports" | "cockfight";
  vendors: { vassalage: string; displayName: string; href: string }[];
};

/**
 * SPORTS and ESPORTS: the third-party vendors by group (sports, e-sports, cockfight), each opening
 * its game or narrowing the list. A group is named when there is more than one.
 */
export function ThirdPartyBlock({ groups }: { groups: Group[] }) {
  const t = useT();
  if (groups.length === 0) return null;
  return (
    <section className="third-party" aria-label={t("games.thirdParty")}>
      <h2>{t("games.thirdParty")}</h2>
      {groups.map(({ group, vendors }) => (
        <div
          key={group}
          role={groups.length > 1 ? "group" : undefined}
          aria-labelledby={groups.length > 1 ? `third-party-${group}` : undefined}
        >
          {groups.length > 1 ? <h3 id={`third-party-${group}`}>{t(`games.sportGroup.${group}`)}</h3> : null}
          <ul>
            {vendors.map((v) => (
              <li key={v.vassalage}>
                <Link to={v.href}>{v.displayName}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

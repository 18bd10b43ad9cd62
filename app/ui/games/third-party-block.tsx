import { Link } from "react-router";
import { useT } from "../use-t";

/** SPORTS and ESPORTS: the third-party vendors, each opening its game or narrowing the list. */
export function ThirdPartyBlock({
  vendors,
}: {
  vendors: { vassalage: string; displayName: string; href: string }[];
}) {
  const t = useT();
  if (vendors.length === 0) return null;
  return (
    <section className="third-party" aria-label={t("games.thirdParty")}>
      <h2>{t("games.thirdParty")}</h2>
      <ul>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <Link to={v.href}>{v.displayName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

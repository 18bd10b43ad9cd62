// The left drawer's game-centre section (accounts §2 "Game centre section entries are described in the
// other document"; games §4 "Side-menu sorting excludes PPslot, PPlive, JL and MXWIN"; accounts §9
// "Vendor icons in the side menu come from a CDN as {accountTypeName}-COLOR or -BLACK png").
import type { VendorData, VendorEntry } from "./game";
import { categoryPath, vendorTilePath } from "./games";
import { GAME_LIST_PATH } from "./paths";

/** Left out of the side menu's sorting: categories or vendors of these codes. */
export const SIDE_MENU_EXCLUDED: readonly string[] = ["PPslot", "PPlive", "JL", "MXWIN"];

/** accounts §9: "slot vendor list trimmed to first 10". The slot category is RNG. */
export const SIDE_MENU_SLOT_VENDORS = 10;
const SLOT_CATEGORY = "RNG";

export type SideMenuVendor = { accountTypeName: string; displayName: string; href: string };
export type SideMenuCategory = { category: string; href: string; vendors: SideMenuVendor[] };

/** The section as the drawer shows it: the vendors' icon addresses, COLOR and BLACK (selected). */
export type GameCentreMenu = {
  category: string;
  href: string;
  vendors: { displayName: string; href: string; icon: string; iconSelected: string }[];
}[];

/** The left drawer's extras: its game centre and the operator's m_leftmenu banners. */
export type LeftMenuData = {
  games: GameCentreMenu;
  banners: { id: number; image: string; link: string | null }[];
};

/** Where a vendor of the menu leads: its tile's page; an e-sports or cockfight vendor of SPORTS, its own list. */
function vendorHref(category: string, entry: VendorEntry): string {
  if (category === "SPORTS" && entry.sportType === "ESPORTS")
    return vendorTilePath("ESPORTS", entry.vassalage);
  if (category === "SPORTS" && entry.sportType === "COCKFIGHT")
    return vendorTilePath("COCKFIGHT", entry.vassalage);
  return vendorTilePath(category, entry.vassalage);
}

/**
 * The categories of the vendor data's sorting, in its order, each with its vendors (the sorting's
 * names, matched to the mapping by place, as the vendor strips do), without the excluded codes and
 * without categories left empty; the slots' vendors cut to the first 10 of those left.
 */
export function sideMenuGameCentre(data: VendorData): SideMenuCategory[] {
  return data.sorting
    .filter((s) => !SIDE_MENU_EXCLUDED.includes(s.gameCategory))
    .map((s) => {
      const mapped = data.mapping[s.gameCategory] ?? [];
      const vendors = s.vendorNames.flatMap((name, i) => {
        const entry = mapped[i];
        if (
          !entry ||
          SIDE_MENU_EXCLUDED.includes(name.accountTypeName) ||
          SIDE_MENU_EXCLUDED.includes(entry.vassalage)
        )
          return [];
        return [
          {
            accountTypeName: name.accountTypeName,
            displayName: name.displayName,
            href: vendorHref(s.gameCategory, entry),
          },
        ];
      });
      const href =
        categoryPath(s.gameCategory) ?? `${GAME_LIST_PATH}?gameType=${encodeURIComponent(s.gameCategory)}`;
      const shown = s.gameCategory === SLOT_CATEGORY ? vendors.slice(0, SIDE_MENU_SLOT_VENDORS) : vendors;
      return { category: s.gameCategory, href, vendors: shown };
    })
    .filter((c) => c.vendors.length > 0);
}

/** A vendor entry is the current one (its icon then -BLACK) when the address is its page. */
export function isCurrentVendor(href: string, pathname: string, search: string): boolean {
  const target = new URL(href, "http://x");
  if (target.pathname !== pathname) return false;
  const here = new URLSearchParams(search);
  return [...target.searchParams].every(([name, value]) => here.getAll(name).includes(value));
}

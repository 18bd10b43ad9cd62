// What the left drawer shows beyond its fixed entries: the game-centre section (the side-menu rules of
// the vendor data, app/domain/game-centre-menu.ts, with each vendor's two icons on the image CDN) and
// the operator's m_leftmenu banners (accounts §2 "Banners from group m_leftmenu are used by this menu").
import { bannerLink, bannersOf } from "~/domain/banner";
import { sideMenuGameCentre, type LeftMenuData } from "~/domain/game-centre-menu";
import { vendorIconFile } from "~/domain/games";
import type { SiteStatus } from "./backend/schemas/system";
import type { RequestState } from "./context";
import { imageUrl } from "./images";

export async function leftMenuData(
  state: RequestState,
  status: SiteStatus | null,
  linkHosts: readonly string[],
): Promise<LeftMenuData> {
  const cdns = status?.info.imageCDNs ?? [];
  const icon = (name: string, selected: boolean) =>
    imageUrl(`/images/vendors/${vendorIconFile(name, selected)}`, cdns);
  const [vendors, announcements] = await Promise.all([
    // games §7 "Vendor game types" (typeId 1, COMM3) feeds the drawer (decision 0068); should it fail,
    // the vendor data the game screens read, the same shape.
    state.backend.vendorGameTypes().catch(() => state.backend.vendorData()),
    // Without its banners the menu still works.
    state.backend.getAnnouncements({ groupName: "m_leftmenu" }).catch(() => null),
  ]);
  return {
    games: sideMenuGameCentre(vendors).map((c) => ({
      category: c.category,
      href: c.href,
      vendors: c.vendors.map((v) => ({
        displayName: v.displayName,
        href: v.href,
        icon: icon(v.accountTypeName, false),
        iconSelected: icon(v.accountTypeName, true),
      })),
    })),
    banners: bannersOf(announcements?.banners ?? [], "m_leftmenu")
      .sort((a, b) => a.sequence - b.sequence)
      .map((b) => ({ id: b.id, image: imageUrl(b.url, cdns), link: bannerLink(b.link, linkHosts) })),
  };
}

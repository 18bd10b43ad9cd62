// The left drawer's game-centre section as the drawer shows it: the side-menu rules of the vendor data
// (app/domain/game-centre-menu.ts) with each vendor's two icons on the image CDN.
import { sideMenuGameCentre, type GameCentreMenu } from "~/domain/game-centre-menu";
import { vendorIconFile } from "~/domain/games";
import type { RequestState } from "./context";
import { imageUrl } from "./images";
import type { SiteStatus } from "./backend/schemas/system";

/** The section (public: the same for every visitor of a merchant and language; the vendor data is cached). */
export async function gameCentreMenu(
  state: RequestState,
  status: SiteStatus | null,
): Promise<GameCentreMenu> {
  const cdns = status?.info.imageCDNs ?? [];
  const icon = (name: string, selected: boolean) =>
    imageUrl(`/images/vendors/${vendorIconFile(name, selected)}`, cdns);
  return sideMenuGameCentre(await state.backend.vendorData()).map((c) => ({
    category: c.category,
    href: c.href,
    vendors: c.vendors.map((v) => ({
      displayName: v.displayName,
      href: v.href,
      icon: icon(v.accountTypeName, false),
      iconSelected: icon(v.accountTypeName, true),
    })),
  }));
}

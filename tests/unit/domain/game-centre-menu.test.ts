import { describe, expect, it } from "vitest";
import type { VendorData } from "~/domain/game";
import { isCurrentVendor, sideMenuGameCentre } from "~/domain/game-centre-menu";

const vendor = (vassalage: string, extra: object = {}) => ({
  vassalage,
  key: `${vassalage}_X`,
  displayName: vassalage,
  mobileLargeIcon: "",
  ...extra,
});
const names = (...codes: string[]) =>
  codes.map((c) => ({ accountTypeName: `${c}_ATN`, displayName: `${c} name` }));

const data: VendorData = {
  sorting: [
    { gameCategory: "LIVE", vendorNames: names("EVO", "PP") },
    { gameCategory: "PPslot", vendorNames: names("PP") },
    { gameCategory: "RNG", vendorNames: [...names("PG"), { accountTypeName: "JL", displayName: "JILI" }] },
    { gameCategory: "MXWIN", vendorNames: names("BGS") },
    { gameCategory: "SPORTS", vendorNames: names("SABA", "TF", "SV") },
    { gameCategory: "PVP", vendorNames: [] },
  ],
  mapping: {
    LIVE: [vendor("EVO"), vendor("PP")],
    PPslot: [vendor("PP")],
    RNG: [vendor("PG"), vendor("JL")],
    MXWIN: [vendor("BGS")],
    SPORTS: [
      vendor("SABA"),
      vendor("TF", { sportType: "ESPORTS" }),
      vendor("SV", { sportType: "COCKFIGHT" }),
    ],
    PVP: [],
  },
  display: {},
};

describe("sideMenuGameCentre", () => {
  const menu = sideMenuGameCentre(data);

  it("keeps the sorting's order without PPslot, PPlive, JL, MXWIN or empty categories", () => {
    expect(menu.map((c) => c.category)).toEqual(["LIVE", "RNG", "SPORTS"]);
    expect(menu[1].vendors.map((v) => v.accountTypeName)).toEqual(["PG_ATN"]);
  });

  it("links each category to its page and each vendor to its tile's page", () => {
    expect(menu[0]).toEqual({
      category: "LIVE",
      href: "/m/live-games",
      vendors: [
        { accountTypeName: "EVO_ATN", displayName: "EVO name", href: "/m/live-games?vassalage=EVO" },
        { accountTypeName: "PP_ATN", displayName: "PP name", href: "/m/live-games?vassalage=PP" },
      ],
    });
  });

  it("sends the sportsbook to its game, e-sports and cockfight vendors to their lists", () =>
    expect(menu[2].vendors.map((v) => v.href)).toEqual([
      "/m/sportsGame",
      "/m/esport-games?vassalage=TF",
      "/m/gameList?gameType=COCKFIGHT&vassalage=SV",
    ]));

  it("cuts the slot vendors to the first 10 of those shown (accounts §9); other categories keep all", () => {
    const codes = Array.from({ length: 15 }, (_, i) => `V${i + 1}`);
    const many = sideMenuGameCentre({
      // JL first: left out before the cut, so ten real vendors remain.
      sorting: [
        { gameCategory: "RNG", vendorNames: names("JL", ...codes) },
        { gameCategory: "LIVE", vendorNames: names(...codes) },
      ],
      mapping: { RNG: [vendor("JL"), ...codes.map((c) => vendor(c))], LIVE: codes.map((c) => vendor(c)) },
      display: {},
    });
    expect(many[0].vendors.map((v) => v.displayName)).toEqual(codes.slice(0, 10).map((c) => `${c} name`));
    expect(many[1].vendors).toHaveLength(15);
  });

  it("leads a category without a page of its own to the game list", () => {
    const other = sideMenuGameCentre({
      sorting: [{ gameCategory: "KENO", vendorNames: names("K1") }],
      mapping: { KENO: [vendor("K1")] },
      display: {},
    });
    expect(other[0].href).toBe("/m/gameList?gameType=KENO");
  });
});

describe("isCurrentVendor", () => {
  it("is the vendor whose page is open, whatever else the address holds", () => {
    expect(
      isCurrentVendor("/m/live-games?vassalage=EVO", "/m/live-games", "?vassalage=EVO&classify=JP"),
    ).toBe(true);
    expect(isCurrentVendor("/m/live-games?vassalage=EVO", "/m/live-games", "?vassalage=PP")).toBe(false);
    expect(isCurrentVendor("/m/live-games?vassalage=EVO", "/m/slot-games", "?vassalage=EVO")).toBe(false);
    expect(isCurrentVendor("/m/sportsGame", "/m/sportsGame", "")).toBe(true);
  });
});

// The host reads which page hangs on which whitelabel flag from the build's route modules.
import { describe, expect, it } from "vitest";
import { menuPagesOf } from "~/.server/menu-pages";
import { hiddenPages } from "~/domain/menus";

describe("menuPagesOf", () => {
  it("takes each routed page's handle flag, and nothing from a route without one", () => {
    const pages = menuPagesOf([
      { path: "/m/gameRecord", module: { handle: { audience: "member", menuFlag: "TRANSBETREPMEM3" } } },
      { path: "/m/home", module: { handle: { audience: "anyone", home: true } } },
      { path: "/resources/avatar", module: {} },
      // Not the shape of a whitelabel module id: ignored, never trusted as one.
      { path: "/m/odd", module: { handle: { menuFlag: "not a flag" } } },
      { path: "/m/odder", module: { handle: { menuFlag: 3 } } },
      { module: { handle: { menuFlag: "SECPRIV" } } },
      undefined,
    ]);
    expect(pages).toEqual([["/m/gameRecord", "TRANSBETREPMEM3"]]);
    expect(hiddenPages(pages, new Set())).toEqual(["/m/gameRecord"]);
    expect(hiddenPages(pages, new Set(["TRANSBETREPMEM3"]))).toEqual([]);
  });
});

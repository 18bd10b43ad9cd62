import { describe, expect, it } from "vitest";
import { CATEGORY_PATHS, HOME_PATHS, isFileAddress, isHomePath, normalizePath } from "~/domain/paths";

describe("normalizePath", () => {
  it("strips trailing slashes but keeps root and the /m/ home alias", () => {
    expect(normalizePath("/m/login/")).toBe("/m/login");
    expect(normalizePath("/m/login//")).toBe("/m/login");
    expect(normalizePath("/m/login")).toBe("/m/login");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("//")).toBe("/");
    expect(normalizePath("/m/")).toBe("/m/");
  });
});

describe("isFileAddress", () => {
  it.each([
    "/assets/nope.js",
    "/assets/root-C8Dhrm76.css",
    "/robots.txt",
    "/favicon.ico",
    "/a/b.webmanifest",
  ])("%s names a file", (p) => expect(isFileAddress(p)).toBe(true));
  it.each(["/m/home", "/m/index.html", "/page.htm", "/m/gameList", "/", "/m/v1.", "/m/a.b/c"])(
    "%s is a page",
    (p) => expect(isFileAddress(p)).toBe(false),
  );
});

describe("isHomePath", () => {
  it("lists exactly the six home paths of the spec", () => {
    expect(HOME_PATHS).toEqual(["/m/home", "/", "/m", "/m/", "/m/index", "/m/index.html"]);
  });
  it.each(["/m/home", "/", "/m", "/m/", "/m/index", "/m/index.html", "/m/home/"])("%s is home", (p) => {
    expect(isHomePath(p)).toBe(true);
  });
  it.each(["/m/login", "/m/member/home", "/m/homes", "/home", "/m/index.htm", "/M/home"])(
    "%s is not home",
    (p) => {
      expect(isHomePath(p)).toBe(false);
    },
  );
});

describe("CATEGORY_PATHS", () => {
  it("maps each category to its spec path, HOT and FAV to the slots list", () => {
    expect(CATEGORY_PATHS).toEqual({
      LIVE: "/m/live-games",
      RNG: "/m/slot-games",
      SPORTS: "/m/sport-games",
      ESPORTS: "/m/esport-games",
      FISH: "/m/fishing-games",
      PVP: "/m/poker-games",
      LOTT: "/m/lott",
      ELOTT: "/m/elott",
      HOT: "/m/slot-games",
      FAV: "/m/slot-games",
    });
  });
});

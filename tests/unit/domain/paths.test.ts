import { describe, expect, it } from "vitest";
import {
  CATEGORY_PATHS,
  GAME_LIST_PATHS,
  HOME_PATHS,
  isFileAddress,
  isHomePath,
  normalizePath,
} from "~/domain/paths";

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

describe("GAME_LIST_PATHS", () => {
  const isGameListPath = (p: string) => (GAME_LIST_PATHS as readonly string[]).includes(normalizePath(p));
  it.each([
    "/m/live-games",
    "/m/poker-games",
    "/m/sport-games",
    "/m/slot-games",
    "/m/fishing-games",
    "/m/esport-games",
    "/m/gameList",
    "/m/hot-games",
    "/m/fav-games",
    "/m/recent-games",
    "/m/search",
    "/m/slot-games/",
  ])("%s opens the game center list", (p) => {
    expect(isGameListPath(p)).toBe(true);
  });
  it.each(["/m/lott", "/m/elott", "/m/lottery", "/m/sportsGame", "/m/home", "/m/gamelist"])(
    "%s does not",
    (p) => {
      expect(isGameListPath(p)).toBe(false);
    },
  );
  it("has eleven list paths", () => {
    expect(GAME_LIST_PATHS).toHaveLength(11);
  });
});

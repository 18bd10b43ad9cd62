// The caching rule per kind of answer (docs/decisions/0022).
import { describe, expect, it } from "vitest";
import { cachePolicy, sameForGuests, type Answer } from "~/.server/cache-control";
import { publicPage } from "~/.server/public-page";
import { moduleOf, plainPaths } from "../../support/route-config";

const guestPage: Answer = {
  publicPage: true,
  method: "GET",
  status: 200,
  session: false,
  cookies: false,
  setsCookie: false,
  routeChoice: null,
};
const NO_STORE = { cacheControl: "private, no-store", vary: [] };

describe("cachePolicy", () => {
  it("a public page asked without cookies: a shared cache may keep it briefly, keyed on what changes it; browsers ask again", () => {
    expect(cachePolicy(guestPage)).toEqual({
      cacheControl: "public, max-age=0, s-maxage=30",
      vary: ["Cookie", "Accept-Language", "User-Agent"],
    });
    expect(cachePolicy({ ...guestPage, method: "HEAD" })?.cacheControl).toBe(
      "public, max-age=0, s-maxage=30",
    );
  });

  it("with cookies (language, theme...) no shared cache may keep it", () => {
    expect(cachePolicy({ ...guestPage, cookies: true })?.cacheControl).toBe("private, no-cache");
  });

  it("a member's answers, answers that set cookies, posts, errors and redirects are never stored", () => {
    expect(cachePolicy({ ...guestPage, session: true, cookies: true })).toEqual(NO_STORE);
    expect(cachePolicy({ ...guestPage, setsCookie: true })).toEqual(NO_STORE);
    expect(cachePolicy({ ...guestPage, method: "POST" })).toEqual(NO_STORE);
    for (const status of [302, 404, 503]) expect(cachePolicy({ ...guestPage, status })).toEqual(NO_STORE);
  });

  it("pages that do not say they are public (forms with a captcha, member pages) are never stored", () => {
    expect(cachePolicy({ ...guestPage, publicPage: false })).toEqual(NO_STORE);
  });

  it("the host's page cache, which keys on the whole Cookie header, may keep what is the same for every guest, cookies or not (decision 0051)", () => {
    expect(sameForGuests(guestPage)).toBe(true);
    expect(sameForGuests({ ...guestPage, cookies: true })).toBe(true);
    for (const other of [
      { session: true, cookies: true },
      { setsCookie: true },
      { method: "POST" },
      { status: 302 },
      { publicPage: false },
      { routeChoice: "public, max-age=31536000, immutable" },
    ]) {
      expect(sameForGuests({ ...guestPage, ...other }), JSON.stringify(other)).toBe(false);
    }
  });

  it("a route's own choice (the immutable texts bundle) is kept", () => {
    expect(cachePolicy({ ...guestPage, routeChoice: "public, max-age=31536000, immutable" })).toBeNull();
  });

  it("the public pages are home, the game lists but the member's own, the notices, the lottery, the live streams and the login form", async () => {
    const saysPublic = async (path: string) =>
      (await moduleOf(path))?.middleware?.includes(publicPage) === true;
    const paths = plainPaths();
    const said = await Promise.all(paths.map(saysPublic));
    const publicPaths = paths.filter((_, i) => said[i]);
    expect(publicPaths.sort()).toEqual(
      [
        "/",
        "/m",
        "/m/home",
        "/m/index",
        "/m/index.html",
        "/m/slot-games",
        "/m/live-games",
        "/m/sport-games",
        "/m/esport-games",
        "/m/fishing-games",
        "/m/poker-games",
        "/m/gameList",
        "/m/hot-games",
        "/m/liveStreams",
        "/m/search",
        "/m/notice",
        "/m/lottery",
        "/m/lott",
        "/m/elott",
        "/m/login",
      ].sort(),
    );
    // Loading every route module is the slow part (once per run).
  }, 60_000);
});

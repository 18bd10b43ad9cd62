// The caching rule per kind of answer (docs/decisions/0022).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { cachePolicy, PUBLIC_PAGES, type Answer } from "~/.server/cache-control";
import routes from "~/routes";

const guestPage: Answer = {
  route: "/m/home",
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

  it("pages not listed as public (forms with a captcha, member pages) are never stored", () => {
    for (const route of ["/m/register", "/m/login", "/m/set", "/m/fav-games", "/resources/theme", "*"]) {
      expect(cachePolicy({ ...guestPage, route })).toEqual(NO_STORE);
    }
  });

  it("a route's own choice (the immutable texts bundle) is kept", () => {
    expect(cachePolicy({ ...guestPage, routeChoice: "public, max-age=31536000, immutable" })).toBeNull();
  });

  it("every public page is a route of app/routes.ts", () => {
    const patterns = (entries: RouteConfigEntry[]): string[] =>
      entries.flatMap((e) => [...(e.path ? [e.path] : []), ...patterns(e.children ?? [])]);
    const all = new Set(patterns(routes));
    expect([...PUBLIC_PAGES].filter((page) => !all.has(page))).toEqual([]);
  });
});

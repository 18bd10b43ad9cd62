import { describe, expect, it } from "vitest";
import { bannerCarouselOptions, bannerLink, bannersOf, noticeLink } from "~/domain/banner";

describe("bannerCarouselOptions", () => {
  it.each([
    [0, { autoplayMs: 5000, loop: false, speedMs: 300 }],
    [1, { autoplayMs: 5000, loop: false, speedMs: 300 }],
    [2, { autoplayMs: 5000, loop: true, speedMs: 1000 }],
    [7, { autoplayMs: 5000, loop: true, speedMs: 1000 }],
  ])("%i banners", (count, opts) => expect(bannerCarouselOptions(count)).toEqual(opts));
});

describe("bannersOf", () => {
  it("keeps the group's banners in order", () => {
    const banners = [
      { url: "a", groupName: "m_home" },
      { url: "b", groupName: "m_leftmenu" },
      { url: "c", groupName: "m_home" },
      { url: "d", groupName: "m_reg" },
    ];
    expect(bannersOf(banners, "m_home").map((b) => b.url)).toEqual(["a", "c"]);
    expect(bannersOf(banners, "m_leftmenu").map((b) => b.url)).toEqual(["b"]);
    expect(bannersOf(banners, "m_reg").map((b) => b.url)).toEqual(["d"]);
  });
});

describe("noticeLink", () => {
  it("opens /m/notice with the index", () => {
    expect(noticeLink(0)).toBe("/m/notice?index=0");
    expect(noticeLink(3)).toBe("/m/notice?index=3");
  });
});

describe("bannerLink", () => {
  const hosts = ["promo.example.com", "m.example.com:8443"];
  it.each([
    ["/m/activityDetail?id=5", "/m/activityDetail?id=5"],
    ["/m/é", "/m/%C3%A9"],
    ["https://promo.example.com/summer", "https://promo.example.com/summer"],
    ["http://PROMO.example.com/a b", "http://promo.example.com/a%20b"],
    ["https://m.example.com:8443/m/home", "https://m.example.com:8443/m/home"],
  ])("keeps %j as %j", (link, href) => expect(bannerLink(link, hosts)).toBe(href));
  it.each([
    null,
    "",
    "//other.site",
    "/\\other.site",
    "/.//other.site",
    "https://other.site/",
    "https://promo.example.com.other.site/",
    "https://promo.example.com@other.site/",
    "https://m.example.com/m/home",
    "javascript:alert(1)",
    "data:text/html,x",
    "m/home",
  ])("refuses %j", (link) => expect(bannerLink(link, hosts)).toBeNull());
});

// The home page's server-rendered blocks: what shows without JavaScript.
import { describe, expect, it } from "vitest";
import { BannerCarousel } from "~/ui/banner-carousel";
import { BottomMenu } from "~/ui/bottom-menu";
import { GameCarousel } from "~/ui/games/game-carousel";
import { NoticeMarquee } from "~/ui/notice-marquee";
import { renderHtml } from "../../support/render";

describe("notice marquee", () => {
  it("shows 'no announcement' when there is none", () => {
    const html = renderHtml(<NoticeMarquee notices={[]} />);
    expect(html).toContain("No announcement");
    expect(html).not.toContain("<a");
  });

  it("links each title to /m/notice with its index", () => {
    const html = renderHtml(
      <NoticeMarquee
        notices={[
          { id: 7, title: "First" },
          { id: 3, title: "Second" },
        ]}
      />,
    );
    expect(html).toContain('href="/m/notice?index=0"');
    expect(html).toContain('href="/m/notice?index=1"');
    expect(html).toContain(">Second<");
  });
});

describe("banner carousel", () => {
  const banner = (id: number) => ({
    id,
    image: `/cdn/banners/${id}.svg`,
    link: id === 1 ? "/m/activity" : null,
  });

  it("renders nothing without banners", () => {
    expect(renderHtml(<BannerCarousel banners={[]} />)).toBe("");
  });

  it("renders every banner on the server, the first at high priority with fixed size, a link only where given", () => {
    const html = renderHtml(<BannerCarousel banners={[banner(1), banner(2)]} />);
    expect(html).toMatch(/<a href="\/m\/activity"[^>]*><img src="\/cdn\/banners\/1.svg"/);
    expect(html).toMatch(
      /src="\/cdn\/banners\/1.svg"[^>]*width="750"[^>]*height="300"[^>]*fetchPriority="high"/,
    );
    // The second waits for hydration (a pixel and its address), with its copy for no JavaScript.
    expect(html).toMatch(/<img src="data:image\/gif;base64,[^"]*" data-src="\/cdn\/banners\/2.svg"/);
    expect(html).toMatch(/<noscript><img src="\/cdn\/banners\/2.svg" loading="lazy"/);
    expect(html.match(/<img /g)).toHaveLength(3);
  });
});

const anchors = (html: string) => html.match(/<a [^>]*>/g) ?? [];

describe("bottom menu", () => {
  it.each([
    ["/m/home", "/m/home"],
    ["/m/index.html", "/m/home"],
    ["/m/activityDetail", "/m/activity"],
    ["/m/member/home", "/m/member/home"],
  ])("on %s highlights %s", (path, target) => {
    const html = renderHtml(<BottomMenu pathname={path} hidden={[]} />, path);
    const current = anchors(html).filter((a) => a.includes('aria-current="page"'));
    expect(current).toHaveLength(1);
    expect(current[0]).toContain(`href="${target}"`);
  });

  it("animates only Share", () => {
    const animated = anchors(renderHtml(<BottomMenu pathname="/m/home" hidden={[]} />)).filter((a) =>
      a.includes("bottom-menu__item--animated"),
    );
    expect(animated).toHaveLength(1);
    expect(animated[0]).toContain('href="/m/inviteFriends"');
  });
});

describe("game carousel", () => {
  const tile = (n: number) => ({
    gameId: String(n),
    nodeId: String(5000 + n),
    name: `Game ${n}`,
    displayName: "Vendor",
    vassalage: "PP",
    gameType: "RNG",
    icon: `/cdn/games/${n}.svg`,
    isHot: false,
    freeplay: true,
    favourite: false,
  });
  const nine = Array.from({ length: 9 }, (_, i) => tile(i + 1));
  const articles = (html: string) => html.match(/<article /g)?.length ?? 0;

  it("renders Swiper's pre-start markup on the server, every tile lazy with a fixed size", () => {
    const html = renderHtml(<GameCarousel tiles={nine} loggedIn={false} label="Hot games" />);
    expect(html).toContain('<div class="swiper"><div class="swiper-wrapper">');
    expect(html).not.toContain("swiper-initialized");
    expect(articles(html)).toBe(9);
    // The artwork waits for the page's scripts; without JavaScript it is the <noscript> copy (0055).
    const size = 'alt="" width="200" height="200" loading="lazy"/>';
    expect(html.split(`data-src="/cdn/games/`).length - 1).toBe(9);
    expect(
      html.match(/<img src="data:image\/gif;base64,[^"]+" data-src="\/cdn\/games\/\d\.svg" /g),
    ).toHaveLength(9);
    expect(html.split(`<noscript><img src="/cdn/games/`).length - 1).toBe(9);
    expect(html.split(size).length - 1).toBe(18);
  });

  it("below the first screen renders its first view only (two rows of three) until Swiper starts", () => {
    const html = renderHtml(<GameCarousel tiles={nine} loggedIn={false} label="Hot games" belowFold />);
    expect(articles(html)).toBe(6);
    expect(html).toContain("Game 6");
    expect(html).not.toContain("Game 7");
  });
});

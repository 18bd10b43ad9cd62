// The home page's server-rendered blocks: what shows without JavaScript.
import { describe, expect, it } from "vitest";
import { BannerCarousel } from "~/ui/banner-carousel";
import { BottomMenu } from "~/ui/bottom-menu";
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

  it("renders every banner on the server, the first eager with fixed size, a link only where given", () => {
    const html = renderHtml(<BannerCarousel banners={[banner(1), banner(2)]} />);
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toMatch(/<a href="\/m\/activity"[^>]*><img src="\/cdn\/banners\/1.svg"/);
    expect(html).toMatch(/src="\/cdn\/banners\/1.svg"[^>]*width="750"[^>]*height="300"[^>]*loading="eager"/);
    expect(html).toMatch(/src="\/cdn\/banners\/2.svg"[^>]*loading="lazy"/);
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
    const html = renderHtml(<BottomMenu pathname={path} />, path);
    const current = anchors(html).filter((a) => a.includes('aria-current="page"'));
    expect(current).toHaveLength(1);
    expect(current[0]).toContain(`href="${target}"`);
  });

  it("animates only Share", () => {
    const animated = anchors(renderHtml(<BottomMenu pathname="/m/home" />)).filter((a) =>
      a.includes("bottom-menu__item--animated"),
    );
    expect(animated).toHaveLength(1);
    expect(animated[0]).toContain('href="/m/inviteFriends"');
  });
});

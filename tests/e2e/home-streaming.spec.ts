// The home page draws the blocks below its first screen in place when their data is there in time
// (cached public answers: every home after the first), else streams them. Without JavaScript React
// cannot swap a streamed block in, so every section must still show its games or a link to its full
// list. Swiper loads only for carousels near the viewport.
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Game tiles and visible links to a list page of the site (not an anchor on home, not home itself). */
const contentOf = (section: Locator) =>
  section.evaluate((element) => ({
    tiles: element.querySelectorAll("article").length,
    listLinks: [...element.querySelectorAll("a[href]")]
      .filter((a) => a.checkVisibility())
      .map((a) => a.getAttribute("href")!)
      .filter((href) => href.startsWith("/m/") && !href.startsWith("/m/home")),
  }));

test("every home section shows its games or a link to its full list", async ({ page }) => {
  await page.goto("/m/home");
  const menu = page.getByRole("navigation", { name: "Game categories" });
  // Each tab that scrolls to a section names that section: iterate them from the page.
  const anchors = (
    await menu.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
  ).filter((href) => href.startsWith("#section-"));
  expect(anchors.length).toBeGreaterThan(5);
  for (const anchor of anchors) {
    const section = page.locator(anchor);
    await expect(section).toHaveCount(1);
    const { tiles, listLinks } = await contentOf(section);
    expect(tiles > 0 || listLinks.length > 0, `${anchor}: no games and no link to a list`).toBe(true);
  }
  // Nothing is left as a spinner or a busy block.
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
});

test("every section shows its games, also without JavaScript", async ({ page }) => {
  // The first home after a start may find the answers not cached yet, and stream: load again until
  // every section below the first screen came in place (or, with JavaScript, filled in).
  await expect(async () => {
    await page.goto("/m/home");
    for (const name of ["Slots", "Live casino", "MXWIN games", "Poker", "PP slots", "PP live", "EG4 live"]) {
      const section = page.getByRole("region", { name, exact: true });
      await expect(section.getByRole("article").first()).toBeAttached({ timeout: 500 });
    }
    const winners = page.getByRole("region", { name: "Latest winners" }).getByRole("listitem");
    await expect(winners).toHaveCount(20, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator("#section-HOME").getByRole("article")).not.toHaveCount(0);
});

test("a carousel starts Swiper only when it comes near the viewport @js-only", async ({ page }) => {
  const swiperRequests: string[] = [];
  page.on("request", (r) => {
    if (/swiper/i.test(r.url())) swiperRequests.push(r.url());
  });
  await page.goto("/m/login");
  await expect(page.getByRole("button", { name: "Log in" }).first()).toBeVisible();
  expect(swiperRequests).toEqual([]);

  await page.goto("/m/home");
  // The first screen's carousels start; one far below does not until it is scrolled to.
  await expect(page.locator("#section-HOME .swiper-initialized").first()).toBeAttached();
  const far = page.getByRole("region", { name: "EG4 live", exact: true });
  // Until then it renders its first view only (two rows of three).
  await expect(far.getByRole("article")).toHaveCount(6);
  await expect(far.locator(".swiper")).not.toHaveClass(/swiper-initialized/);
  await far.scrollIntoViewIfNeeded();
  await expect(far.locator(".swiper")).toHaveClass(/swiper-initialized/);
  await expect(far.getByRole("article")).toHaveCount(9);
  expect(swiperRequests.length).toBeGreaterThan(0);
});

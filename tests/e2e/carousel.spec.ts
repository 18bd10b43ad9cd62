// Carousels with JavaScript: Swiper starts on the server-rendered slides (no slide is rendered anew),
// its bullets are targets a finger can hit, and a focused arrow is never hidden under the bottom menu.
import { expect, test } from "./fixtures";

test("a focused tile keeps its element and the focus when Swiper starts @js-only", async ({ page }) => {
  await page.goto("/m/home");
  const far = page.getByRole("region", { name: "EG4 live", exact: true });
  // Far below the first screen: Swiper has not started there yet.
  await expect(far.getByRole("article")).toHaveCount(6);
  await expect(far.locator(".swiper")).not.toHaveClass(/swiper-initialized/);
  const tile = far.getByRole("article").nth(4).getByRole("link").first();
  const element = await tile.elementHandle();
  await element!.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));

  await far.scrollIntoViewIfNeeded();
  await expect(far.locator(".swiper")).toHaveClass(/swiper-initialized/);
  await expect(far.getByRole("article")).toHaveCount(9);
  expect(await element!.evaluate((link) => link.isConnected && document.activeElement === link)).toBe(true);
  await expect(tile).toBeFocused();
});

test("the banner bullets are targets of at least 24 x 24 px @js-only", async ({ page }) => {
  await page.goto("/m/home");
  const bullets = page.locator(".banner-carousel .swiper-pagination-bullet");
  await expect(bullets.first()).toBeVisible();
  const count = await bullets.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const box = (await bullets.nth(i).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  // A bullet still works: the second one shows the second banner.
  await bullets.nth(1).click();
  await expect(bullets.nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
});

test("a carousel arrow reached by Tab is not under the fixed bottom menu @js-only", async ({ page }) => {
  await page.goto("/m/home");
  // An arrow below the first screen: scrolled to, its carousel starts and shows it.
  const next = page.getByRole("button", { name: /^Next: / }).nth(1);
  await next.locator("xpath=..").scrollIntoViewIfNeeded();
  await expect(next).toBeEnabled();
  // Scroll so that the arrow sits behind the bottom menu, then Tab to it from the control before it.
  await next.evaluate((arrow) => {
    const menu = document.querySelector(".bottom-menu")!.getBoundingClientRect();
    const box = arrow.getBoundingClientRect();
    window.scrollBy({ top: box.top - (menu.top + 4), behavior: "instant" });
  });
  const hidden = await next.evaluate((arrow) => {
    const box = arrow.getBoundingClientRect();
    return !arrow.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(hidden).toBe(true);
  await next.evaluate((arrow: HTMLElement) => {
    const focusable = [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
      (element) => element.checkVisibility(),
    );
    focusable[focusable.indexOf(arrow) - 1].focus({ preventScroll: true });
  });
  await page.keyboard.press("Tab");
  await expect(next).toBeFocused();
  const onTop = await next.evaluate((arrow) => {
    const box = arrow.getBoundingClientRect();
    return arrow.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop).toBe(true);
});

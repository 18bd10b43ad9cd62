import { expect, expectAccessible, test } from "./fixtures";

test("a marquee title opens its announcement on the notice page", async ({ page }) => {
  await page.goto("/m/home");
  const second = page.getByRole("region", { name: "Announcements" }).getByRole("link").nth(1);
  const href = await second.getAttribute("href");
  expect(href).toBe("/m/notice?index=1");
  await page.goto(href!);
  const items = page.locator(".notice-list details");
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  // Other announcements open without JavaScript too (details/summary).
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(page.getByRole("link", { name: "Back" })).toBeVisible();
  // The platform's popular announcements say so.
  await expect(items.nth(0).locator("summary")).toContainText("Popular");
});

test("the notice page has no serious accessibility violations @js-only", async ({ page }) => {
  await page.goto("/m/notice?index=0");
  await expectAccessible(page);
});

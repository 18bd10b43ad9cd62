// Live streams (issue 23 item 18), with JavaScript on and off: reached from the site menu, hosts on
// air first, and watching one opens their live table for real play.
import { expect, test } from "./games-fixtures";

test("a member finds live streams in the site menu and watches a host on air", async ({ page, member }) => {
  void member;
  await page.goto("/m/home?menu=left");
  await page
    .getByRole("navigation", { name: "Site menu" })
    .getByRole("link", { name: "Live streams" })
    .click();
  await expect(page).toHaveURL(/\/m\/liveStreams$/);
  await expect(page.getByRole("banner").getByRole("heading", { name: "Live streams" })).toBeVisible();
  const hosts = page.getByRole("article");
  await expect(hosts).toHaveCount(8);
  await expect(hosts.filter({ hasText: "Off air" })).toHaveCount(2);
  // Off-air hosts are listed last, without a way in.
  await expect(hosts.last()).toContainText("Off air");
  await expect(hosts.last().getByRole("link")).toHaveCount(0);
  const first = hosts.first();
  await expect(first).toContainText(/On air · \d+ watching/);
  await first.getByRole("link", { name: /^Watch .+ at .+$/ }).click();
  await expect(page).toHaveURL(/\/play\/[\w-]+$/);
});

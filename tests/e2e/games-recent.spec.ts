// Recent games with and without JavaScript: a launch puts the game on the recent page, reached from
// the game center's category strip; a guest is told to log in.
import { expect, gameName, gameTiles, test } from "./games-fixtures";

test("a member's launched game shows on the recent games page", async ({ page, member }) => {
  void member;
  await page.goto("/m/slot-games?vassalage=PG");
  const tile = gameTiles(page).nth(1);
  const name = await gameName(tile);
  await tile.click();
  await expect(page).toHaveURL(/\/play\/[^/?]+$/);
  await page.goto("/m/slot-games");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Recent" }).click();
  await expect(page).toHaveURL(/\/m\/recent-games$/);
  await expect(page.getByRole("heading", { name: "Recent games" })).toBeVisible();
  await expect(gameTiles(page)).toHaveCount(1);
  await expect(gameTiles(page)).toHaveAccessibleName(`Play ${name}`);
});

test("a member who played nothing sees the empty recent list", async ({ page, member }) => {
  void member;
  await page.goto("/m/recent-games");
  await expect(page.getByText("You have not played any games yet")).toBeVisible();
});

test("a guest's recent games go to login with 'Please log in'", async ({ page }) => {
  await page.goto("/m/recent-games");
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Frecent-games$/);
  await expect(page.getByText("Please log in", { exact: true })).toBeVisible();
});

// The lottery pages with and without JavaScript: LOTT in the list filter leads to /m/lottery, which
// shows each game's issue and last draw, and the Vietnamese lottery by region.
import { expect, test } from "./games-fixtures";

test("choosing Lottery as the game type in the list filter opens the lottery page", async ({ page }) => {
  await page.goto("/m/gameList");
  await page.getByRole("link", { name: "Filter" }).click();
  const drawer = page.getByRole("region", { name: "Filter games" });
  await drawer.getByRole("combobox", { name: "Game type" }).selectOption("LOTT");
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await expect(page.getByRole("heading", { name: "Lottery", level: 1 })).toBeVisible();
  const vietnam = page.getByRole("region", { name: "Vietnamese lottery" });
  await expect(vietnam.getByRole("heading", { name: "Mien Bac" })).toBeVisible();
  await expect(vietnam.getByText(/^Last draw \d{8}/).first()).toBeVisible();
  await expect(page.getByText(/^Issue \d{8}/).first()).toBeVisible();
});

test("/m/gameList?gameType=LOTT goes to the lottery page", async ({ page }) => {
  await page.goto("/m/gameList?gameType=LOTT");
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await expect(page.getByRole("heading", { name: "Lottery", level: 1 })).toBeVisible();
});

// Favourites with and without JavaScript: the heart on a tile, the favourites page, the login gates.
import {
  expect,
  expectAccessible,
  gameName,
  gameTiles,
  test,
  toast,
  toggleFavourite,
} from "./games-fixtures";

test("a member adds a favourite, sees it on the favourites page after a reload, and removes it", async ({
  page,
  member,
}) => {
  void member;
  await page.goto("/m/slot-games");
  const first = gameTiles(page).first();
  const name = await gameName(first);
  const remove = await toggleFavourite(page, name, "add");
  await page.reload();
  await expect(remove).toHaveAttribute("aria-pressed", "true");

  await page.goto("/m/fav-games");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Favourites" })).toBeVisible();
  await expect(gameTiles(page)).toHaveCount(1);
  await expect(gameTiles(page)).toHaveAccessibleName(`Play ${name}`);
  // Without JavaScript the post reloads the page; with it the tile leaves at once: wait for the save.
  const saved = page.waitForResponse((r) => r.url().includes("/resources/favourite"));
  await toggleFavourite(page, name, "remove");
  await expect(page.getByText("You have no favourite games yet")).toBeVisible();
  await saved;
  await page.reload();
  await expect(page.getByText("You have no favourite games yet")).toBeVisible();
  await page.goto("/m/slot-games");
  await expect(page.getByRole("button", { name: `Add ${name} to favourites` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("a member's favourites show in the home carousel", async ({ page, member }, testInfo) => {
  void member;
  await page.goto("/m/slot-games");
  const name = await gameName(gameTiles(page).nth(1));
  await toggleFavourite(page, name, "add");
  await page.goto("/m/home");
  await page
    .getByRole("navigation", { name: "Game categories" })
    .getByRole("link", { name: "Favourites" })
    .click();
  await expect(page).toHaveURL(/\/m\/home#section-FAV$/);
  const favourites = page.getByRole("region", { name: "My favourites" });
  if (testInfo.project.name === "no-js") {
    // The carousel is streamed below the first screen: without JavaScript the section links to the list.
    await expect(favourites.getByRole("link", { name: "View all" }).first()).toHaveAttribute(
      "href",
      "/m/fav-games",
    );
    return;
  }
  await expect(favourites.getByRole("link", { name: `Play ${name}` })).toBeInViewport();
});

test("a guest's heart and the favourites page go to login, saying favourites need a login", async ({
  page,
}) => {
  await page.goto("/m/slot-games");
  const name = await gameName(gameTiles(page).first());
  await page.getByRole("link", { name: `Add ${name} to favourites` }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Fslot-games&reason=favourites$/);
  // Games §8 in_logged_login, with JavaScript on or off.
  await expect(toast(page, "Please log in to use favourites")).toBeAttached();
  // The FAV tab of the list says it too.
  await page.goto("/m/slot-games");
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: "Favourites" })
    .click();
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Fslot-games&reason=favourites$/);
  await expect(toast(page, "Please log in to use favourites")).toBeAttached();
  await page.goto("/m/fav-games");
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Ffav-games$/);
  await expect(page.getByText("Please log in", { exact: true })).toBeVisible();
});

test("the favourites page has no serious accessibility violations @js-only", async ({ page, member }) => {
  void member;
  await page.goto("/m/slot-games");
  await toggleFavourite(page, await gameName(gameTiles(page).first()), "add");
  await expect(page.getByRole("button", { name: /^Remove .* from favourites$/ })).toHaveCount(1);
  await page.goto("/m/fav-games");
  await expect(gameTiles(page)).toHaveCount(1);
  await expectAccessible(page);
});

test("the favourites page narrows to a vendor of its row, with a chip that clears it (item 14)", async ({
  page,
  member,
}) => {
  void member;
  const names: Record<string, string> = {};
  for (const vendor of ["PG", "PP"]) {
    await page.goto(`/m/slot-games?vassalage=${vendor}`);
    names[vendor] = await gameName(gameTiles(page).first());
    await toggleFavourite(page, names[vendor], "add");
  }
  await page.goto("/m/fav-games");
  await expect(gameTiles(page)).toHaveCount(2);
  await page.getByRole("navigation", { name: "Vendors" }).getByRole("link", { name: "PG Soft" }).click();
  await expect(page).toHaveURL(/\/m\/fav-games\?vassalage=PG$/);
  await expect(gameTiles(page)).toHaveCount(1);
  await expect(gameTiles(page)).toHaveAccessibleName(`Play ${names.PG}`);
  await page.getByRole("link", { name: "Clear filter PG Soft" }).click();
  await expect(page).toHaveURL(/\/m\/fav-games$/);
  await expect(gameTiles(page)).toHaveCount(2);
});

test("a removed favourite leaves the favourites page before the server answers @js-only", async ({
  page,
  member,
}) => {
  void member;
  await page.goto("/m/slot-games");
  const name = await gameName(gameTiles(page).first());
  await toggleFavourite(page, name, "add");
  await page.goto("/m/fav-games");
  await expect(gameTiles(page)).toHaveCount(1);
  // Hold the removal: the list must not wait for it.
  let release: () => Promise<void> = async () => {};
  const held = new Promise<void>((heldNow) =>
    page.route("**/resources/favourite*", (route) => {
      release = () => route.continue();
      heldNow();
    }),
  );
  await page.getByRole("button", { name: `Remove ${name} from favourites` }).click();
  await held;
  await expect(gameTiles(page)).toHaveCount(0);
  await expect(page.getByText("You have no favourite games yet")).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes("/resources/favourite"));
  await release();
  await saved;
  await page.reload();
  await expect(page.getByText("You have no favourite games yet")).toBeVisible();
});

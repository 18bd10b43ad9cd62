// The typo-forgiving search with and without JavaScript: from the game center's search icon, a
// name typed with typos and its words swapped finds the game; with JavaScript the results follow
// 600 ms after typing stops (games §5), one request for the whole name; without it the form is submitted.
import { expect, gameTiles, test } from "./games-fixtures";

/** A seeded slot named with two words of five letters or more, and the same name with typos. */
function typoCase(db: { prepare(sql: string): { pluck(): { get(): unknown } } }) {
  const name = db
    .prepare(
      `SELECT game_name FROM game WHERE listed = 1 AND game_type = 'RNG'
         AND game_name GLOB '[A-Z][a-z][a-z][a-z][a-z]* [A-Z][a-z][a-z][a-z][a-z]*'
         AND game_name NOT GLOB '* * *' ORDER BY game_id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  // One letter dropped from each word, the words swapped: "Sweet Bonanza" -> "bonnza swet".
  const [first, second] = name.toLowerCase().split(" ");
  const drop = (word: string) => word.slice(0, 2) + word.slice(3);
  return { name, typo: `${drop(second)} ${drop(first)}` };
}

test("a name typed with typos, words swapped, finds its game", async ({ page, gamesBackend }, testInfo) => {
  const { name, typo } = typoCase(gamesBackend.db);
  await page.goto("/m/slot-games");
  await page.getByRole("link", { name: "Search all games" }).click();
  await expect(page).toHaveURL(/\/m\/search$/);
  await expect(page.getByRole("status")).toHaveText(/Type a game name/);
  const box = page.getByRole("searchbox", { name: "Game name" });
  if (testInfo.project.name === "no-js") {
    await box.fill(typo);
    await box.press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("gameName") === typo);
  } else {
    // Typed key by key, 100 ms apart: the server is asked once, for the whole name, after typing stops.
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/m/search.data")
        asked.push(new URL(r.url()).searchParams.get("gameName") ?? "");
    });
    await box.pressSequentially(typo, { delay: 100 });
    await expect(page.getByRole("status")).toContainText(`“${typo}”`);
    expect(asked).toEqual([typo]);
    await expect(page).toHaveURL(/\/m\/search$/);
  }
  await expect(page.getByRole("status")).toContainText(`“${typo}”`);
  await expect(gameTiles(page).first()).toHaveAccessibleName(`Play ${name}`);
});

test("a name nothing is near says so", async ({ page }) => {
  await page.goto("/m/search?gameName=zzqxv");
  await expect(page.getByText("No game matches that name. Try fewer letters.")).toBeVisible();
});

test("the box has one clear control, ours: it empties the box (in place with JavaScript)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/m/search?gameName=bonanza");
  const box = page.getByRole("searchbox", { name: "Game name" });
  const clear = page.getByRole("link", { name: "Clear search" });
  await expect(clear).toBeVisible();
  await clear.click();
  await expect(box).toHaveValue("");
  await expect(page.getByRole("status")).toHaveText(/Type a game name/);
  // With JavaScript the list follows in place, the focus kept in the box; without, the link's page.
  if (javaScriptEnabled) await expect(box).toBeFocused();
  else await expect(page).toHaveURL(/\/m\/search$/);
  // Shown only while the box has text.
  await expect(clear).toBeHidden();
});

// A trial player meets one refusal everywhere (issue 49 item 8): registration, saying why. Tiles of
// games without trial play say so and lead there instead of to a 403; the drawer's Security centre
// says why instead of dropping to home without a word (with JavaScript its toast was lost).
import { BFF_SESSION_SECRET } from "../support/servers";
import { createMember, sessionCookie } from "../support/member";
import { expect, expectAccessible, test } from "./games-fixtures";

test.beforeEach(async ({ context, baseURL, gamesBackend }) => {
  const trial = createMember(gamesBackend.db, { type: 4 });
  const cookie = await sessionCookie(BFF_SESSION_SECRET, trial);
  await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
});

test("a trial player's tile without trial play says so and leads to registration", async ({
  page,
  gamesBackend,
}, testInfo) => {
  const name = (freeplay: 0 | 1) =>
    gamesBackend.db
      .prepare(
        "SELECT game_name FROM game WHERE listed = 1 AND game_type = 'RNG' AND freeplay = ? AND vassalage = 'PG' ORDER BY game_id LIMIT 1",
      )
      .pluck()
      .get(freeplay) as string;
  const realOnly = name(0);
  await page.goto(`/m/slot-games?gameName=${encodeURIComponent(realOnly)}`);
  const closed = page.getByRole("link", { name: `Play ${realOnly} Real accounts only` }).first();
  await expect(closed).toBeVisible();
  if (testInfo.project.name === "js") await expectAccessible(page);
  await closed.click();
  await expect(page).toHaveURL(/\/m\/register\?reason=realGame$/);
  await expect(page.getByRole("status")).toHaveText(/Trial accounts can't play this game/);

  // A game with trial play carries no such words and still launches.
  const open = name(1);
  await page.goto(`/m/slot-games?gameName=${encodeURIComponent(open)}`);
  const tile = page.getByRole("link", { name: `Play ${open}`, exact: true }).first();
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(page).toHaveURL(/\/play\/[^/?]+$/);
});

test("a trial player's Security centre in the drawer says why", async ({ page }) => {
  await page.goto("/m/home?menu=left");
  await page.getByRole("link", { name: "Security centre" }).click();
  await expect(page).toHaveURL(/\/m\/register\?reason=realAccount$/);
  await expect(page.getByRole("status")).toHaveText(/Trial accounts can't use this/);
});

// Launching games: real play for a member (the demo page moves the wallet), trial play for a guest,
// refusals the player is told about, and the sportsbook frame asking for a new login.
import { endSession } from "../support/member";
import { expect, expectAccessible, gameName, gameTiles, test } from "./games-fixtures";

test("a member plays for real: the demo page shows the balance, a spin changes it, back returns to the lobby", async ({
  page,
  member,
}) => {
  await page.goto("/m/slot-games?vassalage=PG");
  const first = gameTiles(page).first();
  const name = await gameName(first);
  await first.click();
  await expect(page).toHaveURL(/\/play\/[^/?]+$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Balance: 1000.00")).toBeVisible();
  await page.getByRole("button", { name: "Spin" }).click();
  await expect(page.getByRole("status").filter({ hasText: /You won|No win this time/ })).toBeVisible();
  const shown = Number(await page.locator("output#balance").textContent());
  expect(shown).not.toBe(1000);
  expect(shown).toBe(member.balance());
  await page.getByRole("link", { name: "Back to lobby" }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole("navigation", { name: "Game categories" })).toBeVisible();
});

test("a guest plays a trial where the game allows it, and must log in where it does not", async ({
  page,
  gamesBackend,
}) => {
  const trial = gamesBackend.db
    .prepare(
      "SELECT game_name FROM game WHERE listed = 1 AND game_type = 'RNG' AND freeplay = 1 AND vassalage = 'PG' ORDER BY game_id LIMIT 1",
    )
    .pluck()
    .get() as string;
  await page.goto(`/m/slot-games?gameName=${encodeURIComponent(trial)}`);
  await page
    .getByRole("link", { name: `Play ${trial}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/play\/[^/?]+$/);
  await expect(page.getByRole("heading", { name: trial })).toBeVisible();
  await expect(page.getByText("Trial play")).toBeVisible();
  const credits = page.getByText(/^Trial credits: /);
  const before = await credits.textContent();
  await page.getByRole("button", { name: "Spin" }).click();
  await expect(page.getByRole("status").filter({ hasText: /You won|No win this time/ })).toBeVisible();
  await expect(credits).not.toHaveText(before!);

  const realOnly = gamesBackend.db
    .prepare(
      "SELECT game_name FROM game WHERE listed = 1 AND game_type = 'RNG' AND freeplay = 0 AND vassalage = 'PG' ORDER BY game_id LIMIT 1",
    )
    .pluck()
    .get() as string;
  await page.goto(`/m/slot-games?gameName=${encodeURIComponent(realOnly)}`);
  await page
    .getByRole("link", { name: `Play ${realOnly}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Flaunch/);
});

test("a refused launch says why (vendor under maintenance)", async ({ page, member }) => {
  void member;
  await page.goto("/m/slot-games?vassalage=PS");
  await gameTiles(page).first().click();
  await expect(page.getByRole("heading", { name: "The game could not be opened" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("under maintenance");
  await page.getByRole("link", { name: "Back to the games" }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("the launch error page has no serious accessibility violations @js-only", async ({ page, member }) => {
  void member;
  await page.goto("/m/slot-games?vassalage=NLC");
  await gameTiles(page).first().click();
  await expect(page.getByRole("alert")).toContainText("not offered in your region");
  await expectAccessible(page);
});

test("the sportsbook opens in its frame", async ({ page }) => {
  await page.goto("/m/home");
  await page.getByRole("link", { name: "Sports betting: all matches live" }).click();
  await expect(page).toHaveURL(/\/m\/sportsGame$/);
  const frame = page.frameLocator("iframe[title='Sportsbook']");
  await expect(frame.getByText("Trial play")).toBeVisible();
  await expect(frame.getByRole("button", { name: "Spin" })).toBeVisible();
});

test("the sportsbook frame asking for a new login sends the member to login @js-only", async ({
  page,
  member,
  gamesBackend,
}) => {
  // Once hydrated the page blanks the frame and loads the game again (games spec §2): the session
  // ends only after that second load, or the reload would meet the ended session itself (a busy
  // machine saw the server-rendered frame's balance, ended the session, and the reload went to
  // login before the test could spin).
  let gameLoads = 0;
  const reloaded = page.waitForRequest(
    (r) => r.method() === "GET" && new URL(r.url()).pathname.startsWith("/play/") && ++gameLoads === 2,
  );
  await page.goto("/m/sportsGame");
  await (await reloaded).response();
  const frame = page.frameLocator("iframe[title='Sportsbook']");
  await expect(frame.getByText("Balance: 1000.00")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the game" })).toHaveCount(0);
  endSession(gamesBackend.db, member);
  await frame.getByRole("button", { name: "Spin" }).click();
  // Our session ends with the platform's, so the login page shows instead of sending back.
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FsportsGame$/);
  await page.goto("/m/fav-games");
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Ffav-games$/);
});

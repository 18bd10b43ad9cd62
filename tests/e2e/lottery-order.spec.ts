// A lottery order from launch to bet record, with JavaScript on and off: the lottery game's own page
// (the reference backend plays the vendor) takes the order; the bet record shows and cancels it.
import { expect, test } from "./games-fixtures";

test("a member places a lottery order in the game, sees it in the bet record and cancels a sub-order", async ({
  page,
  member,
  gamesBackend,
}) => {
  // The lottery (of the demo merchant's prize mode, Elott) whose draw is furthest away, so the order
  // stays open (and cancellable) for the test.
  const games = gamesBackend.db
    .prepare(
      `SELECT g.game_name AS name, l.draw_interval_seconds AS i, l.draw_offset_seconds AS o
       FROM lottery_game l JOIN game g ON g.game_id = l.game_id WHERE l.prize_mode = 'Elott'`,
    )
    .all() as Array<{ name: string; i: number; o: number }>;
  const untilDraw = (g: { i: number; o: number }) => {
    const now = Date.now() / 1000;
    return g.o + (Math.floor((now - g.o) / g.i) + 1) * g.i - now;
  };
  const { name } = games.reduce((a, b) => (untilDraw(b) > untilDraw(a) ? b : a));

  await page.goto("/m/lottery");
  await page
    .getByRole("link", { name: new RegExp(`^${name} Next draw`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/play\/[^/?]+$/);
  const playUrl = page.url();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Issue \d{8}(-\d{4})? · closes at .+ UTC$/)).toBeVisible();
  await expect(page.getByText("Balance: 1000.00")).toBeVisible();

  const digits = page.getByRole("group", { name: "Last digit of the draw (pick one or more)" });
  await digits.getByRole("checkbox", { name: "2", exact: true }).check();
  await digits.getByRole("checkbox", { name: "5", exact: true }).check();
  await page.getByRole("textbox", { name: /^Stake per digit/ }).fill("5");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/play\/[^/?]+\?order=\d+$/);
  const placed = page.getByRole("region", { name: /^Order \d+ placed$/ });
  await expect(placed).toContainText("Digit 2 · stake 5.00 · Pending");
  await expect(placed).toContainText("Digit 5 · stake 5.00 · Pending");
  await expect(page.getByText("Balance: 990.00")).toBeVisible();
  expect(member.balance()).toBe(990);

  await page.goto("/m/gameRecord?tab=lottery");
  const row = page.locator(".record-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("button", { name: "Cancel sub-order 2" })).toBeVisible();
  await row.getByRole("button", { name: "Cancel sub-order 5" }).click();
  await expect(page.getByText("Sub-order cancelled. The stake is back in your balance.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel sub-order 5" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel sub-order 2" })).toBeVisible();
  expect(member.balance()).toBe(995);

  // The game shows the stake back too.
  await page.goto(playUrl);
  await expect(page.getByText("Balance: 995.00")).toBeVisible();
});

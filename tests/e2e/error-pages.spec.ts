import { expect, test } from "./fixtures";

// Issue 14: no error page is a dead end. What can be corrected is; what remains is a page inside the
// shell, in the player's language, with the menu and a way back. Both projects (JavaScript on and off).

test.describe("bad query values are corrected", () => {
  for (const [address, shown] of [
    ["/m/gameList?page=abc", "/m/gameList"],
    ["/m/slot-games?vassalage=%3Cscript%3E", "/m/slot-games"],
    ["/m/gameList?gameType=NOPE", "/m/gameList"],
    ["/m/fishing-games?page=31", "/m/fishing-games?page=30"],
    ["/m/hot-games?page=abc", "/m/hot-games"],
  ]) {
    test(`${address} shows ${shown}`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(shown);
      await expect(page.locator(".game-tile").first()).toBeVisible();
      // Inside the shell: a game list has its bar with a way back (no bottom menu, decision 0023).
      await expect(page.getByRole("main").getByRole("link", { name: "Back" })).toBeVisible();
    });
  }
});

test.describe("an error that remains is a page inside the shell", () => {
  test("a launch without a game says so, with the header, the menu and a way back", async ({ page }) => {
    const response = await page.goto("/m/launch");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "The game could not be opened" })).toBeVisible();
    await expect(page.getByText("No game was chosen. Pick one in the lobby.")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the games" }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("an unknown promotion is a page inside the shell, with the menu and a way home", async ({ page }) => {
    const response = await page.goto("/m/activityDetail?id=999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test.describe("in the player's language", () => {
    test.use({ locale: "ko-KR" });
    test("a launch without a game is explained in Korean", async ({ page }) => {
      await page.goto("/m/launch");
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      await expect(page.getByRole("heading", { name: "게임을 열 수 없습니다" })).toBeVisible();
      await expect(page.getByText("선택된 게임이 없습니다. 로비에서 게임을 고르세요.")).toBeVisible();
      await expect(page.locator(".bottom-menu")).toBeVisible();
    });

    test("a closed game page is explained in Korean", async ({ page }) => {
      await page.goto("/play/no-such-ticket");
      await expect(page.getByRole("heading", { name: "게임이 종료되었습니다" })).toBeVisible();
      await expect(page.getByRole("link", { name: "로비로 돌아가기" })).toBeVisible();
    });
  });

  test("a closed game page is ours, inside the shell, and leads back to the lobby", async ({ page }) => {
    const response = await page.goto("/play/no-such-ticket");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This game has closed" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await page.getByRole("link", { name: "Back to lobby" }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });

  test("a malformed escape in the address is an unknown path: home", async ({ page }) => {
    const response = await page.goto("/m/%E0%A4%A");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });

  test("a 20,000-character address reaches the app, not the browser's 431 page", async ({ page }) => {
    const response = await page.goto(`/m/home?ref=${"a".repeat(20_000)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    const search = await page.goto(`/m/gameList?gameName=${"a".repeat(20_000)}`);
    expect(search?.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get("gameName")).toBe("a".repeat(100));
  });
});

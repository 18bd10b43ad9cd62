// Toast times (games §9, accounts §8 and §9; app/domain/toast.ts): each toast names its time, the CSS
// hides it then without JavaScript and a timer with it; the game list's loading toast is 2 s; the
// progress bar starts at 20 %. Only conditions are waited for: the times are read, never slept.
import { expect, test, toast, waitForHydration } from "./fixtures";

const animationDelay = (locator: import("@playwright/test").Locator) =>
  locator.evaluate((element) => getComputedStyle(element).animationDelay);

test("a setting's toast is the default notice, 1.5 s, with JavaScript on or off", async ({
  page,
}, testInfo) => {
  await page.goto("/m/home?menu=left");
  if (testInfo.project.name === "js") await waitForHydration(page);
  await page.getByRole("button", { name: "Switch to Light theme" }).click();
  const notice = toast(page, "Theme changed");
  await expect(notice).toHaveAttribute("data-duration", "notice");
  // Its showing time is read, not watched: 1.5 s may pass between two of a busy machine's checks.
  if (testInfo.project.name === "no-js") expect(await animationDelay(notice)).toBe("1.5s");
  // Then it leaves the screen: hidden by the CSS rule without JavaScript, by its timer with it (its
  // text stays in the live region).
  if (testInfo.project.name === "no-js") await expect(notice).toBeHidden();
  else await expect(notice).toHaveClass("visually-hidden");
});

test("a form posted after the session ended says so in a long toast, 8 s", async ({ page, baseURL }) => {
  // A member's form page left open while the session ended: its post goes to login with the toast.
  const answer = await page.request.post("/m/changePsw", {
    form: { oldPassword: "Passw0rd!", newPassword: "Passw0rd!2", confirmNewPassword: "Passw0rd!2" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  await page.goto(answer.headers().location);
  const toast = page.getByRole("status").filter({ hasText: "the form was not sent" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-duration", "long");
  expect(await animationDelay(toast)).toBe("8s");
});

test.describe("loading feedback of the game list @js-only", () => {
  test("the next page on its way says please wait for 2 s at most", async ({ page }) => {
    const feedbackLoaded = page.waitForResponse((r) => /\/assets\/loading-toast-[\w-]+\.js$/.test(r.url()));
    await page.goto("/m/slot-games");
    await waitForHydration(page);
    await feedbackLoaded;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/m\/slot-games\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(".games-more").scrollIntoViewIfNeeded();
    const toast = page.locator(".toast--loading");
    await expect(toast).toHaveText("Please wait…");
    await expect(toast).toHaveAttribute("data-max-ms", "2000");
    expect(await animationDelay(toast)).toBe("0.15s, 2s");
    release();
    await expect(toast).toHaveCount(0);
  });

  test("a page on its way: the bar starts at 20 %, a game list says please wait for 2 s", async ({
    page,
  }) => {
    const feedbackLoaded = page.waitForResponse((r) => /\/assets\/loading-toast-[\w-]+\.js$/.test(r.url()));
    await page.goto("/m/home");
    await waitForHydration(page);
    await feedbackLoaded;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/m\/hot-games\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(`a.home-section__all[href="/m/hot-games"]`).click();
    const bar = page.locator(".nav-progress");
    await expect(bar).toBeAttached();
    // The bar's animation at its start: scaleX(0.2).
    const start = await bar.evaluate((element) => {
      const [animation] = element.getAnimations();
      animation.pause();
      animation.currentTime = 0;
      return new DOMMatrix(getComputedStyle(element).transform).a;
    });
    expect(start).toBeCloseTo(0.2, 5);
    await expect(page.locator(".toast--loading")).toHaveAttribute("data-max-ms", "2000");
    release();
    await expect(page).toHaveURL(/\/m\/hot-games/);
    await expect(bar).toHaveCount(0);
  });
});

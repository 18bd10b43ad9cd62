// A page carries the texts its render read (decision 0056): it hydrates without downloading the
// language's whole texts, which come after; whatever is drawn before they come is drawn again with
// them. The whole texts are held back here until the test lets them go, as on a slow line.
import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

async function holdWholeTexts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/resources\/locales\//, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test("pages hydrate with their own texts, matching the server's, before the whole texts come @js-only", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const texts = await holdWholeTexts(page);
  for (const path of ["/m/home", "/m/slot-games", "/m/login"]) {
    await page.goto(path);
    await waitForHydration(page);
    // Asked for only once the page is React's, and not needed for it.
    await expect.poll(texts.asked).toBe(true);
  }
  // No hydration mismatch (React reports one as an error and draws the page anew).
  expect(errors).toEqual([]);
  texts.release();
});

test("a page reached before the whole texts come is drawn again with them @js-only", async ({ page }) => {
  const texts = await holdWholeTexts(page);
  await page.goto("/m/home");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Log in" }).first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // Home's texts lack the login form's: until the whole texts come, its keys stand in.
  await expect(page.getByText("account.login.forgot")).toBeVisible();
  texts.release();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
  await expect(page).toHaveTitle("Log in | Mobile Casino");
  await expect(page.locator("body")).not.toContainText("account.login");
});

// A page carries the texts its render read (decision 0056): it hydrates without downloading the
// language's whole texts, which come after; a navigation waits for them. The whole texts are held
// back here until the test lets them go, as on a slow line.
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

test("a page asked for before the whole texts come waits for them, and never shows a key @js-only", async ({
  page,
}) => {
  const texts = await holdWholeTexts(page);
  await page.goto("/m/home");
  await waitForHydration(page);
  // Every text the page shows from now on, as it changes: a key standing in for a text would be seen.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.getByRole("link", { name: "Log in" }).first().click();
  // Login's route module and stylesheets have come (seen on two frames running, so the stylesheets'
  // load events have been handled): without the wait, its data would be asked for now.
  await page.waitForFunction(() => {
    const router = window as unknown as {
      __reactRouterRouteModules: object;
      __reactRouterManifest: { routes: Record<string, { css?: string[] }> };
      framesReady?: number;
    };
    const route = "routes/account/login";
    const came = (href: string) =>
      performance
        .getEntriesByName(new URL(href, location.href).href)
        .some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0) ||
      document.querySelector(`style[data-href="${href}"]`) !== null;
    const ready =
      route in router.__reactRouterRouteModules &&
      (router.__reactRouterManifest.routes[route].css ?? []).every(came);
    router.framesReady = ready ? (router.framesReady ?? 0) + 1 : 0;
    return router.framesReady >= 2;
  });
  const releasedAt = await page.evaluate(() => performance.now());
  texts.release();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
  await expect(page).toHaveTitle("Log in | Mobile Casino");
  // The page's data was asked for only once the texts could come (the root's client middleware).
  const dataAskedAt = await page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .find((entry) => new URL(entry.name).pathname.startsWith("/m/login.data"))?.startTime ?? -1,
  );
  expect(dataAskedAt).toBeGreaterThan(releasedAt);
  // Home's texts lack the login form's: drawn before the whole texts came, its keys would have shown.
  const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((text) => text.includes("account.login."))).toEqual([]);
});

// A form's code comes after the page's (decision 0054, app/ui/forms/deferred-form.tsx): the page
// hydrates without it, the form works as without JavaScript until it arrives, what was typed meanwhile
// stays, and a page reached by navigation shows with its form. The form's chunk is held back here
// until the test lets it go, as on a slow line.
import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { test as memberTest } from "./games-fixtures";

/** Holds a form's chunk (the login form's unless named) until `release` is called. */
async function holdLoginForm(page: Page, chunk = /\/assets\/login-form-[\w-]+\.js$/) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(chunk, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

const hydrated = (selector: string) => (page: Page) =>
  page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react")));

test("the page hydrates before its form's code; what was typed meanwhile stays @js-only", async ({
  page,
}) => {
  const form = await holdLoginForm(page);
  await page.goto("/m/login");
  // The page (its menu button) works while the form still waits for its code.
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
  await expect.poll(form.asked).toBe(true);
  expect(await hydrated("[data-deferred-form]")(page)).toBe(false);
  const username = page.getByLabel("Username", { exact: true });
  await username.fill("late_typist");
  // The same element before and after: React hydrates the server's form, it does not draw a new one.
  await username.evaluate((input) => input.setAttribute("data-typed-before", ""));

  form.release();
  await waitForHydration(page);
  await expect(username).toHaveValue("late_typist");
  await expect(username).toHaveAttribute("data-typed-before", "");
  // Now React Router sends the form (a data request, not a new document) and the refusal shows.
  await page.getByLabel("Password", { exact: true }).fill("Wrong9pass");
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/m/login")),
    page.getByRole("button", { name: "Log in", exact: true }).click(),
  ]);
  expect(sent.resourceType()).not.toBe("document");
  await expect(page.getByText("Wrong username or password")).toBeVisible();
  await expect(username).toHaveValue("late_typist");
});

test("a form's code is asked for once React's code has come, not beside it @js-only", async ({ page }) => {
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route: Route) => {
    await entryHeld;
    await route.continue();
  });
  const formAsked: string[] = [];
  page.on("request", (request) => {
    if (/\/login-form-[\w-]+\.js$/.test(request.url())) formAsked.push(request.url());
  });
  await page.goto("/m/login", { waitUntil: "commit" });
  // React Router's inline script names the route modules once they are evaluated, then imports the
  // entry: the login route's module has run, and Vite's loader adds its preload link when asked.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect(await page.locator('link[href*="/login-form-"]').count()).toBe(0);
  expect(formAsked).toEqual([]);
  releaseEntry();
  await expect.poll(() => formAsked.length).toBeGreaterThan(0);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
});

test("a form sent before its code arrives goes to the server and is answered in place @js-only", async ({
  page,
}) => {
  await holdLoginForm(page);
  await page.goto("/m/login");
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
  await page.getByLabel("Username", { exact: true }).fill("nobody_here");
  await page.getByLabel("Password", { exact: true }).fill("Wrong9pass");
  // A document POST (the code never came): the server's answer is a new page with the refusal.
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/m/login")),
    page.getByRole("button", { name: "Log in", exact: true }).click(),
  ]);
  expect(sent.resourceType()).toBe("document");
  await expect(page.getByText("Wrong username or password")).toBeVisible();
  await expect(page.getByLabel("Username", { exact: true })).toHaveValue("nobody_here");
});

test("a page reached by navigation shows with its form @js-only", async ({ page }) => {
  await page.goto("/m/register");
  await waitForHydration(page);
  const form = await holdLoginForm(page);
  await page.getByRole("link", { name: "Already registered? Log in" }).click();
  await expect.poll(form.asked).toBe(true);
  // The register page stays until the login form can be drawn with its page.
  await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
  await expect(page.getByLabel("Remember me")).toHaveCount(0);
  form.release();
  await expect(page.getByLabel("Username", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Register" })).toHaveCount(0);
});

memberTest(
  "a navigation while a form waits for its code waits too, and leaves the form as typed @js-only",
  async ({ page, member: _member }) => {
    const form = await holdLoginForm(page, /\/assets\/feedback-form-[\w-]+\.js$/);
    await page.goto("/m/feedback");
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
    const comment = page.getByRole("textbox", { name: "Your comment" });
    await comment.fill("Typed before the form's code came.");
    await comment.evaluate((input) => input.setAttribute("data-typed-before", ""));
    // Opening the site menu is a navigation (?menu=left): it waits for the form's code.
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect.poll(form.asked).toBe(true);
    await expect(comment).toHaveValue("Typed before the form's code came.");
    form.release();
    await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/feedback\?menu=left$/);
    await waitForHydration(page);
    // The same element, hydrated, not drawn anew.
    await expect(comment).toHaveValue("Typed before the form's code came.");
    await expect(comment).toHaveAttribute("data-typed-before", "");
  },
);

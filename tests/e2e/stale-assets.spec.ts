import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Hashed file names as Vite writes them (`root-C8Dhrm76.css`, `entry.client-ByaK3icg.js`).
const HASHED = /\/assets\/([\w.-]+?)-[\w-]{8}\.(css|js)/g;

test("a missing asset or file is a bare 404, never a page", async ({ request }) => {
  for (const path of ["/assets/nope.js", "/assets/root-0ldBui1d.css", "/nope.js", "/images/nope.png"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).not.toContain("html");
    expect(await response.text(), path).not.toContain("<");
  }
});

/** Counts the documents served for `path`; the first one is changed by `earlier` into one of an earlier build. */
async function serveFirstPageFromEarlierBuild(page: Page, path: string, earlier: (html: string) => string) {
  const served = { count: 0 };
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    served.count += 1;
    const response = await route.fetch();
    const html = await response.text();
    const headers = { ...response.headers() };
    delete headers["content-length"];
    delete headers["content-encoding"];
    await route.fulfill({
      status: response.status(),
      headers,
      body: served.count === 1 ? earlier(html) : html,
    });
  });
  return served;
}

test("a page that names the files of an earlier build loads once more and comes up styled @js-only", async ({
  page,
}) => {
  const served = await serveFirstPageFromEarlierBuild(page, "/m/home", (html) =>
    html.replace(HASHED, "/assets/$1-0ldBui1d.$2"),
  );
  await page.goto("/m/home");
  await expect.poll(() => served.count).toBe(2);
  // Styled (the bottom menu is a fixed bar) and working (hydrated: the drawer opens without a new document).
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCSS("position", "fixed");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
  expect(served.count).toBe(2);
});

test("after a deploy, a client navigation from an open page loads the new version as a document @js-only", async ({
  page,
}) => {
  // The page in the tab was loaded before the deploy: its route manifest has another version.
  await serveFirstPageFromEarlierBuild(page, "/m/home", (html) =>
    html.replace(/"version": ?"[^"]+"/, '"version":"0ldBui1d"'),
  );
  await page.goto("/m/home");
  // React Router notices the new version either when the click asks for the login route or earlier,
  // when it discovers the routes of the links on screen; either way the tab loads a document again
  // (/m/login, or /m/home before the click), never a client render of the old build.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  // A document was loaded: the login page, or home again when the reload came first and took the
  // click with it (seen on the fresh clone: waiting for the login form there failed a correct page).
  await expect.poll(() => documents.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/m\/(login|home)(\?.*)?$/);
  if (new URL(page.url()).pathname === "/m/login") {
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  }
});

// React Router 8 hands loaders the raw request: on a client navigation its address is the data
// request's (`/m/x.data?_routes=…`). Pages build their links, `redirectTo` and page lookups from the
// normalised `url` instead (issue 45): none of React Router's own addresses ever reaches a link, the
// address bar or a way back, with JavaScript (client navigations) or without (documents).
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * React Router's implementation details in an address: a `.data` path, `_routes`, or a bare `index`
 * (an index route's; the notice page's own `index=3` is the page's).
 */
const INTERNAL = /\.data(\?|#|$)|[?&]_routes(=|&|#|$)|[?&]index=?(&|#|$)/;

async function expectNoDataAddresses(page: Page) {
  expect(page.url()).not.toMatch(INTERNAL);
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => INTERNAL.test(href))).toEqual([]);
  for (const address of [page.url(), ...hrefs]) {
    const back = new URL(address, page.url()).searchParams.get("redirectTo");
    if (back) expect(back).not.toMatch(INTERNAL);
  }
}

/**
 * Goes to `path` as a link would: a client navigation with JavaScript (React Router's own router,
 * which a `<Link>` calls), a document load without.
 */
async function navigate(page: Page, path: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return page.goto(path);
  await waitForHydration(page);
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
}

test("a guest's tap on a member page leads to login and back to the page itself", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/m/home");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.locator('a[href="/m/inviteFriends"]').first().click();
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FinviteFriends$/);
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
  await expectNoDataAddresses(page);
});

test("a filtered and paged game list links to itself, never to its data", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/m/home");
  await navigate(page, "/m/slot-games", javaScriptEnabled);
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(page.locator('a[href="/m/slot-games?vassalage=JDB"]').first()).toBeAttached();
  await expectNoDataAddresses(page);
  await navigate(page, "/m/slot-games?vassalage=JDB", javaScriptEnabled);
  await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=JDB$/);
  await expect(page.locator('a[href^="/m/slot-games?"][href*="vassalage=JDB"]').first()).toBeAttached();
  await expectNoDataAddresses(page);
  await navigate(page, "/m/slot-games?page=2", javaScriptEnabled);
  await expect(page).toHaveURL(/\/m\/slot-games\?page=2$/);
  await expect(page.locator("main")).toBeVisible();
  await expectNoDataAddresses(page);
});

const CONTRACT_PAGES = [
  ["/m/member/agent/getSalaryContract", "Daily salary contract"],
  ["/m/member/agent/getDevidendContract", "Dividend contract"],
  ["/m/member/agent/getHourContract", "Hourly salary contract"],
] as const;

test("each contract page is found by its own address", async ({ page, javaScriptEnabled }) => {
  await page.goto("/m/login?side=agent&redirectTo=%2Fm%2Fagent");
  await page.getByLabel("Username", { exact: true }).fill("demo_agent");
  await page.getByLabel("Password", { exact: true }).fill("Passw0rd!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  for (const [path, heading] of CONTRACT_PAGES) {
    await navigate(page, path, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    // The page's own answer (the contract offered, or that none awaits), not an error in its frame.
    const accept = page.getByRole("button", { name: "Accept" });
    await expect(accept.or(page.getByText("No contract awaits your confirmation."))).toBeVisible();
    await expectNoDataAddresses(page);
  }
});

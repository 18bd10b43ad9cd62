// What players see at 390 px (issue 49 item 12), with JavaScript on and off: the member header in
// one row in every language, home's app icon and category chips in reach, the pager past the end.
import type { Browser } from "@playwright/test";
import { createMember, sessionCookie } from "../support/member";
import { BFF_SESSION_SECRET } from "../support/servers";
import { closedPopupCookies } from "./fixtures";
import { expect, test } from "./games-fixtures";

/** A page at 390 px in `locale`, signed in as a new member with a four-digit balance. */
async function memberPage(
  browser: Browser,
  baseURL: string,
  db: Parameters<typeof createMember>[0],
  locale: string,
  js: boolean,
) {
  const context = await browser.newContext({
    locale,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: js,
  });
  const member = createMember(db, { balance: 1234 });
  const cookie = await sessionCookie(BFF_SESSION_SECRET, member);
  await context.addCookies([
    { ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" },
    ...closedPopupCookies(baseURL),
  ]);
  return { context, page: await context.newPage() };
}

test("the member header is one row at 390 px in every language", async ({
  browser,
  baseURL,
  gamesBackend,
}, testInfo) => {
  test.slow();
  for (const locale of ["en", "ko", "zh-CN", "vi", "th", "id", "es", "pt", "ja"]) {
    const { context, page } = await memberPage(
      browser,
      baseURL!,
      gamesBackend.db,
      locale,
      testInfo.project.use.javaScriptEnabled !== false,
    );
    await page.goto("/m/home");
    const header = page.locator(".site-header");
    await expect(header.locator(".balance__amount")).toHaveText(/^1\D?234$/);
    const rows = await header.evaluate((h) => {
      const left = h.querySelector(".site-header__left")!.getBoundingClientRect();
      const tops = [...h.querySelectorAll(".header-account > *")].map((e) => e.getBoundingClientRect());
      return {
        leftBottom: left.bottom,
        tops: tops.map((r) => r.top),
        rights: tops.map((r) => r.right),
        height: h.getBoundingClientRect().height,
      };
    });
    // Every widget (balance, deposit, withdraw, member icon) beside the logo, none under it.
    for (const top of rows.tops) expect(top, locale).toBeLessThan(rows.leftBottom);
    for (const right of rows.rights) expect(right, locale).toBeLessThanOrEqual(390);
    expect(rows.height, locale).toBeLessThan(60);
    await context.close();
  }
});

test("home's app icon and customer-service button are clear targets, off the category chips", async ({
  browser,
  baseURL,
  gamesBackend,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const { context, page } = await memberPage(browser, baseURL!, gamesBackend.db, "en", js);
  await page.goto("/m/home");
  const chips = page.getByRole("navigation", { name: "Game categories" }).getByRole("link");
  const service = page.locator(".cs-fab > summary");
  const icon = page.getByRole("link", { name: "Get the app" });
  await expect(service).toBeVisible();
  const [fourth, serviceBox, iconBox] = await Promise.all([
    chips.nth(3).boundingBox(),
    service.boundingBox(),
    icon.boundingBox(),
  ]);
  await page.screenshot({ path: testInfo.outputPath("home-390.png") });
  const overlaps = (a: typeof fourth, b: typeof fourth) =>
    a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  // The fourth chip is whole on screen, under nothing.
  expect(overlaps(fourth, serviceBox)).toBe(false);
  expect(fourth!.x + fourth!.width).toBeLessThanOrEqual(390);
  expect(overlaps(iconBox, serviceBox)).toBe(false);
  // Nothing else is on top of the app icon anywhere over its box (axe's target-size "obscured").
  const onTop = await icon.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hits: string[] = [];
    for (let y = r.top + 1; y < r.bottom; y += 4)
      for (let x = r.left + 1; x < r.right; x += 4) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !el.contains(hit)) hits.push(hit.tagName);
      }
    return hits;
  });
  expect(onTop).toEqual([]);
  if (js) {
    // axe's target-size, as the page moves (the notices scroll under the icon's edge).
    const { default: AxeBuilder } = await import("@axe-core/playwright");
    const result = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
    expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  }
  await context.close();
});

test("a page past the end of a team list says so and links the last page", async ({ page }) => {
  await page.goto("/m/login?side=agent&redirectTo=%2Fm%2Fagent");
  await page.getByLabel("Username", { exact: true }).fill("demo_agent");
  await page.getByLabel("Password", { exact: true }).fill("Passw0rd!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/m\/login/);
  await page.goto("/m/member/team?page=999");
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager).not.toContainText("Page 999 of");
  await pager.getByRole("link", { name: /^The list ends at page \d+\. Go to page \d+$/ }).click();
  await expect(page).not.toHaveURL(/page=999/);
});

test("Escape closes the announcement popup and the focus is on the page, not <body>", async ({
  browser,
  baseURL,
  gamesBackend,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "Escape needs JavaScript");
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = createMember(gamesBackend.db, { balance: 10 });
  const cookie = await sessionCookie(BFF_SESSION_SECRET, member);
  await context.addCookies([{ ...cookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  await page.goto(`${baseURL}/m/home`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.waitForFunction(() => document.activeElement?.closest("dialog") !== null);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
  await expect(page.locator("#main")).toBeFocused();
  await context.close();
});

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

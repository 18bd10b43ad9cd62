// Issue 48 items 10 and 14, with JavaScript on and off: the header's own customer-service and
// sign-out entries, the forgot-password logo, the app icon of the download prompts, the footer's age
// by language, the download bar's "requires login" property; with JavaScript the 300 ms mask guard
// and a browser whose storage is refused (private browsing, decision 0071).
import type { Page } from "@playwright/test";
import { operator } from "../support/operator";
import { expect, test } from "./games-fixtures";
import { waitForHydration } from "./fixtures";

const loaded = (page: Page, selector: string) =>
  expect
    .poll(() => page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

test("a titled page's header has customer service and, for a member, sign out (accounts §2)", async ({
  page,
  javaScriptEnabled,
  member: _member,
}) => {
  await page.goto("/m/help");
  const header = page.locator(".site-header");
  await expect(header.getByRole("link", { name: "Customer service" })).toHaveAttribute(
    "href",
    /^https:\/\/cs\.example\.com\/chat/,
  );
  const signOut = header.getByRole("link", { name: "Sign out" });
  await expect(signOut).toHaveAttribute("href", "/m/set?confirm=logout");
  // The header stays one row at 390 px.
  const heights = await header.evaluate((el) => el.getBoundingClientRect().height);
  expect(heights).toBeLessThan(80);
  // A one-word title keeps its word whole beside the entries (without JavaScript the language
  // switch has its Apply too): one line of 16 px text, never "Depos" over "it".
  for (const [path, title] of [
    ["/m/voucherCenter", "Deposit"],
    ["/m/withdraw", "Withdraw"],
  ]) {
    await page.goto(path);
    const heading = page.locator(".site-header__title");
    await expect(heading).toHaveText(title);
    expect(await heading.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(24);
  }
  await page.goto("/m/help");
  if (javaScriptEnabled) await waitForHydration(page);
  await signOut.click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("a guest's titled header has customer service and no sign out", async ({ page }) => {
  await page.goto("/m/help");
  const header = page.locator(".site-header");
  await expect(header.getByRole("link", { name: "Customer service" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign out" })).toHaveCount(0);
});

test("the forgot-password page has its logo under the back arrow (accounts §2)", async ({ page }) => {
  await page.goto("/m/forget");
  await expect(page.locator(".account-logo .logo")).toBeVisible();
});

test("the download bar and popup show the merchant's app icon (the AppDownloadIcon resource)", async ({
  page,
}) => {
  await page.goto("/m/home");
  await expect(page.locator(".top-banner__icon")).toHaveAttribute("src", /app-icon\.svg$/);
  await loaded(page, ".top-banner__icon");
  await page.goto("/m/home?download=1");
  await loaded(page, ".download-popup__icon");
});

test("the footer states 18 in English and 19 in Korean (accounts §2 home footer)", async ({
  browser,
  baseURL,
}) => {
  for (const [locale, age, text] of [
    ["en-US", "18+", "Only players aged 18 or over may play."],
    ["ko-KR", "19+", "만 19세 이상만 이용할 수 있습니다."],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${baseURL}/m/home`);
    const footer = page.locator(".site-footer");
    await expect(footer.locator(".badge-18")).toHaveText(age);
    await expect(footer.getByText(text)).toBeVisible();
    await context.close();
  }
});

test("with the merchant's requires-login property on, the download bar shows to members only", async ({
  page,
  browser,
  baseURL,
  gamesBackend,
  member: _member,
}) => {
  await operator(gamesBackend.url, "/settings", { downloadBarLogin: true });
  try {
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    // The BFF's cached status is refreshed in the background: the change shows a request later.
    await expect(async () => {
      await guestPage.goto(`${baseURL}/m/home`);
      await expect(guestPage.locator("main")).toBeVisible();
      await expect(guestPage.locator(".top-banner")).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await guest.close();
    await page.goto("/m/home");
    await expect(page.locator(".top-banner")).toBeVisible();
  } finally {
    await operator(gamesBackend.url, "/settings", { downloadBarLogin: false });
  }
});

test("a tap on the drawer's mask as it opens is ignored; once armed it closes the drawer @js-only", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the guard is JavaScript's; without it the page loads with the drawer open");
  await page.goto("/m/help");
  await waitForHydration(page);
  // The opening tap and a second one on the mask the moment it is there (well inside 300 ms).
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const tapMask = () => {
          const mask = document.querySelector<HTMLElement>(".drawer-scrim");
          if (!mask) return false;
          mask.click();
          done();
          return true;
        };
        new MutationObserver((_, observer) => {
          if (tapMask()) observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true });
        document.querySelector<HTMLElement>('a[aria-label="Open menu"]')!.click();
      }),
  );
  const drawer = page.getByRole("navigation", { name: "Site menu" });
  const mask = page.locator(".drawer-scrim");
  await expect(mask).toHaveAttribute("data-armed", "true");
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/menu=left/);
  await mask.click({ position: { x: 370, y: 300 } });
  await expect(drawer).toHaveCount(0);
});

test("a browser that refuses storage (private browsing) still gets the whole site @js-only", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "storage is JavaScript's");
  await page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"] as const)
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
  });
  await page.goto("/m/home");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
  await page.goto("/m/login");
  await waitForHydration(page);
  await page.getByLabel("Username", { exact: true }).fill("demo_player");
  await page.getByLabel("Password", { exact: true }).fill("Passw0rd!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole("link", { name: /Member menu/ })).toBeVisible();
});

// Issue 14: the site with the keyboard only. Escape and the roving strips need JavaScript (without it
// drawers close through their links and every strip link is a plain tab stop).
import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";
import { expect, test } from "./games-fixtures";

/** Where the focus is: a short description, and whether a person can see it (on top at its centre, ring drawn). */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const onTop = document.elementFromPoint(x, y);
    const style = getComputedStyle(element);
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      game: element.matches(".game-tile__launch"),
      skipLink: element.matches(".skip-link"),
      inView: box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
      onTop: onTop !== null && (onTop === element || element.contains(onTop)),
      ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/** Presses Enter on the focused opener and waits for `opened`, all by keyboard. */
async function openWithKeyboard(page: Page, opener: Locator, opened: Locator) {
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(opened).toBeVisible();
}

test.describe("keyboard @js-only", () => {
  test("the first game of home is reached in at most 10 Tab presses, through the skip link", async ({
    page,
  }) => {
    await page.goto("/m/home");
    await waitForHydration(page);
    let presses = 0;
    for (;;) {
      await page.keyboard.press("Tab");
      presses += 1;
      const focus = await focusState(page);
      if (focus.game) break;
      if (focus.skipLink) await page.keyboard.press("Enter");
      expect(presses, `still at ${focus.name}`).toBeLessThan(10);
    }
    expect(presses).toBeLessThanOrEqual(10);
  });

  test("every control on the way to the first game is visible when focused, with its ring", async ({
    page,
  }) => {
    await page.goto("/m/home");
    await waitForHydration(page);
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      // A carousel brings its focused slide into view by sliding (Swiper's a11y module, one second
      // for the banners): the control must be seen once it has, not in the middle of the slide.
      await expect
        .poll(() => focusState(page), { timeout: 5_000 })
        .toMatchObject({ inView: true, onTop: true, ring: true });
      if ((await focusState(page)).game) break;
    }
  });

  test("strips are one tab stop; the arrow keys move inside them", async ({ page }) => {
    await page.goto("/m/slot-games");
    await waitForHydration(page);
    const strip = page.getByRole("navigation", { name: "Game types" });
    const links = strip.getByRole("link");
    await expect(strip.locator('[tabindex="0"]')).toHaveCount(1);
    await expect(strip.locator('[tabindex="-1"]')).toHaveCount((await links.count()) - 1);
    // Tab enters at the current one (Slots); the arrows move, Tab leaves the strip.
    const current = strip.locator('[aria-current="page"]');
    await current.focus();
    await page.keyboard.press("ArrowRight");
    await expect(current).not.toBeFocused();
    await expect(strip.locator('[tabindex="0"]')).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await strip.evaluate((nav) => nav.contains(document.activeElement))).toBe(false);
    await page.keyboard.press("Shift+Tab");
    await expect(links.first()).toBeFocused();
  });

  test("Escape closes the left drawer and gives the focus back to the menu button", async ({ page }) => {
    await page.goto("/m/home");
    await waitForHydration(page);
    const button = page.getByRole("link", { name: "Open menu" });
    const drawer = page.getByRole("navigation", { name: "Site menu" });
    await openWithKeyboard(page, button, drawer);
    await expect(page).toHaveURL(/menu=left/);
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(page).not.toHaveURL(/menu=/);
    await expect(button).toBeFocused();
    // The drawer's own close link gives the focus back too.
    await openWithKeyboard(page, button, drawer);
    await drawer.getByRole("link", { name: "Close menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("Escape closes the member menu, and the sign-out dialog inside the site menu, one at a time", async ({
    page,
    member,
  }) => {
    void member;
    await page.goto("/m/home");
    await waitForHydration(page);
    const icon = page.getByRole("link", { name: "Member menu" });
    const right = page.getByRole("navigation", { name: "Member menu" });
    await openWithKeyboard(page, icon, right);
    await page.keyboard.press("Escape");
    await expect(right).toHaveCount(0);
    await expect(icon).toBeFocused();

    const menu = page.getByRole("link", { name: "Open menu" });
    const left = page.getByRole("navigation", { name: "Site menu" });
    await openWithKeyboard(page, menu, left);
    const signOut = left.getByRole("link", { name: "Sign out" });
    const dialog = page.getByRole("dialog");
    await openWithKeyboard(page, signOut, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(left).toBeVisible();
    await expect(signOut).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(left).toHaveCount(0);
    await expect(menu).toBeFocused();
  });

  test("Escape closes the app download popup and the games filter, focus back on their links", async ({
    page,
  }) => {
    await page.goto("/m/home");
    await waitForHydration(page);
    const appIcon = page.getByRole("link", { name: "Get the app" });
    const popup = page.getByRole("dialog", { name: "Limited-time offer" });
    await openWithKeyboard(page, appIcon, popup);
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(appIcon).toBeFocused();

    await page.goto("/m/slot-games");
    await waitForHydration(page);
    const filterLink = page.getByRole("link", { name: "Filter", exact: true });
    const filter = page.getByRole("region", { name: "Filter" });
    await openWithKeyboard(page, filterLink, filter.getByRole("button", { name: "Apply" }));
    await page.keyboard.press("Escape");
    await expect(filter.getByRole("button", { name: "Apply" })).toBeHidden();
    await expect(filterLink).toBeFocused();
  });

  test("Escape on a trial player's member-centre dialog is its cancel: back home", async ({ page }) => {
    await page.goto("/m/home");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Free play" }).click();
    await expect(page.getByRole("button", { name: "Free play" })).toHaveCount(0);
    await page.goto("/m/member/home");
    await waitForHydration(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

// Issue 62, with JavaScript on and off (without it the fields have no buttons).
test("on /m/login Tab goes from the username to the password, past its clear button", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await page.goto("/m/login");
  if (js) await waitForHydration(page);
  const username = page.getByLabel("Username", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  // The clear buttons stay, named, for touch and screen readers: only Tab passes them by.
  await expect(page.getByRole("button", { name: "Clear Username" })).toHaveCount(js ? 1 : 0);
  await username.focus();
  await page.keyboard.type("demo_player");
  await page.keyboard.press("Tab");
  await expect(password).toBeFocused();
  await page.keyboard.type("Passw0rd!");
  await expect(password).toHaveValue("Passw0rd!");
  if (!js) return;
  // The show/hide button is a tab stop; its ring is drawn inside the field's, with its rounding.
  await page.keyboard.press("Tab");
  const show = page.getByRole("button", { name: "Show password" });
  await expect(show).toBeFocused();
  const ring = await show.evaluate((button) => {
    const style = getComputedStyle(button);
    const field = getComputedStyle(button.closest(".field__control")!);
    return {
      inside: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) <= 0,
      rounded: style.borderTopRightRadius === field.borderTopRightRadius,
    };
  });
  expect(ring).toEqual({ inside: true, rounded: true });
});

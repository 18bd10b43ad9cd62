// Layout at 390 px (issue 14), with JavaScript on and off: nothing floats over a link, no text is
// clipped in the header, the vendor strip and the drawers, a long search's chip fits with its ×
// in reach, and the bottom menu shows where docs/decisions/0023 says.
import type { Locator, Page } from "@playwright/test";
import { createMember, sessionCookie } from "../support/member";
import { BFF_SESSION_SECRET } from "../support/servers";
import { expect, test } from "./games-fixtures";
import { closedPopupCookies, waitForHydration } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The texts under `root` that do not fit: an element whose content is wider or taller than its box
 * while it hides the rest, or that reaches past `root` or the screen's edges.
 */
function clippedTexts(root: Locator): Promise<string[]> {
  return root.evaluate((rootElement) => {
    const bounds = rootElement.getBoundingClientRect();
    const found: string[] = [];
    for (const el of [rootElement, ...rootElement.querySelectorAll<HTMLElement>("*")]) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || el.closest(".visually-hidden")) continue;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || style.visibility === "hidden") continue;
      const hides = (o: string) => o !== "visible";
      const cut =
        (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
        rect.left < Math.max(bounds.left, 0) - 1 ||
        rect.right > Math.min(bounds.right, window.innerWidth) + 1;
      if (cut)
        found.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.textContent!.trim().slice(0, 40)}`);
    }
    return found;
  });
}

/**
 * Scrolls home from top to bottom and reports every link or button, outside the sticky category bar,
 * whose box meets the customer-service button's box.
 */
async function linksUnderCustomerService(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const hits = new Set<string>();
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const found = await page.evaluate(() => {
      const cs = document.querySelector(".cs-fab > summary")!.getBoundingClientRect();
      const bar = document.querySelector(".home-menu-bar")!.getBoundingClientRect();
      const meets = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return (
        [...document.querySelectorAll<HTMLElement>("a, button")]
          .filter((el) => !el.closest(".home-menu-bar") && !el.closest(".visually-hidden"))
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.bottom > 0 && box.top < window.innerHeight)
          // A scrolling notice is clipped by its viewport: only the part inside it can be covered.
          .map(({ el, box }) => {
            const clip = el.closest(".notice-marquee__viewport")?.getBoundingClientRect();
            if (!clip) return { el, box };
            const left = Math.max(box.left, clip.left);
            const right = Math.min(box.right, clip.right);
            return { el, box: new DOMRect(left, box.top, Math.max(0, right - left), box.height) };
          })
          .filter(({ box }) => box.width > 0)
          .filter(({ box }) => meets(box, cs) && !meets(box, bar))
          .map(({ el }) =>
            (el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName).slice(0, 40),
          )
      );
    });
    found.forEach((f) => hits.add(f));
  }
  return [...hits];
}

test.describe("home at 390 px", () => {
  test("the customer-service button covers no link, for a guest and for a member", async ({
    page,
    context,
    baseURL,
    gamesBackend,
  }) => {
    await page.goto("/m/home");
    const cs = page.locator(".cs-fab > summary");
    await expect(cs).toBeVisible();
    expect(await linksUnderCustomerService(page)).toEqual([]);
    // In the notice row since decision 0062 (beside the chips it hid the fourth): no longer sticky,
    // the left drawer keeps customer service at hand on every page.

    // A member's page: the session cookie of a fresh member.
    const member = createMember(gamesBackend.db);
    const cookie = await sessionCookie(BFF_SESSION_SECRET, member);
    await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    await page.goto("/m/home");
    await expect(page.getByRole("link", { name: "Member menu" })).toBeVisible();
    expect(await linksUnderCustomerService(page)).toEqual([]);
  });

  test("the guest header fits one row, clear of the screen's edge", async ({ page }) => {
    await page.goto("/m/home");
    const header = page.locator(".site-header");
    expect(await clippedTexts(header)).toEqual([]);
    const login = await page.getByRole("link", { name: "Log in", exact: true }).boundingBox();
    expect(login!.x + login!.width).toBeLessThanOrEqual(390 - 8);
    const freePlay = await page.getByRole("button", { name: "Free play" }).boundingBox();
    expect(Math.abs(freePlay!.y - login!.y)).toBeLessThan(2); // one row
  });

  test("the guest header fits one row, the sports banner and headings are whole, in every language the merchant offers", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.slow(); // six home pages, one per language
    for (const locale of ["en", "ko", "zh-CN", "vi", "th", "id"]) {
      const context = await browser.newContext({
        locale,
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
      });
      await context.addCookies(closedPopupCookies(baseURL!));
      const page = await context.newPage();
      await page.goto(`${baseURL}/m/home`);
      const header = page.locator(".site-header");
      expect(await clippedTexts(header), locale).toEqual([]);
      const box = (await header.boundingBox())!;
      expect(box.height, locale).toBeLessThan(60);
      // The sports banner's heading (once reported cut off) and every section heading, whole on screen.
      const banner = page.locator(".sports-banner");
      await banner.scrollIntoViewIfNeeded();
      await expect(banner, locale).toBeVisible();
      expect(await clippedTexts(banner), locale).toEqual([]);
      for (const head of await page.locator(".home-section__head").all())
        expect(await clippedTexts(head), locale).toEqual([]);
      await context.close();
    }
  });

  test("a page's header and bar keep their title whole and centred, the language shown whole, in Indonesian and Thai", async ({
    browser,
    baseURL,
  }, testInfo) => {
    for (const locale of ["id", "th"]) {
      const context = await browser.newContext({
        locale,
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
      });
      const page = await context.newPage();
      // The site header with the language switch ("Bahasa Indonesia" was clipped to "Bahasa In").
      await page.goto(`${baseURL}/m/help`);
      const header = page.locator(".site-header");
      expect(await clippedTexts(header), locale).toEqual([]);
      expect((await header.boundingBox())!.height, locale).toBeLessThan(60);
      await expect(header.locator(".language-switch__current"), locale).toHaveText(locale.toUpperCase());
      const language = (await header.locator(".language-switch").boundingBox())!;
      expect(language.x + language.width, locale).toBeLessThanOrEqual(390);
      // A page with its own bar: back and menu on the left, the title centred in one row.
      await page.goto(`${baseURL}/m/login`);
      const title = (await page.locator(".page-bar__title").boundingBox())!;
      expect(Math.abs(title.x + title.width / 2 - 195), locale).toBeLessThan(2);
      expect(await clippedTexts(page.locator(".page-bar")), locale).toEqual([]);
      expect(title.height, locale).toBeLessThan(30);
      await context.close();
    }
  });

  test("the member header keeps one row and its Balance label", async ({ page, member }) => {
    expect(member.balance()).toBe(1000);
    await page.goto("/m/home");
    await expect(page.locator(".site-header")).toContainText("1,000");
    const header = page.locator(".site-header");
    await expect(header.getByText("Balance", { exact: true })).toBeVisible();
    expect(await clippedTexts(header)).toEqual([]);
    const rows = await header.evaluate((h) => {
      const right = h.querySelector(".header-account")!.getBoundingClientRect();
      const left = h.querySelector(".site-header__left")!.getBoundingClientRect();
      return { right, left };
    });
    expect(rows.right.top).toBeLessThan(rows.left.bottom); // beside the logo, not under it
    expect(rows.right.right).toBeLessThanOrEqual(390);
    // The spec's home header: balance, deposit, withdraw and the member icon, in that row.
    await expect(header.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/m/voucherCenter");
    await expect(header.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/m/withdraw");
    const withdraw = (await header.getByRole("link", { name: "Withdraw" }).boundingBox())!;
    expect(withdraw.y).toBeLessThan(rows.left.bottom);
  });

  test("the vendor strip shows whole names", async ({ page }) => {
    await page.goto("/m/home");
    const strip = page.locator(".vendor-strip");
    await expect(strip.getByText("Pragmatic Play")).toBeVisible();
    const cut = await strip.locator(".vendor-tab span").evaluateAll((spans) =>
      spans
        .filter((s) => {
          const tab = s.parentElement!.getBoundingClientRect();
          const r = s.getBoundingClientRect();
          return s.scrollWidth > s.clientWidth + 1 || r.left < tab.left - 1 || r.right > tab.right + 1;
        })
        .map((s) => s.textContent),
    );
    expect(cut).toEqual([]);
  });

  test("a tile shows its name and vendor once, and its link's name contains what it shows", async ({
    page,
  }) => {
    await page.goto("/m/home");
    const tile = page.getByRole("article").first();
    const link = tile.getByRole("link").first();
    await expect(link).not.toHaveAttribute("aria-label");
    const name = (await tile.locator(".game-tile__name").evaluate((n) => {
      const copy = n.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(".visually-hidden").forEach((h) => h.remove());
      return copy.textContent!;
    }))!;
    await expect(link).toHaveAccessibleName(`Play ${name}`);
    // Whole names (no "…" cut), the vendor once.
    expect(await clippedTexts(tile)).toEqual([]);
    await expect(tile.locator(".game-tile__vendor")).toHaveCount(1);
  });

  test("the winners board shows six whole rows, then scrolls (streamed) @js-only", async ({ page }) => {
    await page.goto("/m/home");
    const list = page.locator(".winners__list");
    await list.scrollIntoViewIfNeeded();
    const rows = await list.evaluate((ol) => {
      const box = ol.getBoundingClientRect();
      return [...ol.children].map((li) => {
        const r = li.getBoundingClientRect();
        return r.bottom <= box.bottom + 1 ? "whole" : r.top >= box.bottom - 1 ? "below" : "cut";
      });
    });
    expect(rows).not.toContain("cut");
    expect(rows.filter((r) => r === "whole").length).toBeGreaterThanOrEqual(6);
  });
});

test.describe("drawers at 390 px", () => {
  test("the left drawer shows Sign out on screen, nothing clipped", async ({ page, member }) => {
    expect(member.type).toBe(0);
    await page.goto("/m/home?menu=left");
    // One element before and after hydration (no swap between two reads).
    const drawer = page.getByRole("navigation", { name: "Site menu" });
    const signOut = drawer.getByRole("link", { name: "Sign out" });
    await expect(signOut).toBeInViewport({ ratio: 1 });
    const box = (await signOut.boundingBox())!;
    const top = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("a, button")?.textContent?.trim(),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(top).toBe("Sign out");
    expect(await clippedTexts(drawer)).toEqual([]);
  });

  test("the right drawer shows the avatar, nickname and VIP label", async ({
    page,
    member,
    gamesBackend,
  }) => {
    gamesBackend.db
      .prepare("UPDATE members SET nickname = 'Lucky Lee', club_label = 'VIP3' WHERE id = ?")
      .run(member.id);
    await page.goto("/m/home?menu=right");
    const drawer = page.getByRole("navigation", { name: "Member menu" });
    await expect(drawer.locator(".avatar")).toBeVisible();
    await expect(drawer.getByText("Lucky Lee")).toBeVisible();
    await expect(drawer.getByText("VIP3", { exact: true })).toBeInViewport({ ratio: 1 });
    const vip = (await drawer.getByText("VIP3", { exact: true }).boundingBox())!;
    const inside = (await drawer.boundingBox())!;
    expect(intersects(vip, inside) && vip.x + vip.width <= inside.x + inside.width).toBe(true);
    expect(await clippedTexts(drawer)).toEqual([]);
  });
});

test.describe("game list filters at 390 px", () => {
  test("a 100-character search makes a chip that fits, its × in reach", async ({ page }) => {
    const long = "x".repeat(100);
    await page.goto(`/m/slot-games?gameName=${long}`);
    const chips = page.getByRole("list", { name: "Active filters" });
    const chip = chips.getByRole("listitem");
    await expect(chip).toHaveText(`${long}×`);
    const box = (await chip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const clear = chips.getByRole("link", { name: `Clear filter ${long}` });
    await expect(clear).toBeInViewport({ ratio: 1 });
    const x = (await clear.boundingBox())!;
    const hit = await page.evaluate(
      ([cx, cy]) => document.elementFromPoint(cx, cy)?.closest("a")?.getAttribute("aria-label"),
      [x.x + x.width / 2, x.y + x.height / 2],
    );
    expect(hit).toBe(`Clear filter ${long}`);
    await clear.click();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
  });

  test("a vendor chip names the vendor as the filter does", async ({ page }) => {
    await page.goto("/m/slot-games?vassalage=PG");
    const chips = page.getByRole("list", { name: "Active filters" });
    await expect(chips.getByRole("listitem")).toHaveText(["PG Soft×"]);
    await expect(chips.getByRole("link", { name: "Clear filter PG Soft" })).toBeVisible();
  });
});

test.describe("bottom menu (docs/decisions/0023)", () => {
  const menu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });
  for (const path of ["/m/login", "/m/register", "/m/forget", "/m/slot-games", "/m/hot-games"]) {
    test(`hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      await expect(menu(page)).toHaveCount(0);
    });
  }

  test("hidden on change password, shown on home and the member centre", async ({ page, member }) => {
    expect(member.type).toBe(0);
    await page.goto("/m/home");
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Copyright");
    await page.goto("/m/changePsw");
    await expect(page.getByRole("heading", { name: "Change password", level: 1 }).first()).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
    await page.goto("/m/member/home");
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Member Center" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The licence block is the home footer only.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

test.describe("stylesheets (docs/decisions/0053)", () => {
  test("a page reached by navigation gets the stylesheet the first document lacked @js-only", async ({
    page,
  }) => {
    // A first visit (no cookie): login's document holds the shell's rules, written in; home's tiles
    // need the game lists' stylesheet, which it lacks.
    await page.context().clearCookies();
    await page.goto("/m/login");
    await expect(page.locator('style[data-href*="/shell-"]')).toHaveCount(1);
    await expect(page.locator('style[data-href*="/games-"]')).toHaveCount(0);
    await waitForHydration(page);
    // The form's chunk came (waitForHydration waits for it) without Vite's loader linking the
    // written stylesheet again: no second download, no second copy of its rules.
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    // Once loaded, the written stylesheet is fetched for the next visit's link.
    await expect(page.locator('link[rel="prefetch"][href*="/shell-"]')).toHaveCount(1);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const tile = page.locator(".game-tile").first();
    await expect(tile).toBeVisible();
    await expect(tile).toHaveCSS("border-radius", "10px");
    await expect(tile.locator(".game-tile__name")).toHaveCSS("font-weight", "600");
    // A later visit of the form page (links now): the shell's rules are in the page once, however
    // they came, once the form's code has come too.
    await page.goto("/m/login");
    await waitForHydration(page);
    await expect(
      page.locator('link[rel="stylesheet"][href*="/shell-"]:not([disabled]), style[data-href*="/shell-"]'),
    ).toHaveCount(1);
  });
});

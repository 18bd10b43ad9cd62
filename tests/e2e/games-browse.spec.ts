// Browsing games with and without JavaScript: home sections, the slots list, its filters, search and paging.
import { gotoUntil, waitForHydration } from "./fixtures";
import { expect, expectAccessible, gameTiles, test } from "./games-fixtures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("home shows the game sections and a category tab jumps to its section", async ({ page }, testInfo) => {
  // The first home after a start may find the answers not cached yet and stream them: load again
  // until poker's and MXWIN's games came in place (or, with JavaScript, filled in).
  await gotoUntil(page, "/m/home", () =>
    page.locator("body:has(#section-MXWIN article) #section-PVP article").first(),
  );
  const menu = page.getByRole("navigation", { name: "Game categories" });
  for (const name of ["Home", "Live casino", "MXWIN", "Slots", "Poker", "Sports", "PP slots"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // A guest's FAV tab goes to the login page.
  await expect(menu.getByRole("link", { name: "Favourites" })).toHaveAttribute(
    "href",
    "/m/login?redirectTo=%2Fm%2Fhome&reason=favourites",
  );
  await menu.getByRole("link", { name: "Slots", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home#section-RNG$/);
  const slots = page.getByRole("region", { name: "Slots", exact: true });
  await expect(slots.getByRole("heading", { name: "Slots", exact: true })).toBeInViewport();
  // Poker shows game tiles (games §3), in place: without JavaScript too.
  const poker = page.getByRole("region", { name: "Poker", exact: true });
  await expect(poker.getByRole("link", { name: "Play Red Black Rush" })).toHaveAttribute(
    "href",
    "/m/launch?gameId=1571&nodeId=51571",
  );
  // MXWIN's carousel lists games of the RNG list's vendors 10 to 14 (games §2, §9), not the vendors.
  const mxwin = page.locator("#section-MXWIN");
  await expect(mxwin.getByRole("heading", { name: "MXWIN" })).toBeVisible();
  // Nine (a home preview's page); below the first screen only the first group of 6 is drawn until
  // Swiper starts, so 6 without JavaScript.
  await expect(mxwin.getByRole("article")).toHaveCount(testInfo.project.name === "no-js" ? 6 : 9);
  await expect(mxwin.locator('a[href^="/m/launch?gameId="]').first()).toBeAttached();
  if (testInfo.project.name === "no-js") {
    // Below the first screen the games are streamed, which needs JavaScript to show: without it each
    // section links to its full list (home-streaming.spec.ts checks every section).
    await expect(slots.getByRole("link", { name: "View all" }).first()).toHaveAttribute(
      "href",
      "/m/slot-games",
    );
    return;
  }
  await expect(slots.getByRole("heading", { name: "Pragmatic Play" })).toBeVisible();
  await expect(gameTiles(slots).first()).toBeVisible();
  // Provider sections show their vendor's games.
  for (const name of ["PP slots", "PP live", "EG4 live"]) {
    const provider = page.getByRole("region", { name, exact: true });
    // A carousel far down renders its first view until the player comes near it.
    await provider.scrollIntoViewIfNeeded();
    await expect(gameTiles(provider)).toHaveCount(9);
  }
  await expect(page.getByRole("region", { name: "Latest winners" }).getByRole("listitem")).toHaveCount(20);
});

type Db = { prepare: (sql: string) => { pluck: () => { all: (...p: unknown[]) => unknown[] } } };

/** The home block's tabs from the catalogue: the preview plan's vendors (4 RNG, 2 LIVE, 1 FISH), each once. */
function homeBlockPlan(db: Db) {
  const plan = (
    [
      ["RNG", 4],
      ["LIVE", 2],
      ["FISH", 1],
    ] as const
  ).flatMap(([type, n]) =>
    (
      db
        .prepare("SELECT vendor_code FROM vendor_category WHERE game_type = ? ORDER BY sequence LIMIT ?")
        .pluck()
        .all(type, n) as string[]
    ).map((code) => ({ type, code })),
  );
  /** A vendor's games in the block: page 1 (9) of each of its plan categories, in plan order. */
  const gamesOf = (code: string) =>
    plan
      .filter((p) => p.code === code)
      .flatMap(
        (p) =>
          db
            .prepare(
              "SELECT game_name FROM game WHERE listed = 1 AND game_type = ? AND vassalage = ? ORDER BY sort_order, game_id LIMIT 9",
            )
            .pluck()
            .all(p.type, code) as string[],
      );
  const nameOf = (code: string) =>
    db.prepare("SELECT display_name FROM vendor WHERE code = ?").pluck().all(code)[0] as string;
  return { vendors: [...new Set(plan.map((p) => p.code))], gamesOf, nameOf };
}

test("the home block shows the chosen vendor's games, its tab selected with the BLACK icon", async ({
  page,
  gamesBackend,
}, testInfo) => {
  const { vendors, gamesOf, nameOf } = homeBlockPlan(gamesBackend.db);
  const [first, chosen] = vendors;
  await page.goto("/m/home");
  const strip = page.getByRole("navigation", { name: "Game vendors" });
  await expect(strip.getByRole("link")).toHaveText(vendors.map(nameOf));
  const firstTab = strip.getByRole("link", { name: nameOf(first), exact: true });
  await expect(firstTab).toHaveAttribute("aria-current", "true");
  await expect(firstTab.locator("img")).toHaveAttribute("src", `/cdn/vendors/${first}-BLACK.svg`);
  const firstGames = page.getByRole("region", { name: `${nameOf(first)} games` });
  await expect(gameTiles(firstGames)).toHaveText(gamesOf(first).map((n) => `Play ${n}`));
  await expect(firstGames.locator(".game-tile__vendor")).toHaveText(gamesOf(first).map(() => nameOf(first)));
  // Shown without JavaScript too: the first group's six tiles are visible, three a row, none overlapping.
  // With JavaScript, Swiper starts on this first-screen carousel right after hydration: measure its
  // layout, not the one before it.
  if (testInfo.project.name === "js") await expect(firstGames.locator(".swiper-initialized")).toHaveCount(1);
  const boxes = await Promise.all(
    [0, 1, 2, 3].map(async (i) => {
      const tile = gameTiles(firstGames).nth(i);
      await expect(tile).toBeInViewport();
      return (await tile.boundingBox())!;
    }),
  );
  expect(boxes[0].width).toBeGreaterThan(90);
  for (const i of [0, 1]) {
    expect(boxes[i].x + boxes[i].width).toBeLessThanOrEqual(boxes[i + 1].x);
    expect(boxes[i + 1].y).toBeCloseTo(boxes[i].y, 0);
  }
  expect(boxes[3].x).toBeCloseTo(boxes[0].x, 0);
  expect(boxes[3].y).toBeGreaterThanOrEqual(boxes[0].y + boxes[0].height);

  await strip.getByRole("link", { name: nameOf(chosen), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/m/home\\?vendor=${chosen}#section-HOME$`));
  const chosenTab = strip.getByRole("link", { name: nameOf(chosen), exact: true });
  await expect(chosenTab).toHaveAttribute("aria-current", "true");
  await expect(chosenTab.locator("img")).toHaveAttribute("src", `/cdn/vendors/${chosen}-BLACK.svg`);
  await expect(firstTab).not.toHaveAttribute("aria-current");
  await expect(firstTab.locator("img")).toHaveAttribute("src", `/cdn/vendors/${first}-COLOR.svg`);
  const chosenGames = page.getByRole("region", { name: `${nameOf(chosen)} games` });
  await expect(gameTiles(chosenGames)).toHaveText(
    gamesOf(chosen).map((n) => new RegExp(`^Play ${escapeRegExp(n)}$`)),
  );
  await expect(gameTiles(chosenGames).first()).toBeInViewport();
});

test("with JavaScript choosing a vendor keeps the page and the carousel arrow shows the next group @js-only", async ({
  page,
  gamesBackend,
}) => {
  const { vendors, gamesOf, nameOf } = homeBlockPlan(gamesBackend.db);
  const chosen = vendors[1];
  const names = gamesOf(chosen);
  expect(names.length).toBeGreaterThan(6);
  await page.goto("/m/home");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .getByRole("navigation", { name: "Game vendors" })
    .getByRole("link", { name: nameOf(chosen), exact: true })
    .click();
  const games = page.getByRole("region", { name: `${nameOf(chosen)} games` });
  await expect(gameTiles(games)).toHaveCount(names.length);
  // A client navigation, not a reload.
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  const tile = (i: number) => games.getByRole("link", { name: `Play ${names[i]}`, exact: true });
  await expect(tile(0)).toBeInViewport();
  await expect(tile(6)).not.toBeInViewport();
  const previous = page.getByRole("button", { name: `Previous: ${nameOf(chosen)} games` });
  await expect(previous).toBeDisabled();
  await page.getByRole("button", { name: `Next: ${nameOf(chosen)} games` }).click();
  await expect(tile(6)).toBeInViewport();
  await expect(tile(0)).not.toBeInViewport();
  await expect(previous).toBeEnabled();
  // The keyboard too: the focused arrow works with Enter.
  await previous.focus();
  await page.keyboard.press("Enter");
  await expect(tile(0)).toBeInViewport();
});

// Without JavaScript too: the section is drawn in place (a lazy chunk with no Suspense boundary).
test("the site menu's game centre: categories and vendors with their icons, the open one BLACK, and its banner", async ({
  page,
}) => {
  await page.goto("/m/live-games?vassalage=EVO");
  await page.getByRole("link", { name: "Open menu" }).click();
  const centre = page
    .getByRole("navigation", { name: "Site menu" })
    .getByRole("region", { name: "Game centre" });
  const evolution = centre.getByRole("link", { name: "Evolution", exact: true });
  await expect(evolution).toHaveAttribute("aria-current", "page");
  await expect(evolution.locator("img")).toHaveAttribute("src", "/cdn/vendors/EVO-BLACK.svg");
  const sa = centre.getByRole("link", { name: "SA Gaming", exact: true });
  await expect(sa).not.toHaveAttribute("aria-current");
  await expect(sa.locator("img")).toHaveAttribute("src", "/cdn/vendors/SA-COLOR.svg");
  await expect(centre.getByRole("link", { name: "Slots", exact: true })).toHaveAttribute(
    "href",
    "/m/slot-games",
  );
  // The side menu's sorting leaves out JL (JILI) and MXWIN.
  await expect(centre.getByRole("link", { name: "JILI" })).toHaveCount(0);
  await expect(centre.getByRole("link", { name: "MXWIN" })).toHaveCount(0);
  // Above it, the operator's m_leftmenu banner.
  await expect(
    page.getByRole("navigation", { name: "Site menu" }).getByRole("link", { name: "Banner 1 of 1" }),
  ).toHaveAttribute("href", "/m/inviteFriends");
  await sa.click();
  await expect(page).toHaveURL(/\/m\/live-games\?vassalage=SA$/);
});

test("home has no serious accessibility violations @js-only", async ({ page }) => {
  await page.goto("/m/home");
  await expect(page.getByRole("navigation", { name: "Game categories" })).toBeVisible();
  await expectAccessible(page);
});

test("slots open from home and filter by vendor and minimum bet", async ({ page, gamesBackend }) => {
  await page.goto("/m/home#section-RNG");
  await page
    .getByRole("region", { name: "Slots", exact: true })
    .getByRole("link", { name: "View all" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(page.getByRole("heading", { name: "Game center" })).toBeVisible();
  await expect(gameTiles(page)).toHaveCount(18);

  await page.getByRole("link", { name: "Filter" }).click();
  const drawer = page.getByRole("region", { name: "Filter games" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("checkbox", { name: "PG Soft" }).check();
  await drawer.getByRole("group", { name: "Minimum bet" }).getByRole("radio", { name: "0.05" }).check();
  await drawer.getByRole("button", { name: "Apply" }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/m/slot-games" &&
      url.searchParams.getAll("vassalage").join() === "PG" &&
      url.searchParams.get("minBet") === "0.05",
  );
  const expected = gamesBackend.db
    .prepare(
      "SELECT game_name FROM game WHERE listed = 1 AND game_type = 'RNG' AND vassalage = 'PG' AND min_bet <= 0.05 ORDER BY sort_order, game_id",
    )
    .pluck()
    .all() as string[];
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThanOrEqual(18);
  // Each tile shows the game's name, then its vendor (the chip names the vendor as the filter does).
  await expect(gameTiles(page)).toHaveText(expected.map((n) => new RegExp(`^Play ${escapeRegExp(n)}$`)));
  await expect(page.getByRole("article")).toHaveText(
    expected.map((n) => new RegExp(`${escapeRegExp(n)}PG Soft`)),
  );
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("listitem")).toHaveText(["PG Soft×", "0.05×"]);

  // Clearing the vendor chip keeps the minimum bet.
  await chips.getByRole("link", { name: "Clear filter PG Soft" }).click();
  await expect(page).toHaveURL(/\/m\/slot-games\?minBet=0.05$/);
  await expect(chips.getByRole("listitem")).toHaveText(["0.05×"]);
  await expect(gameTiles(page)).toHaveCount(18);
});

test("a list address with isNew and minLine (games §7) lists those games, each a chip that clears it", async ({
  page,
  gamesBackend,
}) => {
  const names = (where: string) =>
    gamesBackend.db
      .prepare(
        `SELECT game_name FROM game WHERE listed = 1 AND game_type = 'RNG' AND ${where} ORDER BY sort_order, game_id LIMIT 18`,
      )
      .pluck()
      .all() as string[];
  await page.goto("/m/slot-games?minLine=25&isNew=1");
  const both = names("is_new = 1 AND min_line <= 25");
  expect(both.length).toBeGreaterThan(0);
  await expect(gameTiles(page)).toHaveText(both.map((n) => new RegExp(`^Play ${escapeRegExp(n)}$`)));
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("listitem")).toHaveText(["At most 25 lines×", "New games×"]);
  await chips.getByRole("link", { name: "Clear filter New games" }).click();
  await expect(page).toHaveURL(/\/m\/slot-games\?minLine=25$/);
  await expect(chips.getByRole("listitem")).toHaveText(["At most 25 lines×"]);
  await expect(gameTiles(page)).toHaveText(
    names("min_line <= 25").map((n) => new RegExp(`^Play ${escapeRegExp(n)}$`)),
  );
});

test("the hot list carries the centre list's strip, Hot current, and a category leads to its list", async ({
  page,
}) => {
  await page.goto("/m/hot-games");
  const strip = page.getByRole("navigation", { name: "Categories" });
  await expect(strip.locator('[aria-current="page"]')).toHaveText("Hot");
  await expect(strip.getByRole("link", { name: "Favourites" })).toHaveAttribute(
    "href",
    "/m/login?redirectTo=%2Fm%2Fhot-games&reason=favourites",
  );
  await strip.getByRole("link", { name: "Live casino", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/live-games$/);
  await expect(
    page.getByRole("navigation", { name: "Categories" }).locator('[aria-current="page"]'),
  ).toHaveText("Live casino");
});

test("the category strip shows the current category, scrolled into view, at 390 px @js-only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // MXWIN is the strip's last category, past the screen's edge.
  await page.goto("/m/slot-games?vassalage=BGS");
  const strip = page.getByRole("navigation", { name: "Categories" });
  const current = strip.locator('[aria-current="page"]');
  await expect(current).toHaveText("MXWIN");
  await expect
    .poll(async () => {
      const [box, at] = await Promise.all([strip.boundingBox(), current.boundingBox()]);
      return at!.x >= box!.x && at!.x + at!.width <= box!.x + box!.width;
    })
    .toBe(true);
});

test("the slots list has no serious accessibility violations @js-only", async ({ page }) => {
  await page.goto("/m/slot-games");
  await expect(gameTiles(page)).toHaveCount(18);
  await expectAccessible(page);
});

test("search finds a game by name", async ({ page, gamesBackend }, testInfo) => {
  const name = gamesBackend.db
    .prepare(
      "SELECT game_name FROM game WHERE listed = 1 AND game_type = 'RNG' ORDER BY game_id DESC LIMIT 1",
    )
    .pluck()
    .get() as string;
  await page.goto("/m/slot-games");
  await expect(gameTiles(page)).toHaveCount(18);
  await expect(gameTiles(page).filter({ hasText: name })).toHaveCount(0);
  const box = page.getByRole("searchbox", { name: "Game name" });
  await box.fill(`  ${name} `);
  // With JavaScript the search applies itself after typing; without it, the form is sent.
  if (testInfo.project.name === "no-js") await box.press("Enter");
  await expect(page).toHaveURL(/gameName=/);
  await expect(gameTiles(page).filter({ hasText: name }).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText(name);

  await box.fill("no game is called this");
  if (testInfo.project.name === "no-js") await box.press("Enter");
  await expect(page.getByText("No games found")).toBeVisible();
  await expect(gameTiles(page)).toHaveCount(0);
});

test("without JavaScript the more link loads the next page and keeps the earlier one", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "js", "the no-JS paging; the JS test scrolls");
  await page.goto("/m/slot-games");
  const first = await gameTiles(page).allTextContents();
  expect(first).toHaveLength(18);
  await page.getByRole("link", { name: "More games" }).click();
  await expect(page).toHaveURL(/\/m\/slot-games\?page=2$/);
  await expect(gameTiles(page)).toHaveCount(36);
  expect((await gameTiles(page).allTextContents()).slice(0, 18)).toEqual(first);
});

test("with JavaScript scrolling to the end appends the next page @js-only", async ({ page }) => {
  await page.goto("/m/slot-games");
  const first = await gameTiles(page).allTextContents();
  expect(first).toHaveLength(18);
  await page.getByRole("link", { name: "More games" }).scrollIntoViewIfNeeded();
  await expect(gameTiles(page)).toHaveCount(36);
  expect((await gameTiles(page).allTextContents()).slice(0, 18)).toEqual(first);
  // Appended in place: the address is still the list's own.
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await page.getByRole("link", { name: "More games" }).scrollIntoViewIfNeeded();
  await expect(gameTiles(page)).toHaveCount(54);
});

test("a lazy tile's artwork comes once the page works, and without JavaScript as its noscript copy", async ({
  page,
}, testInfo) => {
  await page.goto("/m/slot-games");
  if (testInfo.project.name === "js") await waitForHydration(page);
  // The grid's first twelve tiles are eager; the thirteenth waits (decision 0055).
  const tile = page.locator(".game-tile").nth(12);
  await tile.scrollIntoViewIfNeeded();
  const artwork = tile.locator('img[src^="/cdn/games/"]');
  await expect(artwork).toBeVisible();
  await expect
    .poll(() => artwork.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1))
    .toBe(true);
  // Nothing left blank: with JavaScript the placeholder became the artwork, without it is hidden.
  await expect(tile.locator("img:visible")).toHaveCount(1);
});

test("a lazy tile's artwork is not asked for before the page's scripts have run @js-only", async ({
  page,
}) => {
  // The page's scripts are held back: the document, its stylesheets and the first rows' artwork come.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/m/slot-games", { waitUntil: "domcontentloaded" });
  const first = page.locator(".game-tile").first().locator("img");
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const lazy = page.locator(".game-tile").nth(12).locator("img[data-src]");
  const artwork = (await lazy.getAttribute("data-src"))!;
  await lazy.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth > 1)).toBe(true);
  expect(asked).not.toContain(artwork);
  release();
  await waitForHydration(page);
  await expect(page.locator(".game-tile").nth(12).locator(`img[src="${artwork}"]`)).toBeVisible();
});

test("home's later banners wait for the page's scripts; without JavaScript their noscript copies show", async ({
  page,
}, testInfo) => {
  const banners = page.locator(".banner-carousel img");
  if (testInfo.project.name === "no-js") {
    await page.goto("/m/home");
    // Each later image is its <noscript> copy; the placeholders are hidden.
    await expect(banners.and(page.locator(":not([data-src])"))).toHaveCount(3);
    await expect(banners.and(page.locator("[data-src]:visible"))).toHaveCount(0);
    return;
  }
  // The page's scripts are held back: a slow line carries the document and the first screen first.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/m/home", { waitUntil: "load" });
  // The second and third banners.
  const later = await page
    .locator(".banner-carousel img[data-src]")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).dataset.src));
  expect(later).toHaveLength(2);
  expect(later.every((src) => src?.startsWith("/cdn/"))).toBe(true);
  expect(asked.filter((path) => later.includes(path))).toEqual([]);
  release();
  await waitForHydration(page);
  const second = banners.nth(1);
  await expect
    .poll(() => second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1))
    .toBe(true);
  await expect(page.locator(".banner-carousel img[data-src]")).toHaveCount(0);
});

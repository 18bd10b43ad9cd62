import {
  expect,
  expectAccessible,
  gotoUntil,
  restoreSiteStatus,
  setSiteStatus,
  test,
  toast,
  waitForHydration,
} from "./fixtures";

const HOME_PATHS = ["/m/home", "/", "/m", "/m/", "/m/index", "/m/index.html"];

test.describe("home and its aliases", () => {
  for (const path of HOME_PATHS) {
    test(`${path} shows top banner, banners, notices and bottom menu`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("complementary", { name: "Download app" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Featured" }).getByRole("img").first()).toBeVisible();
      const notices = page.getByRole("region", { name: "Announcements" });
      await expect(notices.getByRole("link").first()).toHaveAttribute("href", "/m/notice?index=0");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
      for (const name of ["Promotion", "Share", "Reward Center", "Member Center"]) {
        await expect(menu.getByRole("link", { name })).toBeVisible();
      }
    });
  }

  test("the download bar can be closed and stays closed", async ({ page }) => {
    await page.goto("/m/home");
    const bar = page.getByRole("complementary", { name: "Download app" });
    await bar.getByRole("button", { name: "Close the download bar" }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test("an unknown path lands on home", async ({ page }) => {
    await page.goto("/m/anything-else");
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("a page made with the download popup open hydrates it in place, its chunk loaded first @js-only", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/assets/download-popup")) chunks.push(request.url());
    });
    await page.goto("/m/home?download=1");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Limited-time offer" });
    // Hydrated, not drawn again: React's keys are on the server's element, and React said nothing.
    await expect
      .poll(() => dialog.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))))
      .toBe(true);
    expect(chunks).toHaveLength(1);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("home has no serious accessibility violations @js-only", async ({ page }) => {
    await page.goto("/m/home");
    await expectAccessible(page);
  });

  test("the maintenance and region screens have no serious accessibility violations @js-only", async ({
    page,
    backendUrl,
  }) => {
    await setSiteStatus(backendUrl, { maintenance: true });
    try {
      await gotoUntil(page, "/m/home", () => page.getByRole("heading", { name: "System maintenance" }));
      await expectAccessible(page);
      await setSiteStatus(backendUrl, { maintenance: false, regionRestriction: true });
      await gotoUntil(page, "/m/home", () =>
        page.getByRole("heading", { name: "Not available in your region" }),
      );
      await expectAccessible(page);
    } finally {
      await restoreSiteStatus(page, backendUrl);
    }
  });
});

test.describe("switches work with and without JavaScript and persist", () => {
  test("language", async ({ page }, testInfo) => {
    // On home the switches sit in the left menu, which opens without JavaScript too.
    await page.goto("/m/index?menu=left");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Each language with its flag country's flag (accounts §1: EN to US, KO to KR).
    const select = page.getByLabel("Language");
    await expect(select.locator('option[value="EN"]')).toHaveText("\u{1F1FA}\u{1F1F8} English");
    await expect(select.locator('option[value="KO"]')).toHaveText(/^\u{1F1F0}\u{1F1F7} /u);
    await page.getByLabel("Language").selectOption("KO");
    // Without JavaScript the choice is applied with the form's button; with it, choosing is enough
    // and the button is not shown.
    if (testInfo.project.name === "no-js") {
      await page.getByRole("button", { name: "Apply" }).click();
    } else {
      await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page).toHaveURL(/\/m\/index$/);
    await expect(toast(page, "언어가 변경되었습니다")).toBeAttached();
    // The texts follow: the page is in Korean.
    await expect(
      page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "홈" }),
    ).toBeVisible();
    await expect(page).toHaveTitle("모바일 카지노");
    await page.goto("/m/home");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  });

  test("a language chosen before the page hydrates is applied @js-only", async ({ page }) => {
    // The app's modules answer empty: the page stays as the server drew it, with its inline scripts.
    await page.route(/\/assets\/[^?]*\.js$/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await page.goto("/m/index?menu=left");
    await page.getByLabel("Language").selectOption("KO");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page).toHaveURL(/\/m\/index$/);
  });

  test("a language chosen while React is still hydrating is applied @js-only", async ({ page }) => {
    // What React does with a change on a part it has not hydrated yet: it stops the event at the
    // document, in the capture phase (CI once lost a choice so, on a busy machine).
    await page.addInitScript(() =>
      document.addEventListener("change", (event) => event.stopPropagation(), true),
    );
    await page.goto("/m/index?menu=left");
    await page.getByLabel("Language").selectOption("KO");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  });

  test("theme", async ({ page }) => {
    await page.goto("/m/home");
    await expect(page.locator("html")).toHaveClass(/theme-dark/);
    await page.getByRole("link", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Switch to Light theme" }).click();
    await expect(page.locator("html")).toHaveClass(/theme-light/);
    // The action's flash message shows after its redirect, with JavaScript on or off.
    await expect(toast(page, "Theme changed")).toBeAttached();
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/theme-light/);
    await page.goto("/m/home?menu=left");
    await page.getByRole("button", { name: /Switch to Dark theme/ }).click();
    await expect(page.locator("html")).toHaveClass(/theme-dark/);
  });
});

test.describe("system-status gate", () => {
  test("maintenance and region restriction replace every page, and switching back restores them", async ({
    page,
    backendUrl,
  }) => {
    try {
      await setSiteStatus(backendUrl, { maintenance: true, regionRestriction: true });
      for (const path of ["/m/home", "/m"]) {
        await gotoUntil(page, path, () => page.getByRole("heading", { name: "System maintenance" }));
      }
      await setSiteStatus(backendUrl, { maintenance: false, regionRestriction: true });
      await gotoUntil(page, "/m/home", () =>
        page.getByRole("heading", { name: "Not available in your region" }),
      );
    } finally {
      await restoreSiteStatus(page, backendUrl);
    }
    await expect(page.getByRole("region", { name: "Featured" })).toBeVisible();
  });
});

test.describe("page titles", () => {
  test("each page has its title in English, also after client navigations", async ({ page }) => {
    await page.goto("/m/slot-games");
    await expect(page).toHaveTitle("Game center | Mobile Casino");
    // The list has no bottom menu (docs/decisions/0023): its header's back link goes home.
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page).toHaveTitle("Mobile Casino");
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page).toHaveTitle("Log in | Mobile Casino");
    await expect(page.locator("head title")).toHaveCount(1);
  });

  test.describe("in Korean", () => {
    test.use({ locale: "ko-KR" });
    test("titles and description are Korean, also after a client navigation", async ({ page }) => {
      await page.goto("/m/home");
      await expect(page).toHaveTitle("모바일 카지노");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /슬롯/);
      await page.getByRole("link", { name: "로그인" }).click();
      await expect(page).toHaveURL(/\/m\/login/);
      await expect(page).toHaveTitle("로그인 | 모바일 카지노");
      await expect(page.locator("head title")).toHaveCount(1);
    });
  });
});

test.describe("root data on client navigations @js-only", () => {
  test("a plain link does not reload the root's data; an action does", async ({ page }) => {
    const dataRequests: string[] = [];
    // Home's own data requests: the announcement popup's list, fetched 500 ms after the page, is a
    // resource route's request of its own and may come last.
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/m/home.data") dataRequests.push(request.url());
    });
    await page.goto("/m/home");
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    // The address changes before the page is drawn (login waits for its form's code, decision 0054):
    // wait for login itself, or going back would meet home still on the screen.
    await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The address changes before home is drawn again: wait for home itself (the login page has a
    // menu button of its own, which a click could meet on a busy machine).
    await expect(page.locator("#games")).toBeVisible();
    // Single fetch names the routes it loads when some are skipped: the root is not among them.
    expect(dataRequests.length).toBeGreaterThan(0);
    const home = dataRequests.at(-1)!;
    expect(new URL(home).searchParams.get("_routes")).toBe("home");
    // The theme switch is an action: the root's data (the theme) follows.
    await page.getByRole("link", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Switch to Light theme" }).click();
    await expect(page.locator("html")).toHaveClass(/theme-light/);
  });
});

test("opening the site menu from a game list keeps the list: no data request @js-only", async ({ page }) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.goto("/m/slot-games");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Open menu" }).click();
  await expect(page).toHaveURL(/\/m\/slot-games\?menu=left$/);
  await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
  // The drawer's own extras come from a resource route, not the page's data.
  expect(dataRequests.filter((url) => new URL(url).pathname === "/m/slot-games.data")).toEqual([]);
});

test.describe("loading feedback @js-only", () => {
  // Each request is held until the feedback has been seen, then let go: no timing involved.
  test("a page on its way shows a bar, a post says please wait", async ({ page }) => {
    // The feedback's code comes after hydration (outside the first-load JavaScript): wait for it.
    const feedbackLoaded = page.waitForResponse((r) => /\/assets\/loading-toast-[\w-]+\.js$/.test(r.url()));
    await page.goto("/m/home");
    await waitForHydration(page);
    await feedbackLoaded;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/m\/login\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page.locator(".nav-progress")).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.locator(".nav-progress")).toHaveCount(0);

    let releasePost = () => {};
    const heldPost = new Promise<void>((resolve) => (releasePost = resolve));
    await page.route(/\/m\/login\.data/, async (route) => {
      if (route.request().method() === "POST") await heldPost;
      await route.fallback();
    });
    await page.getByLabel("Username", { exact: true }).fill("demo_player");
    await page.getByLabel("Password", { exact: true }).fill("Passw0rd!");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Please wait…" })).toBeVisible();
    // Whatever the answer (demo_player may be asked for a captcha after other tests' failed logins
    // in this worker), the toast goes with the post.
    const answered = page.waitForResponse(
      (r) => /\/m\/login\.data/.test(r.url()) && r.request().method() === "POST",
    );
    releasePost();
    await answered;
    await expect(page.getByRole("status").filter({ hasText: "Please wait…" })).toHaveCount(0);
  });
});

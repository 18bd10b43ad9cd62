// Promotions, reward centre, help centre, share, footer and download popup, with JavaScript on and off.
import type { Page } from "@playwright/test";
import { BFF_SESSION_SECRET, startBff } from "../support/servers";
import { balanceOf, createMember, sessionCookie } from "../support/member";
import { HOSTILE_HTML, operator } from "../support/operator";
import { expect, expectAccessible, test as gamesTest, toast } from "./games-fixtures";
import { closedPopupCookies } from "./fixtures";

// The games fixtures (a member per test, a database the test can reach), with public answers fresh at
// every use, so what an operator publishes shows on the next requests.
const test = gamesTest.extend({
  servers: [
    async ({ gamesBackend }, use) => {
      const bff = await startBff(gamesBackend.url, { statusTtlMs: 0, env: { PUBLIC_TTL_MS: "0" } });
      const port = Number(new URL(gamesBackend.url).port);
      await use({ backend: { url: gamesBackend.url, port, close: async () => {} }, bff });
      await bff.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Switches the REFERRAL promotion and waits until the BFF answers with it (its public answers are
 * refreshed in the background, so the change shows a request later).
 */
async function switchReferral(page: Page, backendUrl: string, enabled: boolean) {
  await operator(backendUrl, "/whitelabel", { modId: "REFERRAL", enabled });
  // Through the page itself: the BFF caches public answers per language, as the page asks for them.
  await expect(async () => {
    await page.goto("/m/inviteFriends");
    await expect(
      enabled
        ? page.getByLabel("Your invitation code")
        : page.getByRole("status").filter({ hasText: "Coming soon" }),
    ).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

/** A phone's browser inside the app's shell, which adds its token (`isAppShell`). */
const APP_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 MCApp/1.0";

/** The member's session began in the app: the platform the backend pays the app-download bonus to. */
function startedInTheApp(db: Parameters<typeof createMember>[0], member: { token: string }) {
  db.prepare("UPDATE sessions SET platform = 'app' WHERE token = ?").run(member.token);
}
const promotion = (page: Page, title: string) => page.locator("details", { hasText: title });

test.describe("promotions", () => {
  test("tabs filter the list, an item opens, and its detail page shows it", async ({ page }) => {
    await page.goto("/m/home");
    await menu(page).getByRole("link", { name: "Promotion" }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    const tabs = page.getByRole("navigation", { name: "Promotion categories" });
    // Only the categories with a promotion: no poker, sports or "other".
    await expect(tabs.getByRole("link", { name: "Poker" })).toHaveCount(0);
    await tabs.getByRole("link", { name: "Rebate" }).click();
    await expect(page).toHaveURL(/tab=rebate_promo/);
    await expect(tabs.getByRole("link", { name: "Rebate" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".promo-list > li")).toHaveCount(1);
    const item = promotion(page, "Unlimited Rebate up to 1.2%");
    await item.locator("summary").click();
    await expect(item).toHaveAttribute("open", "");
    await expect(item.getByText("Long-term")).toBeVisible();
    await item.getByRole("link", { name: "View details" }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByRole("heading", { name: "Unlimited Rebate up to 1.2%" })).toBeVisible();
    await expect(page.getByText("paid daily")).toBeVisible();
  });

  // The app-download bonus is the app's (decision 0062): its shell's user agent, a session begun there.
  test.describe("in the app", () => {
    test.use({ userAgent: APP_USER_AGENT });

    test("a member claims a bonus once and sees Claimed", async ({ page, member, gamesBackend }) => {
      startedInTheApp(gamesBackend.db, member);
      await page.goto("/m/activity?tab=app_download");
      const item = promotion(page, "Download the App, Get 8 Free");
      await item.locator("summary").click();
      await item.getByRole("button", { name: "Claim" }).click();
      await expect(toast(page, "the bonus is in your wallet")).toBeAttached();
      await expect(page).toHaveURL(/\/m\/activity\?tab=app_download$/);
      await page.reload();
      await promotion(page, "Download the App, Get 8 Free").locator("summary").click();
      await expect(
        promotion(page, "Download the App, Get 8 Free").getByText("Claimed", { exact: true }),
      ).toBeVisible();
      expect(member.balance()).toBe(1008);
    });
  });

  test("a member joins from the detail page", async ({ page, member }) => {
    await page.goto("/m/activity?tab=deposit_promo");
    await promotion(page, "Daily Reload 20%").locator("summary").click();
    await promotion(page, "Daily Reload 20%").getByRole("link", { name: "View details" }).click();
    // On the detail page before Join: the list has a Join button of its own (clicking that one joins
    // from the list, which reloads with the item folded and its "Joined" hidden).
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await page.getByRole("button", { name: "Join" }).click();
    await expect(page.getByText("Joined", { exact: true })).toBeVisible();
    expect(member.balance()).toBe(1000);
  });

  test("a guest who claims is sent to login", async ({ page }) => {
    await page.goto("/m/activity?tab=point_mall");
    await promotion(page, "Point Mall Grand Opening").locator("summary").click();
    await page.getByRole("button", { name: "Claim" }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Factivity%3Ftab%3Dpoint_mall/);
  });

  test("an unknown promotion is a clear not-found", async ({ page }) => {
    const response = await page.goto("/m/activityDetail?id=424242");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("the affiliate action: the become-an-agent dialog for a player, an agent's links for an agent", async ({
    page,
    context,
    baseURL,
    gamesBackend,
  }) => {
    await page.goto("/m/activity?tab=deposit_promo");
    await page.getByRole("link", { name: "Affiliate programme" }).click();
    const dialog = page.getByRole("dialog", { name: "Become an agent" });
    await expect(dialog.getByRole("link", { name: "Contact customer service" })).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    // Back on the tab the player was on.
    await expect(page).toHaveURL(/\/m\/activity\?tab=deposit_promo$/);
    const agent = createMember(gamesBackend.db, { type: 1 });
    const cookie = await sessionCookie(BFF_SESSION_SECRET, agent);
    await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    await page.getByRole("link", { name: "Affiliate programme" }).click();
    await expect(page).toHaveURL(/\/m\/agentRegister#affiliate-links$/);
    await expect(page.getByRole("heading", { name: "Affiliate links" })).toBeVisible();
  });

  test("promotions have no serious accessibility violations @js-only", async ({ page }) => {
    await page.goto("/m/activity");
    await promotion(page, "100% Welcome Bonus").locator("summary").click();
    await expectAccessible(page);
  });
});

test.describe("reward centre", () => {
  test("a member claims a reward and it reads Claimed", async ({ page, member, backendUrl }) => {
    await operator(backendUrl, "/rewards", {
      account: member.account,
      kind: "cashback",
      title: "Live cashback",
      amountCents: 550,
    });
    await page.goto("/m/home");
    await menu(page).getByRole("link", { name: "Reward Center" }).click();
    const item = page.getByRole("listitem").filter({ hasText: "Live cashback" });
    await expect(item.getByText("5.50")).toBeVisible();
    await item.getByRole("button", { name: "Claim" }).click();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Live cashback" }).getByText("Claimed"),
    ).toBeVisible();
    expect(member.balance()).toBe(1005.5);
  });

  test("a guest sees the bonuses and a way to log in", async ({ page }) => {
    await page.goto("/m/rewardCenter");
    await expect(page.getByRole("link", { name: "100% Welcome Bonus" })).toBeVisible();
    await page.getByRole("link", { name: "Log in to claim" }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FrewardCenter/);
  });

  test("the reward centre has no serious accessibility violations @js-only", async ({
    page,
    member: _member,
  }) => {
    await page.goto("/m/rewardCenter");
    await expectAccessible(page);
  });
});

test.describe("help centre", () => {
  test("opening one entry closes the other, and a second click closes it", async ({ page }) => {
    await page.goto("/m/help");
    const deposit = page.locator("details", { hasText: "How do I deposit?" });
    const withdraw = page.locator("details", { hasText: "How do I withdraw?" });
    await deposit.locator("summary").click();
    await expect(deposit).toHaveAttribute("open", "");
    await expect(deposit.getByText("choose a payment method")).toBeVisible();
    await withdraw.locator("summary").click();
    await expect(withdraw).toHaveAttribute("open", "");
    await expect(deposit).not.toHaveAttribute("open", "");
    await withdraw.locator("summary").click();
    await expect(withdraw).not.toHaveAttribute("open", "");
  });

  test("the registration's Terms and Privacy links land on their entries", async ({ page }) => {
    await page.goto("/m/register");
    await page.getByRole("link", { name: "terms", exact: true }).click();
    await expect(page).toHaveURL(/\/m\/help\?open=terms$/);
    await expect(page.locator("details", { hasText: "Terms and conditions" })).toHaveAttribute("open", "");
    await page.goto("/m/register");
    await page.getByRole("link", { name: "privacy policy" }).click();
    await expect(page.locator("details", { hasText: "Privacy policy" })).toHaveAttribute("open", "");
    await expect(page.locator("details", { hasText: "Terms and conditions" })).not.toHaveAttribute(
      "open",
      "",
    );
  });

  test("the help centre has no serious accessibility violations @js-only", async ({ page }) => {
    await page.goto("/m/help?open=terms");
    await expectAccessible(page);
  });
});

test.describe("share", () => {
  test("a guest goes to login", async ({ page }) => {
    await page.goto("/m/home");
    await menu(page).getByRole("link", { name: "Share" }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FinviteFriends/);
  });

  test("a member sees a code and a registration link that carries it", async ({
    page,
    member: _member,
    javaScriptEnabled,
  }) => {
    await page.goto("/m/inviteFriends");
    const code = await page.getByLabel("Your invitation code").inputValue();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const link = await page.getByLabel("Your invitation link").inputValue();
    expect(link).toMatch(new RegExp(`/m/register\\?code=${code}$`));
    // With JavaScript a copy button; without, the fields are there to select.
    await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(javaScriptEnabled ? 2 : 0);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByLabel(/invitation code/i)).toHaveCount(0);
  });

  test("without the REFERRAL promotion it says coming soon and goes back", async ({
    page,
    member: _member,
    backendUrl,
  }) => {
    await switchReferral(page, backendUrl, false);
    try {
      await page.goto("/m/activity");
      await menu(page).getByRole("link", { name: "Share" }).click();
      await expect(toast(page, "Coming soon")).toBeAttached();
      // Then back where the visitor came from.
      await page.waitForURL(/\/m\/activity$/);
    } finally {
      await switchReferral(page, backendUrl, true);
    }
  });

  test("the share page has no serious accessibility violations @js-only", async ({
    page,
    member: _member,
  }) => {
    await page.goto("/m/inviteFriends");
    await expectAccessible(page);
  });
});

test.describe("footer", () => {
  test("follow-us links, badges and the responsible-gaming links", async ({ page }) => {
    await page.goto("/m/home");
    const footer = page.locator("footer.site-footer");
    for (const [name, url] of [
      ["Twitter", "https://twitter.example.com/democasino"],
      ["YouTube", "https://youtube.example.com/@democasino"],
      ["Facebook", "https://facebook.example.com/democasino"],
      ["Telegram", "https://telegram.example.com/demo_news"],
    ])
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", url);
    await expect(footer.getByText("Copyright © 2019-2025")).toBeVisible();
    await expect(footer.getByRole("region", { name: "Payment methods" })).toContainText("USDT");
    await expect(footer.getByRole("region", { name: "Certificates" })).toContainText("GLI");
    await expect(footer.getByRole("region", { name: "Security" })).toContainText("SSL secured");
    // The responsible-gaming icons lead to the member centre's page (issue 11); a guest logs in first.
    await expect(footer.getByRole("link", { name: "Self-exclusion" })).toHaveAttribute(
      "href",
      "/m/responsibleGaming#exclusion",
    );
    await expect(footer.getByRole("link", { name: "Deposit limits" })).toHaveAttribute(
      "href",
      "/m/responsibleGaming#limits",
    );
    await footer.getByRole("link", { name: "Responsible gaming" }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FresponsibleGaming$/);
  });
});

test.describe("download popup", () => {
  test("the app icon opens the limited offer with a countdown and the Android button; close shuts it", async ({
    page,
  }) => {
    await page.goto("/m/home");
    await page.getByRole("link", { name: "Get the app" }).click();
    const dialog = page.getByRole("dialog", { name: "Limited-time offer" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Offer ends in")).toContainText(/0\dd\s*0[2-9]h/);
    await expect(dialog.getByRole("link", { name: "Download for Android" })).toHaveAttribute(
      "href",
      "https://download.example.com/demo/app-release.apk",
    );
    await expect(dialog.getByRole("link", { name: "Download for iOS" })).toHaveCount(0);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    // The bonus it offers: the app-download promotions.
    await page.getByRole("link", { name: "Get the app" }).click();
    await dialog.getByRole("link", { name: "About the app bonus" }).click();
    await expect(page).toHaveURL(/\/m\/activity\?tab=app_download$/);
    await expect(promotion(page, "Download the App, Get 8 Free")).toBeVisible();
  });

  test("the operator's APP_DOWNLOAD switch off takes the app icon, the popup and the bonus away", async ({
    page,
    backendUrl,
  }) => {
    const switchTo = async (enabled: boolean) => {
      await operator(backendUrl, "/whitelabel", { modId: "APP_DOWNLOAD", enabled });
      // The BFF's public answers are refreshed in the background: the change shows a request later.
      await expect(async () => {
        await page.goto("/m/home");
        await expect(page.getByRole("link", { name: "Get the app" })).toHaveCount(enabled ? 1 : 0, {
          timeout: 500,
        });
      }).toPass({ timeout: 10_000 });
    };
    await switchTo(false);
    try {
      // The address alone does not open the popup, and the bonus is not offered.
      await page.goto("/m/home?download=1");
      await expect(page.locator("main")).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Limited-time offer" })).toHaveCount(0);
      await page.goto("/m/activity");
      await expect(page.locator(".promo-list > li").first()).toBeVisible();
      await expect(promotion(page, "Download the App, Get 8 Free")).toHaveCount(0);
    } finally {
      await switchTo(true);
    }
  });

  test("on iOS Safari: iOS, profile and add to home screen with its instructions", async ({
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    // A context of its own: the announcement popup kept closed, as the fixture's context does.
    await context.addCookies(closedPopupCookies(baseURL!));
    const page = await context.newPage();
    await page.goto(`${baseURL}/m/home?download=1`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "Download for iOS" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Install profile" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Download for Android" })).toHaveCount(0);
    await dialog.getByRole("link", { name: "Add to home screen" }).click();
    await expect(page.getByRole("dialog", { name: "Add to home screen" })).toContainText("Share");
    await expect(page.getByRole("dialog", { name: "Limited-time offer" })).toHaveCount(0);
    await context.close();
  });

  test("another iOS browser is told to use Safari", async ({ browser, baseURL, javaScriptEnabled }) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
    });
    // A context of its own: the announcement popup kept closed, as the fixture's context does.
    await context.addCookies(closedPopupCookies(baseURL!));
    const page = await context.newPage();
    await page.goto(`${baseURL}/m/home?download=1`);
    await expect(
      page.getByRole("alert").filter({ hasText: "Please use Safari for download App." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to home screen" })).toHaveCount(0);
    await context.close();
  });
});

test.describe("operator-published HTML", () => {
  test("runs nothing in Chromium on promotions and help @js-only", async ({ page, backendUrl }) => {
    const { id } = await operator<{ id: number }>(backendUrl, "/promotions", {
      title: "Hostile promotion",
      category: "other_promo",
      content: HOSTILE_HTML,
      startDate: "2026-01-01 00:00:00",
      noExpiry: 1,
      action: "join",
    });
    await operator(backendUrl, "/help", { key: "hostile", title: "Hostile entry", content: HOSTILE_HTML });
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      await expect(async () => {
        await page.goto("/m/activity?tab=other_promo");
        await expect(page.locator("details", { hasText: "Hostile promotion" })).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await page.locator("details", { hasText: "Hostile promotion" }).locator("summary").click();
      await page.getByText("click", { exact: true }).click();
      await page.goto(`/m/activityDetail?id=${id}`);
      await page.getByText("click", { exact: true }).click();
      await expect(async () => {
        await page.goto("/m/help?open=hostile");
        await expect(page.locator("details[open]", { hasText: "Hostile entry" })).toBeVisible({
          timeout: 500,
        });
      }).toPass({ timeout: 10_000 });
      await page.getByText("click", { exact: true }).click();
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      // Nothing left that could run later: no handlers, javascript: links, frames or foreign scripts.
      expect(
        await page
          .locator(
            '.help-list__content :is([onerror], [onload], [onclick], a[href^="javascript"], iframe, svg, script)',
          )
          .count(),
      ).toBe(0);
      expect(dialogs).toEqual([]);
    } finally {
      await operator(
        backendUrl,
        `/promotions/${id}`,
        {
          title: "Hostile promotion",
          category: "other_promo",
          content: "<p>calm</p>",
          startDate: "2030-01-01 00:00:00",
        },
        "PUT",
      );
    }
  });
});

test.describe("in the app", () => {
  test.use({ userAgent: APP_USER_AGENT });

  test("a trial player's claim leads to registration, saying why (one real-money refusal)", async ({
    page,
    gamesBackend,
    context,
    baseURL,
  }) => {
    const trial = createMember(gamesBackend.db, { type: 4, balance: 2000 });
    startedInTheApp(gamesBackend.db, trial);
    const cookie = await sessionCookie(BFF_SESSION_SECRET, trial);
    await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    await page.goto("/m/activity?tab=app_download");
    await promotion(page, "Download the App, Get 8 Free").locator("summary").click();
    await page.getByRole("button", { name: "Claim" }).click();
    await expect(page).toHaveURL(/\/m\/register\?reason=realMoney$/);
    await expect(
      page.getByText(
        "Trial accounts can't deposit or withdraw. Register a real account to play for real money.",
      ),
    ).toBeVisible();
    expect(balanceOf(gamesBackend.db, trial)).toBe(2000);
  });
});

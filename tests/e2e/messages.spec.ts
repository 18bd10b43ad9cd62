// Messages with JavaScript on and off: the message centre and its badges, reading announcements and
// inbox messages, the announcement popup, live chat, and operator HTML that must never run.
import type { Page } from "@playwright/test";
import { createMember, sessionCookie } from "../support/member";
import { BFF_SESSION_SECRET, OPERATOR_TOKEN } from "../support/servers";
import { expect, expectAccessible, test } from "./games-fixtures";

const row = (page: Page, name: string) => page.locator(".message-row", { hasText: name });
const badgeOf = async (page: Page, name: string) => {
  const badge = row(page, name).locator(".unread-badge");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

async function operator(backendUrl: string, path: string, body: unknown) {
  const response = await fetch(`${backendUrl}/operator/messages${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Opens an item of a notice or inbox list and, without JavaScript, presses its mark-as-read button. */
async function openAndRead(page: Page, title: string, javaScriptEnabled: boolean) {
  const item = page.locator("details", { hasText: title });
  // With JavaScript the mark is posted in the background (and the dot drops at once): wait for the
  // post's answer, or a navigation right after could cancel it and the badge would never drop.
  const marked = javaScriptEnabled
    ? page.waitForResponse((r) => r.request().method() === "POST" && r.ok())
    : null;
  await item.locator("summary").click();
  if (marked) await marked;
  if (javaScriptEnabled) await expect(item.getByRole("img", { name: "Unread" })).toHaveCount(0);
  else await item.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.locator("details", { hasText: title }).getByRole("img", { name: "Unread" })).toHaveCount(
    0,
  );
}

test("a guest opening messages goes to login", async ({ page }) => {
  await page.goto("/m/message");
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Fmessage$/);
  await page.goto("/m/webEmail");
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FwebEmail$/);
});

test("a member reads an announcement and its badge drops", async ({ page, member, javaScriptEnabled }) => {
  void member;
  await page.goto("/m/message");
  const before = await badgeOf(page, "Announcements");
  expect(before).toBeGreaterThan(0);
  await row(page, "Announcements").click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  const title = (await page.locator(".notice-list__title").first().textContent())!.trim();
  await openAndRead(page, title, javaScriptEnabled!);
  // Back (one step with JavaScript, home without) or straight to the message centre: both show the badge.
  await page.goto("/m/message");
  await expect.poll(() => badgeOf(page, "Announcements")).toBe(before - 1);
  // Still read after a reload: the mark is the backend's.
  await page.goto("/m/notice");
  await expect(page.locator("details", { hasText: title }).getByRole("img", { name: "Unread" })).toHaveCount(
    0,
  );
});

test("the inbox lists the member's messages and opening one reads it", async ({
  page,
  member,
  javaScriptEnabled,
}) => {
  void member;
  await page.goto("/m/message");
  const before = await badgeOf(page, "Messages");
  await row(page, "Messages").click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  const item = page.locator("details", { hasText: "Welcome to the inbox" });
  await expect(item.getByRole("img", { name: "Unread" })).toBeVisible();
  await openAndRead(page, "Welcome to the inbox", javaScriptEnabled!);
  await page.reload();
  await expect(
    page.locator("details", { hasText: "Welcome to the inbox" }).getByRole("img", { name: "Unread" }),
  ).toHaveCount(0);
  await page.goto("/m/message");
  expect(await badgeOf(page, "Messages")).toBe(before - 1);
});

test("a trial player is refused messages and live chat", async ({ page, context, baseURL, gamesBackend }) => {
  const trial = createMember(gamesBackend.db, { type: 4 });
  const cookie = await sessionCookie(BFF_SESSION_SECRET, trial);
  await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  for (const name of ["Messages", "Live chat"]) {
    await page.goto("/m/message");
    await row(page, name).click();
    // The one trial refusal (issue 49 item 8): registration, saying why.
    await expect(page).toHaveURL(/\/m\/register\?reason=realAccount$/);
    await expect(page.getByRole("status")).toContainText("Trial accounts can't use this");
  }
});

test("live chat opens on this site, where a phone reaches it", async ({
  page,
  member,
  baseURL,
  javaScriptEnabled,
}) => {
  void member;
  await page.goto("/m/message");
  await row(page, "Live chat").click();
  // Without JavaScript the page answers a link there.
  if (!javaScriptEnabled) await page.getByRole("link", { name: "Open live chat" }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/chat/[\\w-]+$`));
  await expect(page.getByRole("heading", { name: "Live chat" })).toBeVisible();
  // In the site's dark theme, its way back a 44 px target (it was a bare unstyled page: issue 49).
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(15, 17, 21)");
  expect((await page.getByRole("link", { name: "Back" }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath("live-chat.png") });
  // Its way back leads to the message centre.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
});

test.describe("announcement popup", () => {
  test.use({ announcementPopups: true });

  test("is in the first paint, shows once and stays closed after a reload", async ({ page }) => {
    // The page's own HTML carries it (decision 0047): no request of its own, no late arrival.
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/resources/popup") && r.method() === "GET") asked.push(r.url());
    });
    const response = await page.goto("/m/home");
    expect(await response!.text()).toContain("Welcome to our casino");
    const popup = page.getByRole("dialog", { name: "Announcement" });
    await expect(popup).toContainText("Welcome to our casino");
    // The page behind the popup stays still (with and without JavaScript).
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await overflow()).toBe("hidden");
    // One dismiss control (issue 62): a guest's popup lists no promotion, so it is "Close".
    await expect(popup.getByRole("button")).toHaveText(["Close"]);
    const closed = page.waitForResponse(
      (r) => r.url().includes("/resources/popup") && r.request().method() === "POST",
    );
    await popup.getByRole("button", { name: "Close" }).click();
    await closed;
    await expect(popup).toHaveCount(0);
    expect(await overflow()).not.toBe("hidden");
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(popup).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("a member's promotion brings go-to-activity and one dismiss control, I know it, which closes it", async ({
    page,
    member,
  }) => {
    void member;
    await page.goto("/m/home");
    const popup = page.getByRole("dialog", { name: "Announcement" });
    await expect(popup).toContainText("Your deposit bonus is waiting");
    // Issue 62: "I know it" and "Close" both closed the popup; now only one of them is offered.
    await expect(popup.getByRole("button")).toHaveText(["I know it"]);
    await expect(popup.getByRole("link", { name: "Go to activity" })).toHaveAttribute(
      "href",
      "/m/rewardCenter",
    );
    const closed = page.waitForResponse(
      (r) => r.url().includes("/resources/popup") && r.request().method() === "POST",
    );
    await popup.getByRole("button", { name: "I know it" }).click();
    await closed;
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(popup).toHaveCount(0);
  });

  test("arriving at home within the visit, its list loads after the page @js-only", async ({ page }) => {
    await page.goto("/m/activity");
    await expect(page.getByRole("dialog", { name: "Announcement" })).toHaveCount(0);
    const listed = page.waitForResponse(
      (r) => r.url().includes("/resources/popup") && r.request().method() === "GET",
    );
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await listed;
    await expect(page.getByRole("dialog", { name: "Announcement" })).toContainText("Welcome to our casino");
  });
});

test.describe("operator HTML", () => {
  test.use({ announcementPopups: true });

  test("script, event-handler and javascript: payloads run nothing on /m/notice and in the popup @js-only", async ({
    page,
    backendUrl,
    member,
  }) => {
    void member;
    const payload =
      `<p>Payload</p><script>window.__xss = "script"</script>` +
      `<img src="/nothing.png" onerror="window.__xss = 'onerror'">` +
      `<a href="javascript:window.__xss='href'">open</a><svg onload="window.__xss='svg'"></svg>`;
    await operator(backendUrl, "/notices", { title: "Operator payload", content: payload });
    await operator(backendUrl, "/popups", { title: "Popup payload", content: payload, execution: "A" });
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // A member's lists are cached for a few seconds per session: reload until they carry the new items.
    await expect(async () => {
      await page.goto("/m/notice");
      await expect(page.locator("details", { hasText: "Operator payload" })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    const item = page.locator("details", { hasText: "Operator payload" });
    await item.locator("summary").click();
    await item.getByText("open", { exact: true }).click();
    await page.goto("/m/home");
    // The popup is in home's first paint (decision 0047); a member's list is cached a few seconds.
    const popup = page.getByRole("dialog", { name: "Announcement" });
    await expect(popup).toContainText("Popup payload");
    await popup.getByText("open", { exact: true }).click();
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

for (const path of ["/m/message", "/m/webEmail", "/m/notice"]) {
  test(`${path} for a member has no serious accessibility violations @js-only`, async ({ page, member }) => {
    void member;
    await page.goto(path);
    await expectAccessible(page);
  });
}

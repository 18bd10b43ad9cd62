// Responsible gambling (issue 11), with JavaScript on and off: a break refuses the next login, a loss
// or session-time limit refuses a launch in words, the reality check shows after its interval.
// A deposit limit refuses a larger deposit, pending orders included. Time is moved in the store (a
// session's login time), never waited for.
import type { Page } from "@playwright/test";
import { postLedger, type Database } from "@mobile-front/reference-backend/testing";
import { hashPasswordSync } from "@mobile-front/reference-backend/passwords";
import { startBff } from "../support/servers";
import { waitForHydration } from "./fixtures";
import { expect, test as gamesTest, toast } from "./games-fixtures";

// The games fixtures with the per-session member data uncached: these tests move a session's login
// time in the store, where real time would pass; a page reusing the check it read a moment before
// would not see the move (pages reuse it for HEADER_TTL_MS, forgotten on every form post).
const test = gamesTest.extend({
  servers: [
    async ({ gamesBackend }, use) => {
      const bff = await startBff(gamesBackend.url, { statusTtlMs: 0, env: { HEADER_TTL_MS: "0" } });
      const port = Number(new URL(gamesBackend.url).port);
      await use({ backend: { url: gamesBackend.url, port, close: async () => {} }, bff });
      await bff.close();
    },
    { scope: "worker" },
  ],
});

const PAGE = "/m/responsibleGaming";

/** A listed real-money slot's launch address. */
function launchPath(db: Database) {
  const g = db
    .prepare(
      "SELECT game_id AS gameId, node_id AS nodeId FROM game WHERE listed = 1 AND game_type = 'RNG' AND vassalage = 'PG' ORDER BY game_id LIMIT 1",
    )
    .get() as { gameId: number; nodeId: string };
  return `/m/launch?gameId=${g.gameId}&nodeId=${g.nodeId}`;
}

/** Moves the login of the member's session `minutes` into the past. */
function loggedInAgo(db: Database, token: string, minutes: number) {
  db.prepare("UPDATE sessions SET created_at = created_at - ? WHERE token = ?").run(minutes * 60_000, token);
}

async function saveLimit(page: Page, section: string, label: string, value: string) {
  const region = page.getByRole("region", { name: section });
  await region.getByLabel(label, { exact: true }).fill(value);
  await region.getByRole("button", { name: "Save" }).first().click();
  await expect(toast(page, "Saved.")).toBeAttached();
}

async function remindEvery15Minutes(page: Page) {
  await page.goto(PAGE);
  const reality = page.getByRole("region", { name: "Reality check" });
  await reality.getByLabel("Remind me").selectOption("15");
  await reality.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Saved.")).toBeAttached();
}

test("take a break: confirmed in a second step, logged out, and the next login is refused with its end", async ({
  page,
  member,
  gamesBackend,
}) => {
  gamesBackend.db
    .prepare("UPDATE members SET password_hash = ? WHERE id = ?")
    .run(hashPasswordSync("Passw0rd!"), member.id);
  await page.goto(PAGE);
  const breakRegion = page.getByRole("region", { name: "Take a break" });
  await breakRegion.getByLabel("Length").selectOption("7d");
  await breakRegion.getByRole("button", { name: "Take a break" }).click();
  const confirm = page.getByRole("alert").filter({ hasText: "Please confirm" });
  await expect(confirm).toContainText(/From now until .+ UTC you cannot log in, deposit or play/);
  await confirm.getByRole("button", { name: "Yes, start now" }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(toast(page, "Your break has started")).toBeAttached();

  await page.goto("/m/login");
  await page.getByLabel("Username", { exact: true }).fill(member.account);
  await page.getByLabel("Password", { exact: true }).fill("Passw0rd!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "on a break until" })).toContainText(
    /Your account is on a break until .+ UTC\. You cannot log in, deposit or play before then\./,
  );
  await expect(page).toHaveURL(/\/m\/login/);
});

test("cancel at the confirmation step takes no break", async ({ page, member }) => {
  void member;
  await page.goto(PAGE);
  const exclusion = page.getByRole("region", { name: "Self-exclusion" });
  await exclusion.getByLabel("Length").selectOption("12");
  await exclusion.getByRole("button", { name: "Exclude me" }).click();
  await expect(page.getByRole("alert")).toContainText("Self-exclusion cannot be undone early");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.goto("/m/member/home");
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

test("a daily loss limit reached refuses the game launch, saying until when", async ({
  page,
  member,
  gamesBackend,
}) => {
  await page.goto(PAGE);
  await saveLimit(page, "Loss limits", "Per day", "2");
  await expect(page.getByRole("region", { name: "Loss limits" })).toContainText("In force: ¥2.00");
  await page.goto(launchPath(gamesBackend.db));
  await expect(page).toHaveURL(/\/play\//);
  // Two stakes lost, as the demo game posts them.
  for (const n of [1, 2])
    postLedger(gamesBackend.db, {
      memberId: member.id,
      kind: "bet",
      amountCents: -100,
      reference: `e2e-loss:${member.id}`,
      idempotencyKey: `e2e-loss:${member.id}:${n}`,
    });
  await page.goto(launchPath(gamesBackend.db));
  await expect(page.getByRole("heading", { name: "The game could not be opened" })).toBeVisible();
  await expect(
    page.getByText(/You have reached your daily loss limit\. Games open again on .+ UTC\./),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Change your limits" })).toHaveAttribute(
    "href",
    `${PAGE}#limits`,
  );
});

test("a raised limit waits 24 hours and says so", async ({ page, member }) => {
  void member;
  await page.goto(PAGE);
  await saveLimit(page, "Deposit limits", "Per day", "100");
  const deposit = page.getByRole("region", { name: "Deposit limits" });
  await deposit.getByLabel("Per day", { exact: true }).fill("500");
  await deposit.getByRole("button", { name: "Save" }).first().click();
  await expect(toast(page, "after 24 hours")).toBeAttached();
  await expect(deposit).toContainText(/In force: ¥100\.00 · Changes to ¥500\.00 on .+ UTC/);
});

test("the session-time limit refuses a launch once the session has lasted it", async ({
  page,
  member,
  gamesBackend,
}) => {
  await page.goto(PAGE);
  await saveLimit(page, "Session time limit", "Minutes", "30");
  loggedInAgo(gamesBackend.db, member.token, 31);
  await page.goto(launchPath(gamesBackend.db));
  await expect(page.getByText("You have reached your session time limit.")).toBeVisible();
});

test("the reality check shows after its interval with time played and net result; continue hides it, stop logs out", async ({
  page,
  member,
  gamesBackend,
}) => {
  await remindEvery15Minutes(page);
  loggedInAgo(gamesBackend.db, member.token, 16);
  await page.goto("/m/member/home");
  const dialog = page.getByRole("dialog", { name: "Reality check" });
  await expect(dialog).toContainText("You have played for 16 minutes since you logged in.");
  await expect(dialog).toContainText("Net result since then: ¥0.00");
  await dialog.getByRole("button", { name: "Continue playing" }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByRole("dialog", { name: "Reality check" })).toHaveCount(0);

  loggedInAgo(gamesBackend.db, member.token, 15);
  await page.goto("/m/member/home");
  await page
    .getByRole("dialog", { name: "Reality check" })
    .getByRole("button", { name: "Stop and log out" })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
});

test("with JavaScript the reality check opens by itself when the interval passes on an open page @js-only", async ({
  page,
  member,
  gamesBackend,
}) => {
  await remindEvery15Minutes(page);
  // The browser's clock is the test's: the page's timer runs when the test moves it.
  await page.clock.install();
  loggedInAgo(gamesBackend.db, member.token, 14);
  await page.goto("/m/member/home");
  await expect(page.getByRole("dialog", { name: "Reality check" })).toHaveCount(0);
  // The interval passes for the backend (login moved back) and for the page's timer.
  loggedInAgo(gamesBackend.db, member.token, 2);
  const dialog = page.getByRole("dialog", { name: "Reality check" });
  // The timer is set once the page has hydrated and its effect has run: move the clock until it fires.
  await waitForHydration(page);
  await expect(async () => {
    await page.clock.fastForward("02:00");
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(dialog).toContainText("You have played for 16 minutes since you logged in.");
  await dialog.getByRole("button", { name: "Continue playing" }).click();
  await expect(page.getByRole("dialog", { name: "Reality check" })).toHaveCount(0);
});

test("a deposit limit refuses a larger deposit in words, and a pending order counts against it", async ({
  page,
  member,
}) => {
  void member;
  await page.goto(PAGE);
  await saveLimit(page, "Deposit limits", "Per day", "300");
  const deposit = async (amount: string) => {
    await page.goto("/m/voucherCenter");
    await page.getByRole("radio", { name: /Bank of China/ }).check();
    await page.getByLabel("Amount").fill(amount);
    await page.getByRole("button", { name: "Deposit", exact: true }).click();
  };
  await deposit("400");
  await expect(
    page.getByText(
      /This deposit is over your daily deposit limit\. You can deposit up to ¥300\.00 more until .+ UTC\./,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Amount")).toHaveValue("400");
  // Within the limit: an order (pending until an operator decides); the rest of the day's limit is 100.
  await deposit("200");
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+$/);
  await deposit("150");
  await expect(page.getByText(/You can deposit up to ¥100\.00 more/)).toBeVisible();
});

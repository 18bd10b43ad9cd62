// Money forms players can trust (issue 21), with JavaScript on and off: a double tap moves money
// once, the form is empty after success, a refusal is focused and in view, and without JavaScript
// every answer is POST → 303 → GET, so Back never meets a POST result.
import type { Page } from "@playwright/test";
import type { Database } from "@mobile-front/reference-backend/testing";
import { BFF_SESSION_SECRET } from "../support/servers";
import { balanceOf, createMember, sessionCookie, type TestMember } from "../support/member";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";
import { waitForHydration } from "./fixtures";
import { expect, test, toast } from "./games-fixtures";

const FUNDS_PASSWORD = "135790";
const summary = (page: Page) => page.locator(".refusal-summary");

/** A call of the backend's own API as the member (what the security centre's forms would do). */
async function wps(backendUrl: string, member: TestMember, path: string, body: object) {
  const answer = await fetch(`${backendUrl}/wps${path}`, {
    method: "POST",
    headers: { Merchant: "demo", Authorization: member.token, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(answer.status, path).toBe(200);
}

const count = (db: Database, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

/** Taps a button twice in a row, as a finger does: both taps land before any answer. */
async function doubleTap(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).dblclick();
}

test("withdraw: a refusal is focused and in view; a double tap withdraws once; the form comes back empty; Back shows the page", async ({
  page,
  member,
  gamesBackend,
  javaScriptEnabled,
}) => {
  setLoginPassword(gamesBackend.db, member);
  await wps(gamesBackend.url, member, "/security/fundsPassword", {
    loginPassword: LOGIN_PASSWORD,
    fundsPassword: FUNDS_PASSWORD,
  });
  await wps(gamesBackend.url, member, "/security/bankCards", {
    holder: "Kim Min-jun",
    bankCode: "KB",
    cardNumber: "6222021234567890",
    fundsPassword: FUNDS_PASSWORD,
  });
  await page.goto("/m/home");
  await page.goto("/m/withdraw");
  if (javaScriptEnabled) await waitForHydration(page);
  // The whole masked number shows at 390 px.
  await expect(page.getByText("**** **** **** 7890")).toBeInViewport();

  await page.getByLabel("Amount", { exact: true }).fill("100");
  await page.getByLabel("Funds password", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toBeInViewport();
  await expect(page.getByText("The funds password is incorrect")).toBeVisible();
  await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("100");

  await page.getByLabel("Funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await doubleTap(page, "Withdraw");
  await expect(toast(page, "Withdrawal requested")).toBeAttached();
  await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Funds password", { exact: true })).toHaveValue("");
  // The same empty form tapped again sends nothing that moves money.
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(page.getByText("Please enter an amount").first()).toBeVisible();
  expect(member.balance()).toBe(900);
  expect(count(gamesBackend.db, "SELECT count(*) FROM withdrawal_order WHERE member_id = ?", member.id)).toBe(
    1,
  );

  // Back, step by step to home, lands on pages, never on a POST's result (ERR_CACHE_MISS without
  // JavaScript), and moves no money.
  for (let step = 0; step < 6 && !page.url().endsWith("/m/home"); step++) {
    await page.goBack();
    await expect(page.locator("#main")).toBeVisible();
  }
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(member.balance()).toBe(900);
});

test("agent transfer: refusals in words, a double tap transfers once, the form comes back empty", async ({
  page,
  context,
  baseURL,
  gamesBackend,
  javaScriptEnabled,
}) => {
  const db = gamesBackend.db;
  const agent = createMember(db, { type: 1, balance: 1000 });
  const downline = createMember(db, { type: 0, balance: 0 });
  db.prepare("UPDATE members SET parent_id = ? WHERE id = ?").run(agent.id, downline.id);
  const cookie = await sessionCookie(BFF_SESSION_SECRET, agent);
  await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);

  await page.goto("/m/member/team");
  if (javaScriptEnabled) await waitForHydration(page);
  // One downline's forms at a time: opened from its row.
  await page
    .getByRole("link", { name: new RegExp(`^Transfer or change rebate ?: ${downline.account}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`manage=${downline.account}#downline-${downline.account}$`));
  if (javaScriptEnabled) await waitForHydration(page);
  // The rebate form's hint names the agent's quota as a rate, in the one format rates have.
  await expect(page.getByText(/^Your quota: \d+(\.\d)?%$/)).toBeVisible();
  const amount = page.getByLabel(`Amount to ${downline.account}`, { exact: true });
  const send = async (typed: string) => {
    await amount.fill(typed);
    await page.getByRole("button", { name: "Transfer", exact: true }).click();
  };
  await send("-5");
  await expect(page.getByText("Enter an amount like 100 or 100.50").first()).toBeVisible();
  await send("99999999");
  await expect(page.getByText("One transfer can move at most ¥10,000,000.00.").first()).toBeVisible();
  await send("5000");
  await expect(page.getByText("Not enough balance for this transfer").first()).toBeVisible();
  expect(balanceOf(db, agent)).toBe(1000);

  await amount.fill("25.50");
  await doubleTap(page, "Transfer");
  await expect(toast(page, "Transferred")).toBeAttached();
  await expect(amount).toHaveValue("");
  expect(balanceOf(db, agent)).toBe(974.5);
  expect(balanceOf(db, downline)).toBe(25.5);
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("Please enter an amount").first()).toBeVisible();
  expect(balanceOf(db, downline)).toBe(25.5);
});

test("deposit: a refusal by the player's own limit is focused and in view; a double tap makes one order", async ({
  page,
  member,
  gamesBackend,
  javaScriptEnabled,
}) => {
  await wps(gamesBackend.url, member, "/responsible/limits", { name: "deposit.day", value: 30_000 });
  await page.goto("/m/voucherCenter");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("radio", { name: /Bank of China/ }).check();
  await page.getByLabel("Amount", { exact: true }).fill("400");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page)).toContainText("over your daily deposit limit");

  await page.getByLabel("Amount", { exact: true }).fill("200");
  await doubleTap(page, "Deposit");
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+$/);
  expect(count(gamesBackend.db, "SELECT count(*) FROM deposit_order WHERE member_id = ?", member.id)).toBe(1);
  await page.getByRole("link", { name: "Make another deposit" }).click();
  await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("");
});

test("limits: out of range refused at the field with the range named; empty after a save", async ({
  page,
  member,
  javaScriptEnabled,
}) => {
  void member;
  await page.goto("/m/responsibleGaming");
  if (javaScriptEnabled) await waitForHydration(page);
  const losses = page.getByRole("region", { name: "Loss limits" });
  const perDay = losses.getByLabel("Per day", { exact: true });
  await perDay.fill("1000000000");
  await losses.getByRole("button", { name: "Save" }).first().click();
  const refusal = page.locator(".refusal-summary");
  await expect(refusal).toHaveText("Enter an amount from ¥0.00 to ¥10,000,000.00.");
  await expect(refusal).toBeFocused();
  await expect(perDay).toHaveValue("1000000000");
  await perDay.fill("500");
  await losses.getByRole("button", { name: "Save" }).first().click();
  await expect(toast(page, "Saved.")).toBeAttached();
  await expect(losses.getByLabel("Per day", { exact: true })).toHaveValue("");
  await expect(losses.getByText("In force: ¥500.00").first()).toBeVisible();
});

// A member's form sent after a logout in another tab (issue 49 item 9): nothing moves, the login page
// says the session ended, and logging in leads back to the form's page. Both modes.
import type { Page } from "@playwright/test";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";
import { waitForHydration } from "./fixtures";
import { expect, test } from "./games-fixtures";

const FUNDS_PASSWORD = "135790";

/** A call of the backend's own API as the member (the security centre's set-up, done directly). */
async function wps(backendUrl: string, token: string, path: string, body: object) {
  const answer = await fetch(`${backendUrl}/wps${path}`, {
    method: "POST",
    headers: { Merchant: "demo", Authorization: token, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(answer.status, path).toBe(200);
}

async function signOut(page: Page, js: boolean) {
  await page.goto("/m/set");
  // The page's own entry (the header has one too, decision 0071).
  await page.locator("#main").getByRole("link", { name: "Sign out" }).click();
  if (js) await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
  else await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
}

test("a withdrawal sent after a logout in another tab: nothing moves, login says why and leads back to the form", async ({
  page,
  context,
  member,
  gamesBackend,
  javaScriptEnabled,
}) => {
  setLoginPassword(gamesBackend.db, member);
  await wps(gamesBackend.url, member.token, "/security/fundsPassword", {
    loginPassword: LOGIN_PASSWORD,
    fundsPassword: FUNDS_PASSWORD,
  });
  await wps(gamesBackend.url, member.token, "/security/bankCards", {
    holder: "Kim Min-jun",
    bankCode: "KB",
    cardNumber: "6222021234567890",
    fundsPassword: FUNDS_PASSWORD,
  });
  await page.goto("/m/withdraw");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Amount", { exact: true }).fill("100");
  await page.getByLabel("Funds password", { exact: true }).fill(FUNDS_PASSWORD);

  // Another tab of the same browser logs out.
  const other = await context.newPage();
  await signOut(other, javaScriptEnabled);
  await other.close();

  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2Fwithdraw$/);
  await expect(
    page.getByText("Your session has ended, so the form was not sent. Log in again to continue."),
  ).toBeVisible();
  expect(member.balance()).toBe(1000);
  const orders = gamesBackend.db
    .prepare("SELECT count(*) FROM withdrawal_order WHERE member_id = ?")
    .pluck()
    .get(member.id);
  expect(orders).toBe(0);

  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Username", { exact: true }).fill(member.account);
  await page.getByLabel("Password", { exact: true }).fill(LOGIN_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByLabel("Amount", { exact: true })).toBeVisible();
  expect(member.balance()).toBe(1000);
});

// Security centre and withdraw with JavaScript on and off (issue 11): set the funds password, bind a
// card, withdraw with the funds password, an operator approves, and the balance and the records show it.
import type { Page } from "@playwright/test";
import { hashPasswordSync } from "../../server/reference-backend/store/members-password.ts";
import { operator } from "../support/operator";
import { expect, test } from "./games-fixtures";

const LOGIN_PASSWORD = "Passw0rd!";
const FUNDS_PASSWORD = "135790";

/** The member's login password, so the security centre's forms can prove it is them. */
test.beforeEach(({ gamesBackend, member }) => {
  gamesBackend.db
    .prepare("UPDATE members SET password_hash = ? WHERE id = ?")
    .run(hashPasswordSync(LOGIN_PASSWORD), member.id);
});

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("set the funds password, bind a card, withdraw; an operator approves; balance and record update", async ({
  page,
  member,
  gamesBackend,
}) => {
  await page.goto("/m/withdraw");
  await expect(page.getByText("Set a funds password before your first withdrawal.")).toBeVisible();
  await page.getByRole("link", { name: "Set funds password" }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter#funds-password$/);

  const setForm = page.locator("#setFundsPassword");
  await setForm.getByLabel("Login password", { exact: true }).fill(LOGIN_PASSWORD);
  await setForm.getByLabel("New funds password", { exact: true }).fill("12345");
  await setForm.getByLabel("Confirm funds password", { exact: true }).fill("12345");
  await setForm.getByRole("button", { name: "Set funds password" }).click();
  // Wrong format: said in place with the rule in words, nothing sent (JS) or refused by the server (no JS).
  await expect(setForm.getByText("The funds password format is incorrect")).toBeVisible();
  await setForm.getByLabel("Login password", { exact: true }).fill(LOGIN_PASSWORD);
  await setForm.getByLabel("New funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await setForm.getByLabel("Confirm funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await setForm.getByRole("button", { name: "Set funds password" }).click();
  await expect(toast(page, "Funds password set")).toBeVisible();

  const cardForm = page.locator("#bindCard");
  await cardForm.getByLabel("Card holder's name", { exact: true }).fill("Kim Min-jun");
  await cardForm.getByLabel("Bank", { exact: true }).selectOption("KB");
  await cardForm.getByLabel("Card number", { exact: true }).fill("6222 0212 3456 7890");
  await cardForm.getByLabel("Funds password", { exact: true }).fill("000000");
  await cardForm.getByRole("button", { name: "Bind a bank card" }).click();
  // The server refuses the wrong funds password; what else was typed stays, the password does not.
  await expect(cardForm.getByText("The funds password is incorrect")).toBeVisible();
  await expect(cardForm.getByLabel("Card number", { exact: true })).toHaveValue("6222 0212 3456 7890");
  await expect(cardForm.getByLabel("Funds password", { exact: true })).toHaveValue("");
  await cardForm.getByLabel("Funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await cardForm.getByRole("button", { name: "Bind a bank card" }).click();
  await expect(toast(page, "Bank card bound")).toBeVisible();
  await expect(page.getByText("**** **** **** 7890")).toBeVisible();
  await expect(page.getByText("6222021234567890")).toHaveCount(0);

  await page.goto("/m/withdraw");
  await expect(page.getByText("¥1,000.00")).toBeVisible();
  await page.getByLabel("Amount", { exact: true }).fill("250.50");
  await expect(page.getByLabel("To bank card", { exact: true })).toHaveValue(/\d+/);
  await page.getByLabel("Funds password", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("The funds password is incorrect")).toBeVisible();
  await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("250.50");
  expect(member.balance()).toBe(1000);
  await page.getByLabel("Funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, "Withdrawal requested")).toBeVisible();
  const record = page.getByRole("listitem").filter({ hasText: "¥250.50" });
  await expect(record.getByText("Pending review")).toBeVisible();
  await expect(page.getByText("¥749.50")).toBeVisible();
  expect(member.balance()).toBe(749.5);

  const id = gamesBackend.db
    .prepare("SELECT id FROM withdrawal_order WHERE member_id = ?")
    .pluck()
    .get(member.id) as number;
  await operator(gamesBackend.url, `/withdrawals/${id}/approve`, {});
  await page.reload();
  await expect(record.getByText("Paid out")).toBeVisible();
  await expect(page.getByText("¥749.50")).toBeVisible();
  const ledger = gamesBackend.db
    .prepare("SELECT kind, amount_cents FROM ledger WHERE member_id = ? ORDER BY id")
    .raw()
    .all(member.id);
  expect(ledger).toEqual([
    ["opening", 100_000],
    ["withdrawal", -25_050],
  ]);
});

test("a rejected withdrawal returns to the balance", async ({ page, member, gamesBackend }) => {
  await page.goto("/m/securityCenter");
  const setForm = page.locator("#setFundsPassword");
  await setForm.getByLabel("Login password", { exact: true }).fill(LOGIN_PASSWORD);
  await setForm.getByLabel("New funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await setForm.getByLabel("Confirm funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await setForm.getByRole("button", { name: "Set funds password" }).click();
  await expect(toast(page, "Funds password set")).toBeVisible();
  await page.goto("/m/withdraw");
  await expect(page.getByText("Bind a bank card to receive your withdrawals.")).toBeVisible();
  await page.getByRole("link", { name: "Bind a bank card" }).click();
  const cardForm = page.locator("#bindCard");
  await cardForm.getByLabel("Card holder's name", { exact: true }).fill("김민준");
  await cardForm.getByLabel("Bank", { exact: true }).selectOption("ICBC");
  await cardForm.getByLabel("Card number", { exact: true }).fill("6212260200012345678");
  await cardForm.getByLabel("Funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await cardForm.getByRole("button", { name: "Bind a bank card" }).click();
  await expect(toast(page, "Bank card bound")).toBeVisible();

  await page.goto("/m/withdraw");
  await page.getByLabel("Amount", { exact: true }).fill("1000.01");
  await page.getByLabel("Funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("The amount is more than your balance")).toBeVisible();
  await page.getByLabel("Amount", { exact: true }).fill("400");
  await page.getByLabel("Funds password", { exact: true }).fill(FUNDS_PASSWORD);
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, "Withdrawal requested")).toBeVisible();
  expect(member.balance()).toBe(600);
  const id = gamesBackend.db
    .prepare("SELECT id FROM withdrawal_order WHERE member_id = ?")
    .pluck()
    .get(member.id) as number;
  await operator(gamesBackend.url, `/withdrawals/${id}/reject`, {});
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "¥400.00" }).getByText("Rejected")).toBeVisible();
  expect(member.balance()).toBe(1000);
});

// Security centre and withdraw with JavaScript on and off (issue 11): set the funds password, bind a
// card, withdraw with the funds password, an operator approves or rejects, and the balance and the
// records show it.
import type { Page } from "@playwright/test";
import type { Database } from "@mobile-front/reference-backend/testing";
import { operator } from "../support/operator";
import type { TestMember } from "../support/member";
import { LOGIN_PASSWORD, setLoginPassword } from "../support/security";
import { expect, test, toast } from "./games-fixtures";

const FUNDS_PASSWORD = "135790";

/** The member's login password, so the security centre's forms can prove it is them. */
test.beforeEach(({ gamesBackend, member }) => {
  setLoginPassword(gamesBackend.db, member);
});

const label = (scope: Page | ReturnType<Page["locator"]>, name: string) =>
  scope.getByLabel(name, { exact: true });

/** Fills and sends the first funds password form of the security centre. */
async function setFundsPassword(page: Page, fundsPassword: string) {
  const form = page.locator("#setFundsPassword");
  await label(form, "Login password").fill(LOGIN_PASSWORD);
  await label(form, "New funds password").fill(fundsPassword);
  await label(form, "Confirm funds password").fill(fundsPassword);
  await form.getByRole("button", { name: "Set funds password" }).click();
  return form;
}

/** Fills and sends the bind-card form with the funds password given. */
async function bindCard(
  page: Page,
  card: { holder: string; bank: string; number: string },
  fundsPassword: string,
) {
  const form = page.locator("#bindCard");
  await label(form, "Card holder's name").fill(card.holder);
  await label(form, "Bank").selectOption(card.bank);
  await label(form, "Card number").fill(card.number);
  await label(form, "Funds password").fill(fundsPassword);
  await form.getByRole("button", { name: "Bind a bank card" }).click();
  return form;
}

/** Fills and sends the withdraw form (the first card is chosen). */
async function withdraw(page: Page, amount: string, fundsPassword: string) {
  await label(page, "Amount").fill(amount);
  await label(page, "Funds password").fill(fundsPassword);
  await page.getByRole("button", { name: "Withdraw" }).click();
}

/** The member's one withdrawal order, for the operator to decide. */
const orderOf = (db: Database, member: TestMember) =>
  db.prepare("SELECT id FROM withdrawal_order WHERE member_id = ?").pluck().get(member.id) as number;

test("set the funds password, bind a card, withdraw; an operator approves; balance and record update", async ({
  page,
  member,
  gamesBackend,
}) => {
  await page.goto("/m/withdraw");
  await expect(page.getByText("Set a funds password before your first withdrawal.")).toBeVisible();
  await page.getByRole("link", { name: "Set funds password" }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter#funds-password$/);

  // Wrong format: said in place, by the browser (JS) or by the server (no JS).
  const setForm = await setFundsPassword(page, "12345");
  await expect(setForm.getByText("The funds password format is incorrect")).toBeVisible();
  await setFundsPassword(page, FUNDS_PASSWORD);
  await expect(toast(page, "Funds password set")).toBeAttached();

  // The server refuses the wrong funds password; what else was typed stays, the password does not.
  const card = { holder: "Kim Min-jun", bank: "KB", number: "6222 0212 3456 7890" };
  const cardForm = await bindCard(page, card, "000000");
  await expect(cardForm.getByText("The funds password is incorrect")).toBeVisible();
  await expect(label(cardForm, "Card number")).toHaveValue(card.number);
  await expect(label(cardForm, "Funds password")).toHaveValue("");
  await bindCard(page, card, FUNDS_PASSWORD);
  await expect(toast(page, "Bank card bound")).toBeAttached();
  await expect(page.getByText("**** **** **** 7890")).toBeVisible();
  await expect(page.getByText("6222021234567890")).toHaveCount(0);

  await page.goto("/m/withdraw");
  await expect(page.getByText("¥1,000.00")).toBeVisible();
  await withdraw(page, "250.50", "000000");
  await expect(page.getByText("The funds password is incorrect")).toBeVisible();
  await expect(label(page, "Amount")).toHaveValue("250.50");
  expect(member.balance()).toBe(1000);
  await withdraw(page, "250.50", FUNDS_PASSWORD);
  await expect(toast(page, "Withdrawal requested")).toBeAttached();
  const record = page.getByRole("listitem").filter({ hasText: "¥250.50" });
  await expect(record.getByText("Pending review")).toBeVisible();
  await expect(page.getByText("¥749.50")).toBeVisible();
  expect(member.balance()).toBe(749.5);

  await operator(gamesBackend.url, `/withdrawals/${orderOf(gamesBackend.db, member)}/approve`, {});
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
  await setFundsPassword(page, FUNDS_PASSWORD);
  await expect(toast(page, "Funds password set")).toBeAttached();
  await page.goto("/m/withdraw");
  await expect(page.getByText("Bind a bank card to receive your withdrawals.")).toBeVisible();
  await page.getByRole("link", { name: "Bind a bank card" }).click();
  await bindCard(page, { holder: "김민준", bank: "ICBC", number: "6212260200012345678" }, FUNDS_PASSWORD);
  await expect(toast(page, "Bank card bound")).toBeAttached();

  await page.goto("/m/withdraw");
  await withdraw(page, "1000.01", FUNDS_PASSWORD);
  await expect(page.getByText("The amount is more than your balance")).toBeVisible();
  await withdraw(page, "400", FUNDS_PASSWORD);
  await expect(toast(page, "Withdrawal requested")).toBeAttached();
  expect(member.balance()).toBe(600);
  await operator(gamesBackend.url, `/withdrawals/${orderOf(gamesBackend.db, member)}/reject`, {});
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "¥400.00" }).getByText("Rejected")).toBeVisible();
  expect(member.balance()).toBe(1000);
});

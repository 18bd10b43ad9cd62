// Deposit and deposit record (issue 11), with JavaScript on and off: a member deposits, an operator
// (or the payment provider's page) approves, and the header's balance and the record follow.
import type { Page } from "@playwright/test";
import { startBff } from "../support/servers";
import { resources } from "~/locales";
import { operator } from "../support/operator";
import { expect, test as gamesTest } from "./games-fixtures";

// The games fixtures (a member per test, a database the test can reach), with the header's member
// data uncached, so the balance after an approval shows on the next page.
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

/** Fills and submits the deposit form; answers the order id the page shows. */
async function deposit(page: Page, method: RegExp, amount: string): Promise<number> {
  await page.goto("/m/voucherCenter");
  await page.getByRole("radio", { name: method }).check();
  await page.getByLabel("Amount").fill(amount);
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+$/);
  await expect(page.getByRole("status")).toHaveText("Pending");
  return Number(new URL(page.url()).searchParams.get("order"));
}

test("deposit, operator approves, the record and the header's balance update", async ({
  page,
  member,
  backendUrl,
}) => {
  const id = await deposit(page, /^ICBC/, "250.50");
  await expect(page.getByRole("heading", { name: `Deposit order ${id}` })).toBeVisible();
  await expect(page.getByText("¥250.50 by ICBC")).toBeVisible();
  // A bank order has no provider page.
  await expect(page.getByRole("link", { name: "Pay at the payment provider" })).toHaveCount(0);
  expect(member.balance()).toBe(1000);

  await operator(backendUrl, `/deposits/${id}/approve`, {});
  // Sent twice, credited once.
  await operator(backendUrl, `/deposits/${id}/approve`, {});
  expect(member.balance()).toBe(1250.5);

  await page.getByRole("link", { name: "See it in the deposit record" }).click();
  await expect(page).toHaveURL(/\/m\/vouReport\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const row = page.getByRole("listitem").filter({ hasText: `Order ${id}` });
  await expect(row).toContainText("¥250.50");
  await expect(row).toContainText("Approved");

  await page.goto("/m/home");
  await expect(page.locator(".balance__amount")).toHaveText("1,250");
});

test("a payment-gateway order is approved on the provider's page", async ({ page, member }) => {
  const id = await deposit(page, /Online payment/, "30");
  await page.getByRole("link", { name: "Pay at the payment provider" }).click();
  await expect(page.getByText(`Order ${id}`)).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.locator("#state")).toHaveText("approved");
  expect(member.balance()).toBe(1030);
  // The provider's page is reached through the site (the backend may listen on loopback) and leads back.
  expect(new URL(page.url()).pathname).toMatch(/^\/provider\/deposits\//);
  await page.getByRole("link", { name: "Back to the site" }).click();
  await expect(page).toHaveURL(new RegExp(`/m/voucherCenter\\?order=${id}$`));
  await expect(page.getByRole("status")).toHaveText("Approved");
});

test("a bad amount is refused in place and what was typed stays", async ({ page, member }) => {
  await page.goto("/m/voucherCenter");
  await page.getByRole("radio", { name: /Bank of China/ }).check();
  await page.getByLabel("Amount").fill("12.345");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.getByText("Enter an amount such as 100 or 100.50 (two decimals at most).")).toBeVisible();
  await expect(page.getByLabel("Amount")).toHaveValue("12.345");
  await expect(page.getByRole("radio", { name: /Bank of China/ })).toBeChecked();
  await page.getByLabel("Amount").fill("30000");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.getByText("The amount is above this method's maximum.")).toBeVisible();
  expect(member.balance()).toBe(1000);
});

test("the deposit record filters by dates in the address and says when there is nothing", async ({
  page,
  member: _member,
}) => {
  await page.goto("/m/vouReport");
  await expect(page).toHaveURL(/\/m\/vouReport\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText("No deposits in these dates.")).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill("2020-01-01");
  await page.getByLabel("To", { exact: true }).fill("2020-01-31");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByText("No deposits in these dates.")).toBeVisible();
});

test("in Vietnamese, amounts have Vietnamese marks and a deposit typed 1.000 is a thousand", async ({
  page,
  member,
  backendUrl,
}, testInfo) => {
  const vi = resources.vi.translation;
  // With JavaScript, a browser that wrote an amount otherwise than the server would fail hydration
  // (React's minified errors #418 and #425 say so on the console).
  const hydrationErrors: string[] = [];
  const hydration = /hydrat|#418|#425/i;
  page.on("console", (message) => {
    if (message.type() === "error" && hydration.test(message.text())) hydrationErrors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (hydration.test(error.message)) hydrationErrors.push(error.message);
  });
  // Switched with the selector, as a player does (tests/e2e/languages.spec.ts).
  await page.goto("/m/index?menu=left");
  await page.getByLabel("Language").selectOption("VI");
  if (testInfo.project.name === "no-js") await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");

  // The server writes them and, with JavaScript, the hydrated page keeps them: both format in vi-VN.
  // "\u00a0" is the no-break space Vietnamese puts before the symbol.
  await page.goto("/m/member/home");
  await expect(page.locator(".member-card__balance strong")).toHaveText("1.000,00\u00a0¥");
  // The header's balance (home): 0 decimals, grouped as Vietnamese groups.
  await page.goto("/m/home");
  await expect(page.locator(".balance__amount")).toHaveText("1.000");

  await page.goto("/m/voucherCenter");
  const icbc = page.getByRole("radio", { name: /^ICBC/ });
  // Its limits, "{{min}} đến {{max}}".
  await expect(icbc).toHaveAccessibleName(/^ICBC.*100,00\s¥ đến 50\.000,00\s¥/);
  await icbc.check();
  await page.getByLabel(vi.cashier.deposit.amount).fill("1.000");
  await page.getByRole("button", { name: vi.cashier.deposit.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+$/);
  await expect(page.getByText("1.000,00\u00a0¥ qua ICBC")).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get("order"));

  await operator(backendUrl, `/deposits/${id}/approve`, {});
  expect(member.balance()).toBe(2000);
  await page.goto("/m/member/home");
  await expect(page.locator(".member-card__balance strong")).toHaveText("2.000,00\u00a0¥");
  await page.goto("/m/home");
  await expect(page.locator(".balance__amount")).toHaveText("2.000");
  expect(hydrationErrors).toEqual([]);
});

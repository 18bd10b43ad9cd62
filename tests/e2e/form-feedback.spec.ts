// Form feedback (issue 14), with JavaScript on and off: the same-password prompt comes with Save,
// not while typing; a registration error says the rule in words, focuses the first field in error
// and comes with an announced summary; an unknown invitation code is refused at submit.
import type { Page } from "@playwright/test";
import { OPERATOR_TOKEN } from "../support/servers";
import { waitForFormChecks, waitForHydration } from "./fixtures";
import { expect, test } from "./games-fixtures";

async function solveCaptcha(page: Page, backendUrl: string) {
  const id = await page.locator('input[name="captchaId"]').inputValue();
  const response = await fetch(`${backendUrl}/operator/captcha/${id}`, {
    headers: { "X-Operator-Token": OPERATOR_TOKEN },
  });
  const { value } = (await response.json()) as { value: { answer: string } };
  await page.getByLabel("Verification code", { exact: true }).fill(value.answer);
}

test("change password: the same-password prompt opens on Save only, and leaves the fields as typed", async ({
  page,
  member,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  // A signed-in member; the same-password check answers before any call to the backend.
  expect(member.type).toBe(0);
  await page.goto("/m/changePsw");
  // With JavaScript the prompt is the form's own (it closes in place): wait for the form's code and
  // its checks (before they arrive Save goes to the server, whose answer never carries passwords back).
  if (js) {
    await waitForHydration(page);
    await waitForFormChecks(page);
  }
  const dialog = page.getByRole("dialog");
  const confirm = page.getByLabel("Confirm new password", { exact: true });
  // Typed key by key, moving on field by field (each move runs the field checks with JavaScript).
  await page.getByLabel("Old password", { exact: true }).pressSequentially("Passw0rd!");
  await page.getByLabel("New password", { exact: true }).pressSequentially("Passw0rd!");
  await expect(dialog).toHaveCount(0);
  await confirm.pressSequentially("Passw0rd!");
  await expect(dialog).toHaveCount(0);
  await expect(confirm).toHaveValue("Passw0rd!");

  await page.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The new password must differ from the old one");
  if (!js) return; // without JavaScript the answer is a new page with the prompt; closing is the dialog form's
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  // The confirmation was filled all along: no "please enter the password again".
  await expect(confirm).toHaveValue("Passw0rd!");
  await expect(confirm).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter the password again")).toHaveCount(0);
});

test("registration errors say the rule in words, focus the first field in error and are announced", async ({
  page,
}) => {
  await page.goto("/m/register");
  const username = page.getByLabel("Username", { exact: true });
  await username.fill("1bad");
  await page.getByLabel("Password", { exact: true }).fill("Start9pass");
  await page.getByLabel("Confirm password", { exact: true }).fill("Start9pass");
  // The register button keeps the focus where it was; press it from the top of the page.
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("The account format is incorrect")).toContainText(
    "Allowed: 6 to 16 characters (letters, digits, or _), starting with a letter.",
  );
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute("aria-invalid", "true");
});

test("without JavaScript the answer comes with a summary announced and the first field in error focused", async ({
  page,
  backendUrl,
}, testInfo) => {
  test.skip(testInfo.project.name === "js", "with JavaScript the browser's checks answer first");
  await page.goto("/m/register");
  await page.getByLabel("Username", { exact: true }).fill("1bad");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password", { exact: true }).fill("short");
  await solveCaptcha(page, backendUrl);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Please correct the marked fields \(\d+\)\./);
  await expect(page.getByLabel("Username", { exact: true })).toBeFocused();
});

test("an unknown invitation code is refused at submit, with the focus on it", async ({
  page,
  backendUrl,
}) => {
  await page.goto("/m/register");
  await page.getByLabel("Username", { exact: true }).fill(`inv${Date.now() % 1_000_000}`);
  await page.getByLabel("Password", { exact: true }).fill("Start9pass");
  await page.getByLabel("Confirm password", { exact: true }).fill("Start9pass");
  const code = page.getByLabel("Invitation code", { exact: true });
  await code.fill("ZZZZ9999");
  await solveCaptcha(page, backendUrl);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Invalid invitation code")).toBeVisible();
  // Well formed, only unknown: no rule to repeat.
  await expect(page.getByText("Invalid invitation code")).not.toContainText("Allowed:");
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/\/m\/register/);
});

test("the login form marks its fields required, their names still their labels (accounts §5)", async ({
  page,
}) => {
  await page.goto("/m/login");
  for (const name of ["Username", "Password"]) {
    await expect(page.getByLabel(name, { exact: true })).toHaveAttribute("aria-required", "true");
  }
  // The star is drawn after the label (forms.css), not part of its text.
  const star = await page
    .locator("label[data-required][for]")
    .first()
    .evaluate((label) => getComputedStyle(label, "::after").content);
  expect(star).toContain("*");
});

import { OPERATOR_TOKEN } from "../support/servers";
import { expect, expectAccessible, gotoUntil, test, toast } from "./fixtures";

async function operator(backendUrl: string, path: string, body: unknown) {
  const response = await fetch(`${backendUrl}/operator/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`operator/${path} answered ${response.status}`);
}

/** Social login with Google on: the reference provider, the GOOGLE method flag, GOOGLELOGIN3. */
async function googleLogin(backendUrl: string, on: boolean) {
  await operator(backendUrl, "settings", {
    phoneAuthProvider: on ? "reference" : null,
    socialLoginMethods: on ? ["GOOGLE"] : [],
  });
  await operator(backendUrl, "whitelabel", { modId: "GOOGLELOGIN3", enabled: on });
}

test("log in with Google through the provider's consent page", async ({ page, backendUrl }, testInfo) => {
  const js = testInfo.project.name === "js";
  await page.goto("/m/login");
  await expect(page.getByRole("link", { name: "Google" })).toHaveCount(0);
  try {
    await googleLogin(backendUrl, true);
    await gotoUntil(page, "/m/login", () => page.getByRole("link", { name: "Google" }));
    await expect(page.getByRole("heading", { name: "Or log in with" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Facebook" })).toHaveCount(0);
    if (js) await expectAccessible(page);

    await page.getByRole("link", { name: "Google" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
    // The consent page is reached through the BFF (the backend listens on loopback only).
    expect(new URL(page.url()).pathname).toBe("/oauth/google/authorize");
    await page.getByLabel("E-mail").fill(`e2e-${testInfo.project.name}-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(toast(page, "Logged in")).toBeAttached();
    await expect(page.getByRole("link", { name: "Member menu" })).toBeVisible();
  } finally {
    await googleLogin(backendUrl, false);
  }
});

test("cancelling at the provider comes back to the login screen with a message", async ({
  page,
  backendUrl,
}) => {
  try {
    await googleLogin(backendUrl, true);
    await gotoUntil(page, "/m/login", () => page.getByRole("link", { name: "Google" }));
    await page.getByRole("link", { name: "Google" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/m\/login\?social=social_cancelled$/);
    await expect(page.getByRole("alert").filter({ hasText: "The sign-in was cancelled." })).toBeVisible();
  } finally {
    await googleLogin(backendUrl, false);
  }
});

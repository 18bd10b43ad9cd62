// Every refused form without JavaScript is POST → 303 → GET (issue 49 item 6): the refusal and what
// was typed (never a password) come back on a page of its own, so Reload does not post again (a
// password change would count another try) and Forward after Back shows the page, not Chromium's
// ERR_CACHE_MISS. One data-driven test per form; members and agents come in by their session cookie.
import type { Page } from "@playwright/test";
import { BFF_SESSION_SECRET, OPERATOR_TOKEN } from "../support/servers";
import { createMember, sessionCookie } from "../support/member";
import { setLoginPassword } from "../support/security";
import { expect, test } from "./games-fixtures";

type RefusedForm = {
  name: string;
  who: "guest" | "member" | "agent";
  path: string;
  /** Fills the form with something the server refuses and sends it. */
  send: (page: Page, backendUrl: string) => Promise<void>;
  /** The posts `send` makes (one unless told). */
  posts?: number;
  refusal: string;
  /** Fields (by label) whose typed value comes back, and fields that come back empty. */
  kept: Record<string, string>;
  emptied: string[];
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fill(page: Page, values: Record<string, string>, button: string) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** Test-only: the digits of the captcha on the page, read through the operator endpoint. */
async function solveCaptcha(page: Page, backendUrl: string) {
  const id = await page.locator('input[name="captchaId"]').inputValue();
  const answer = await fetch(`${backendUrl}/operator/captcha/${id}`, {
    headers: { "X-Operator-Token": OPERATOR_TOKEN },
  });
  const { value } = (await answer.json()) as { value: { answer: string } };
  await field(page, "Verification code").fill(value.answer);
}

const FORMS: RefusedForm[] = [
  {
    name: "login",
    who: "guest",
    path: "/m/login",
    send: (page) => fill(page, { Username: "demo_player", Password: "Wrong9pass" }, "Log in"),
    refusal: "Wrong username or password",
    kept: { Username: "demo_player" },
    emptied: ["Password"],
  },
  {
    name: "registration",
    who: "guest",
    path: "/m/register",
    // A wrong picture code: said as wrong, with a new picture to read (item 7).
    send: (page) =>
      fill(
        page,
        {
          Username: "norepost1",
          Password: "Start9pass",
          "Confirm password": "Start9pass",
          "Verification code": "000000",
        },
        "Register",
      ),
    refusal: "The verification code was wrong. Type the digits in the new picture.",
    kept: { Username: "norepost1" },
    emptied: ["Password", "Confirm password", "Verification code"],
  },
  {
    name: "forgot password",
    who: "guest",
    path: "/m/forget",
    send: async (page) => {
      await page.getByRole("link", { name: "E-mail", exact: true }).click();
      await fill(page, { Username: "demo_player", "E-mail": "not mail" }, "Send");
    },
    refusal: "The e-mail format is incorrect",
    kept: { Username: "demo_player" },
    emptied: [],
  },
  {
    // Not a refusal, but an answer that stays on the page: Reload must not send another code.
    name: "a code sent (Get code)",
    who: "guest",
    path: "/m/forget",
    send: async (page, backendUrl) => {
      await field(page, "Mobile number").fill("13800000049");
      await page.getByRole("button", { name: "Get code" }).click();
      await solveCaptcha(page, backendUrl);
      await page.getByRole("button", { name: "Get code" }).click();
    },
    posts: 2,
    refusal: "Code sent. It is valid until",
    kept: { "Mobile number": "13800000049" },
    emptied: [],
  },
  {
    name: "password change",
    who: "member",
    path: "/m/changePsw",
    send: (page) =>
      fill(
        page,
        { "Old password": "Wrong9pass", "New password": "Next9pass", "Confirm new password": "Next9pass" },
        "Save",
      ),
    refusal: "The old password is incorrect",
    kept: {},
    emptied: ["Old password", "New password", "Confirm new password"],
  },
  {
    name: "funds password",
    who: "member",
    path: "/m/securityCenter",
    send: async (page) => {
      const form = page.locator("#setFundsPassword");
      await form.getByLabel("Login password", { exact: true }).fill("Wrong9pass");
      await form.getByLabel("New funds password", { exact: true }).fill("246810");
      await form.getByLabel("Confirm funds password", { exact: true }).fill("246810");
      await form.getByRole("button", { name: "Set funds password" }).click();
    },
    refusal: "The login password is incorrect",
    kept: {},
    emptied: ["New funds password"],
  },
  {
    name: "profile",
    who: "member",
    path: "/m/myAccount/index",
    send: (page) => fill(page, { Nickname: "Night Owl", "E-mail": "not mail" }, "Save"),
    refusal: "The e-mail format is incorrect",
    kept: { Nickname: "Night Owl", "E-mail": "not mail" },
    emptied: [],
  },
  {
    name: "feedback",
    who: "member",
    path: "/m/feedback",
    send: (page) => fill(page, { "Your comment": "short" }, "Send feedback"),
    refusal: "Write 3 to 50 words, 140 characters at most.",
    kept: { "Your comment": "short" },
    emptied: [],
  },
  {
    name: "open account",
    who: "agent",
    path: "/m/agentRegister",
    send: (page) =>
      fill(
        page,
        { Username: "norepost2", Password: "Secret123", "Confirm password": "Other1234", "Rebate (%)": "1" },
        "Open account",
      ),
    refusal: "The passwords do not match",
    kept: { Username: "norepost2" },
    emptied: ["Password", "Confirm password"],
  },
];

// The browser's own post: JavaScript off (with it, the same refusals are the fetch's data).
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "JavaScript off only");

for (const form of FORMS) {
  test(`${form.name}: without JavaScript the answer is a page of its own, never posted again`, async ({
    page,
    context,
    baseURL,
    gamesBackend,
  }) => {
    if (form.who !== "guest") {
      const member = createMember(gamesBackend.db, { type: form.who === "agent" ? 1 : 0, balance: 1000 });
      setLoginPassword(gamesBackend.db, member);
      const cookie = await sessionCookie(BFF_SESSION_SECRET, member);
      await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    }
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === form.path) posts++;
    });
    await page.goto(form.path);
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === form.path,
    );
    await form.send(page, gamesBackend.url);
    // POST → 303 → GET of the same page.
    expect((await answered).status()).toBe(303);
    await expect(page.getByText(form.refusal).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(form.path);
    for (const [label, value] of Object.entries(form.kept))
      await expect(field(page, label)).toHaveValue(value);
    for (const label of form.emptied) await expect(field(page, label).first()).toHaveValue("");
    // A refused picture code comes back with a new picture to read.
    if (form.path === "/m/register")
      await expect(page.getByRole("img", { name: "Verification code image" })).toBeVisible();
    expect(posts).toBe(form.posts ?? 1);

    // Reload loads the page: nothing is posted again.
    const reloaded = await page.reload();
    expect(reloaded?.request().method()).toBe("GET");
    await expect(page.locator("#main")).toBeVisible();
    // Back, then Forward: the page, not ERR_CACHE_MISS, and still no second post.
    await page.goBack();
    await expect(page.locator("#main")).toBeVisible();
    const forward = await page.goForward();
    expect(forward?.ok()).toBe(true);
    await expect(page.locator("#main")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(form.path);
    expect(posts).toBe(form.posts ?? 1);
  });
}

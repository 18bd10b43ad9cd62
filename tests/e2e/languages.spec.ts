// More languages (issue 13): a player switches to Vietnamese or Chinese with the selector and home, a
// game list and the login page have no English text of ours left, with JavaScript on and off.
import { resources } from "~/locales";
import { englishLeft, englishOn } from "./english-left";
import { expect, test } from "./fixtures";

// The platform's code as the selector posts it, and our language.
for (const [code, lng] of [
  ["VI", "vi"],
  ["CN", "zh"],
  ["TH", "th"],
  ["ID", "id"],
] as const) {
  const home = resources[lng].translation.menu.home;
  test(`switching to ${code} leaves no English on home, a game list and login`, async ({
    page,
  }, testInfo) => {
    const english = englishLeft(lng);
    // On home the selector sits in the left menu, which opens without JavaScript too.
    await page.goto("/m/index?menu=left");
    // The check itself sees English: before the switch the page is full of it.
    expect((await englishOn(page, english)).length).toBeGreaterThan(5);
    await page.getByLabel("Language").selectOption(code);
    if (testInfo.project.name === "no-js") await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(page.getByRole("navigation").getByRole("link", { name: home }).first()).toBeVisible();

    for (const path of ["/m/home", "/m/slot-games", "/m/login"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      // The announcements come from the backend in the page's language too.
      if (path === "/m/home") await expect(page.locator("body")).not.toContainText("Scheduled maintenance");
      expect(await englishOn(page, english), path).toEqual([]);
    }
  });
}

test("a language the merchant does not offer falls back to the default, KO", async ({ browser, baseURL }) => {
  // French: in neither of the merchant's lists (Japanese is now, a game-screen language, decision 0045).
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(`${baseURL}/m/home`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  // The selector lists the merchant's languages we have texts for, in its order.
  await page.goto(`${baseURL}/m/index?menu=left`);
  const shown = await page.getByLabel("언어").locator("option").allTextContents();
  // Each name after its flag country's flag (accounts §1; TY has none): the names, then the flags.
  const FLAG = /^([\u{1F1E6}-\u{1F1FF}]{2}) /u;
  const options = shown.map((text) => text.replace(FLAG, ""));
  expect(shown.map((text) => FLAG.test(text))).toEqual([...Array(9).fill(true), false]);
  // Then the game screens' languages the general list lacks (decision 0045); TY's texts are English (0012).
  expect(options).toEqual([
    "English",
    "한국어",
    "简体中文",
    "Tiếng Việt",
    "ไทย",
    "Bahasa Indonesia",
    "Español",
    "日本語",
    "Português",
    "TY",
  ]);
  await context.close();
});

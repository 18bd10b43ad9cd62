// More languages (issue 13): a player switches to Vietnamese or Chinese with the selector and home, a
// game list and the login page have no English text of ours left, with JavaScript on and off.
import type { Page } from "@playwright/test";
import { resources, type Locale } from "~/locales";
import { textsOf } from "../support/texts";
import { expect, test } from "./fixtures";

/** Our English texts that a page could show whole, less those the language keeps (names, codes). */
function englishLeft(lng: Locale): Set<string> {
  const own = new Set(Object.values(textsOf(lng)));
  return new Set(Object.values(textsOf("en")).filter((text) => !text.includes("{{") && !own.has(text)));
}

/** Every text node, label, placeholder and title of the page that is one of `english`. */
const englishOn = (page: Page, english: Set<string>) =>
  page
    .evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !parent.closest("script, style, template")) found.push(node.textContent ?? "");
      }
      for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], [alt]"))
        for (const name of ["aria-label", "placeholder", "title", "alt"])
          found.push(element.getAttribute(name) ?? "");
      found.push(document.title);
      return found.map((text) => text.trim()).filter(Boolean);
    })
    .then((texts) => [...new Set(texts.filter((text) => english.has(text)))]);

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
  const context = await browser.newContext({ locale: "ja-JP" });
  const page = await context.newPage();
  await page.goto(`${baseURL}/m/home`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  // The selector lists the merchant's languages we have texts for, in its order.
  await page.goto(`${baseURL}/m/index?menu=left`);
  const options = await page.getByLabel("언어").locator("option").allTextContents();
  expect(options).toEqual(["English", "한국어", "简体中文", "Tiếng Việt", "ไทย", "Bahasa Indonesia"]);
  await context.close();
});

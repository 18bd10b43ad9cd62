// Firefox as players have it: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core (no
// geckodriver; Playwright's BiDi channel fails on this ESR), headless, in a 390 x 844 viewport.
import puppeteer from "puppeteer-core";
import type { Tab } from "./tab";

export async function openFirefox(baseURL: string): Promise<Tab> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
    defaultViewport: { width: 390, height: 844 },
    extraPrefsFirefox: {
      // Else classic scrollbars take 12 px: a 390 px viewport lays out 378 px, unlike a phone.
      "ui.useOverlayScrollbars": 1,
      "intl.accept_languages": "en-US",
    },
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    return {
      engine: "firefox",
      baseURL,
      goto: async (path) => void (await page.goto(new URL(path, baseURL).href, { waitUntil: "load" })),
      run: (fn, ...args) =>
        page.evaluate(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`) as never,
      click: (selector) => page.click(selector),
      doubleClick: (selector) => page.click(selector, { count: 2 }),
      type: (selector, text) => page.type(selector, text),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

// Firefox as players have it: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core (no
// geckodriver; Playwright's BiDi channel fails on this ESR), headless, in a 390 x 844 viewport.
import puppeteer, { type Browser } from "puppeteer-core";
import { consoleTail, inPage, settled, type Tab } from "./tab";

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
      // Headless, the window never has the system's focus: focus events and :focus as in a focused one.
      "focusmanager.testmode": true,
    },
  });
  try {
    // A tab of our own: the one Firefox opens at start never has the focus (document.hasFocus()),
    // so focus events and :focus would not work as they do for a player.
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    let printed = "";
    page.on("console", (message) => (printed += `${message.type()}: ${message.text()}\n`));
    page.on("pageerror", (error) => (printed += `pageerror: ${String(error)}\n`));
    page.on("request", (request) => {
      if (request.isNavigationRequest()) printed += `navigation: ${request.method()} ${request.url()}\n`;
    });
    const tab: Tab = {
      engine: "firefox",
      baseURL,
      goto: async (path) => {
        if (page.url().startsWith(baseURL)) await settled(tab);
        await page.goto(new URL(path, baseURL).href, { waitUntil: "load" }).catch((error: unknown) => {
          throw new Error(
            `firefox: going to ${path} failed: ${String(error)}\nconsole:\n${consoleTail(tab)}`,
          );
        });
      },
      run: (fn, ...args) =>
        page.evaluate(`(function () { ${inPage(fn)} }).apply(null, ${JSON.stringify(args)})`) as never,
      click: (selector) => page.click(selector),
      doubleClick: (selector) => page.click(selector, { count: 2 }),
      type: (selector, text) => page.type(selector, text),
      addCookie: (name, value) =>
        browser.setCookie({ name, value, domain: new URL(baseURL).hostname, path: "/", httpOnly: true }),
      screenshot: async () => Buffer.from(await page.screenshot({ type: "png" })),
      console: () => printed,
      close: () => closeFirefox(browser),
    };
    return tab;
  } catch (error) {
    await closeFirefox(browser);
    throw error;
  }
}

/** Closes Firefox; one that does not close within ten seconds is killed, by its id. */
async function closeFirefox(browser: Browser) {
  const killer = setTimeout(() => browser.process()?.kill("SIGKILL"), 10_000);
  await browser.close().catch(() => browser.process()?.kill("SIGKILL"));
  clearTimeout(killer);
}

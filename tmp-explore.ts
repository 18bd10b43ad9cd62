import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
const [url, out, y = "0", ...flags] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: !flags.includes("--no-js"), hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
const cookie = flags.find((f) => f.startsWith("--cookie="))?.slice(9);
if (cookie) { const at = cookie.indexOf("="); await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url }]); }
const page = await context.newPage();
if (flags.includes("--login")) {
  await page.goto(new URL("/m/login", url).href, { waitUntil: "networkidle" });
  await page.fill("input[name=username]", "demo_player");
  await page.fill("input[name=password]", "Passw0rd!");
  await page.locator("form button[type=submit]").last().click();
  await page.waitForURL(/home/);
}
await page.goto(url, { waitUntil: "networkidle" });
await page.evaluate((y) => window.scrollTo(0, Number(y)), y);
await page.waitForTimeout(400);
await page.screenshot({ path: out });
await browser.close();

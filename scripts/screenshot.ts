// Takes a 390 px wide screenshot of a page of a running server:
//   tsx scripts/screenshot.ts URL OUT.png [--no-js] [--cookie=name=value]
// --cookie sends a cookie (e.g. the BFF's session cookie, to see a member's page).
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium";

const [url, out = "screenshot.png", ...flags] = process.argv.slice(2);
const noJs = flags.includes("--no-js");
const cookie = flags.find((f) => f.startsWith("--cookie="))?.slice("--cookie=".length);
if (!url) {
  console.error("usage: tsx scripts/screenshot.ts URL OUT.png [--no-js] [--cookie=name=value]");
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  javaScriptEnabled: !noJs,
});
if (cookie) {
  const at = cookie.indexOf("=");
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url }]);
}
const page = await context.newPage();
page.on("console", (m) => m.type() === "error" && console.error("console:", m.text()));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE !== "0" });
await browser.close();

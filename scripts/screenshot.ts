// Takes a 390 px wide screenshot of a page of a running server: tsx scripts/screenshot.ts URL OUT.png [--no-js]
import { chromium } from "@playwright/test";

const [url, out = "screenshot.png", flag] = process.argv.slice(2);
if (!url) {
  console.error("usage: tsx scripts/screenshot.ts URL OUT.png [--no-js]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  javaScriptEnabled: flag !== "--no-js",
});
const page = await context.newPage();
page.on("console", (m) => m.type() === "error" && console.error("console:", m.text()));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: true });
await browser.close();

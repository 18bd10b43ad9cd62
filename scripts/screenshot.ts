// Takes a 390 px wide screenshot of a page of a running server:
//   tsx scripts/screenshot.ts URL OUT.png [--no-js] [--cookie=name=value] [--engine=webkit|firefox]
// --cookie sends a cookie (e.g. the BFF's session cookie, to see a member's page). --engine takes it
// in Debian's WebKitGTK or Firefox ESR (the engine runs' tabs, tests/engines; JavaScript on, the
// viewport only) instead of Chromium.
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium";
import { openFirefox } from "../tests/engines/firefox";
import { openWebKit } from "../tests/engines/webkit";

const [url, out = "screenshot.png", ...flags] = process.argv.slice(2);
const noJs = flags.includes("--no-js");
const cookieArg = flags.find((f) => f.startsWith("--cookie="))?.slice("--cookie=".length);
const cookie = cookieArg
  ? { name: cookieArg.slice(0, cookieArg.indexOf("=")), value: cookieArg.slice(cookieArg.indexOf("=") + 1) }
  : undefined;
const engine = flags.find((f) => f.startsWith("--engine="))?.slice("--engine=".length);
if (!url || (engine && !["webkit", "firefox"].includes(engine)) || (engine && noJs)) {
  console.error(
    "usage: tsx scripts/screenshot.ts URL OUT.png [--no-js] [--cookie=name=value] [--engine=webkit|firefox]" +
      " (--no-js in Chromium only)",
  );
  process.exit(2);
}
if (engine) {
  const { origin, pathname, search } = new URL(url);
  const tab = await (engine === "webkit" ? openWebKit : openFirefox)(origin);
  try {
    if (cookie) await tab.addCookie(cookie.name, cookie.value);
    await tab.goto(pathname + search);
    writeFileSync(out, await tab.screenshot());
  } finally {
    await tab.close();
  }
  process.exit(0);
}
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  javaScriptEnabled: !noJs,
});
if (cookie) await context.addCookies([{ ...cookie, url }]);
const page = await context.newPage();
page.on("console", (m) => m.type() === "error" && console.error("console:", m.text()));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE !== "0" });
await browser.close();

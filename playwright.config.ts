import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";

/**
 * E2E against the production build with Debian's Chromium (browser downloads do not work here).
 * Each worker starts its own BFF + reference backend on loopback ports (tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    launchOptions: chromiumLaunchOptions,
    trace: "off",
    // The service worker (docs/decisions/0032) would answer pages itself, past page.route; the
    // tests of the offline shell allow it (tests/e2e/offline.spec.ts).
    serviceWorkers: "block",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
});

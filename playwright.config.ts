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
  // Limits, never waits: a passing test takes no longer for them. On a busy machine (a CPU burner beside
  // the suite, issue 24) a document load of home took 8 s (traced: the language switch's POST, then
  // GET /m/index), past the 5 s default of an assertion that waits for the page it leads to, and the
  // Vietnamese cashier test's dozen loads took 28 s of 30.
  timeout: 60_000,
  expect: { timeout: 15_000 },
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

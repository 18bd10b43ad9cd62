import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import {
  atLeast,
  logEntries,
  setSiteStatus,
  startBackend,
  startBff,
  type RunningBackend,
} from "../support/servers";

type Servers = { backend: RunningBackend; bff: Awaited<ReturnType<typeof startBff>> };

/** The bar: axe with the WCAG 2.2 AA rule sets finds nothing, whatever its impact. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Our pages (not the reference backend's game and consent pages, not files or resource routes). */
const isOurPage = (url: URL) =>
  ["/", "/m"].includes(url.pathname) || (url.pathname.startsWith("/m/") && !url.pathname.includes("."));

/**
 * Each worker starts its own reference backend (fresh in-memory database) and production BFF on
 * loopback ports, and stops them when it ends. With JavaScript on, every page a test opens is checked
 * with axe after the test (see `accessibleEveryPage`).
 */
/** A closed popup's stored show flag (react-router's cookie encoding of "0"). */
const POPUP_CLOSED = "IjAi";

export const test = base.extend<
  {
    baseURL: string;
    backendUrl: string;
    accessibleEveryPage: void;
    announcementPopups: boolean;
    bffWarningsOnFailure: void;
  },
  { servers: Servers; checkedPages: Set<string> }
>({
  servers: [
    async ({}, use) => {
      const backend = await startBackend();
      const bff = await startBff(backend.url, { statusTtlMs: 0 });
      await use({ backend, bff });
      await bff.close();
      await backend.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ servers }, use) => use(servers.bff.url),
  /**
   * A failed test prints what the BFF warned of meanwhile (a backend call that timed out, the
   * circuit opening, a loader that failed): the CI output says why, not only what was not seen.
   */
  bffWarningsOnFailure: [
    async ({ servers }, use, testInfo) => {
      const from = servers.bff.logs.length;
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const warnings = logEntries(servers.bff.logs.slice(from)).filter((entry) => atLeast(entry, "warn"));
      if (warnings.length > 0) {
        console.error(
          `BFF warnings during "${testInfo.title}":\n${warnings.map((w) => JSON.stringify(w)).join("\n")}`,
        );
      }
    },
    { auto: true },
  ],
  backendUrl: async ({ servers }, use) => use(servers.backend.url),
  // Every page is read in English unless a test says otherwise.
  locale: "en-US",
  /** Pages this worker has checked already, as a guest or signed in: each is checked once. */
  checkedPages: [async ({}, use) => use(new Set()), { scope: "worker" }],
  /**
   * After each test (so its own timing is untouched), axe checks the page as the test left it, then
   * opens each other page the test went to, in the same browser context (same session and language).
   * Without JavaScript (axe hangs in such a context, STACK.md) each page is read as it is served to
   * such a browser, scripts removed and <noscript> shown (`noScriptViolations`).
   */
  accessibleEveryPage: [
    async ({ page, context, browser, javaScriptEnabled, checkedPages }, use) => {
      const visited: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await use();
      if (page.isClosed()) return;
      const signedIn = (await context.cookies()).some((c) => c.name.endsWith("session"));
      const toCheck = (url: string) => {
        const address = new URL(url);
        const key = `${signedIn ? "member" : "guest"} ${address.pathname}${address.search}`;
        if (!isOurPage(address) || checkedPages.has(key)) return false;
        checkedPages.add(key);
        return true;
      };
      const found: string[] = [];
      if (!javaScriptEnabled) {
        // axe cannot run in a page without JavaScript: each page is read as such a browser shows it.
        const pages = [...new Set([...visited, page.url()])].filter(toCheck);
        if (pages.length > 0) found.push(...(await noScriptViolations(browser, context, pages)));
        expect(found, "axe (WCAG 2.2 AA) on the pages of this test, as without JavaScript").toEqual([]);
        return;
      }
      if (toCheck(page.url())) found.push(...(await axeViolations(page)));
      const others = [...new Set(visited)].filter(toCheck);
      for (const url of others) {
        const other = await context.newPage();
        try {
          await other.goto(url);
          found.push(...(await axeViolations(other)));
        } finally {
          await other.close();
        }
      }
      expect(found, "axe (WCAG 2.2 AA) on the pages of this test").toEqual([]);
    },
    // axe is slow on a busy machine (seconds a page): its own time, not the test's.
    { auto: true, timeout: 180_000 },
  ],
  /**
   * The announcement popup shows on home until closed; other tests start with it closed (both
   * types), the popup's own tests turn this on.
   */
  announcementPopups: [false, { option: true }],
  context: async ({ context, baseURL, announcementPopups }, use) => {
    if (!announcementPopups) await context.addCookies(closedPopupCookies(baseURL!));
    await use(context);
  },
});

/** axe's WCAG 2.2 AA findings on the page once it has hydrated, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("load");
  // A page that never hydrates (its scripts refused on purpose) is checked as it is.
  await waitForHydration(page, 5_000).catch(() => {});
  // Animations settled (a fading page or toast has passing contrast only at its end): the check reads
  // the page as it stays, not a frame of a transition.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // From the top: content a test left scrolled under the sticky header or category bar is overlapped
  // by their links, which axe's target-size reads as an obscured target (a scroll position, not a
  // defect of the page; which tile sat there depended on the test's timing).
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const where = new URL(page.url());
  return results.violations.map(
    (v) =>
      `${where.pathname}${where.search} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * axe's findings on pages as a browser without JavaScript shows them. axe needs JavaScript, so each
 * page is fetched with the test's cookies and opened in a context with JavaScript, without its
 * scripts and with its <noscript> content shown: the markup a no-JavaScript visitor gets, read by axe.
 */
async function noScriptViolations(browser: Browser, from: BrowserContext, urls: string[]): Promise<string[]> {
  const reader = await browser.newContext({ javaScriptEnabled: true, locale: "en-US" });
  await reader.addCookies(await from.cookies());
  try {
    const found: string[] = [];
    for (const url of urls) {
      const page = await reader.newPage();
      await page.route(url, async (route) => {
        const response = await fetchOnNewConnection(
          url,
          route.request().headers(),
          await reader.cookies(url),
        );
        const html = response.body
          .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
          .replace(/<\/?noscript>/gi, "");
        // A page read empty would pass axe for nothing.
        if (response.status === 200 && !html.includes("<main")) found.push(`${url}: read without its page`);
        await route.fulfill({ status: response.status, headers: response.headers, body: html });
      });
      // Only the document is rewritten; its stylesheets and images load as they do for the visitor.
      await page.goto(url);
      found.push(...(await axeViolations(page)));
      await page.close();
    }
    return found;
  } finally {
    await reader.close();
  }
}

const HOP_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "keep-alive"]);

/**
 * GET `url` as the browser would ask, on a connection of its own. Not `route.fetch`: its pooled
 * connection, idle for the seconds axe took on the page before, can be closed by the server's
 * keep-alive timeout just as it is reused (ECONNRESET; browsers retry such a request, that client
 * does not).
 */
function fetchOnNewConnection(
  url: string,
  headers: Record<string, string>,
  cookies: Array<{ name: string; value: string }>,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { ...headers, "accept-encoding": "identity", ...(cookie ? { cookie } : {}) } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          const answer: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            // The body is given whole to the browser: no length, framing or connection of this one.
            if (value === undefined || HOP_HEADERS.has(name)) continue;
            answer[name] = Array.isArray(value) ? value.join("\n") : value;
          }
          resolve({ status: response.statusCode!, headers: answer, body });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

export { expect, setSiteStatus };

/**
 * The toast with this text, on the screen or already gone from it. A success toast shows for 1 s
 * (accounts §9), less than the step Playwright's retries slow to while a slow page arrives, so a
 * check of its visibility can miss it on a busy machine; whether it came cannot. How long each toast
 * shows is tests/e2e/toasts.spec.ts's to check. Assert it with `toBeAttached()` or a text match.
 */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status", { includeHidden: true }).filter({ hasText: text });

/** The cookies that keep both announcement popups closed, for a context a test makes itself. */
export function closedPopupCookies(baseURL: string) {
  return ["SHELL_PU_A", "SHELL_PU_B"].map((name) => ({ name, value: POPUP_CLOSED, url: baseURL }));
}

/**
 * The BFF serves a cached status and refreshes it in the background (stale-while-revalidate), so a
 * switch shows on a later request: reload until it does.
 */
export async function gotoUntil(page: Page, path: string, visible: () => ReturnType<Page["getByRole"]>) {
  await expect(async () => {
    await page.goto(path);
    await expect(visible()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** No accessibility violations (axe, WCAG 2.2 AA), checked with JavaScript on only (axe needs it). */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Back to normal, and wait until the BFF has seen it, so the next test starts from a normal site. */
export async function restoreSiteStatus(page: Page, backendUrl: string) {
  await setSiteStatus(backendUrl, { maintenance: false, regionRestriction: false });
  await gotoUntil(page, "/m/home", () => page.getByRole("navigation", { name: "Main menu" }));
}

/**
 * Waits until React has hydrated the page and its forms (their elements carry React's fiber keys): a
 * form hydrates once its own code has arrived (app/ui/forms/deferred-form.tsx).
 */
export async function waitForHydration(page: Page, timeout?: number) {
  await page.waitForFunction(
    () =>
      [document.body, ...document.querySelectorAll("[data-deferred-form]")].every((element) =>
        Object.keys(element).some((key) => key.startsWith("__react")),
      ),
    null,
    {
      timeout,
    },
  );
}

/**
 * Until a form's zod checks arrive (loaded beside the page, app/ui/forms/lazy-checks.ts) its submit
 * goes to the server; a test of what the browser's own checks do waits for them.
 */
export async function waitForFormChecks(page: Page) {
  await page.locator("html[data-form-checks=ready]").waitFor({ state: "attached" });
}

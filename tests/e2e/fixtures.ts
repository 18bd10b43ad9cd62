import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { setSiteStatus, startBackend, startBff, type RunningBackend } from "../support/servers";

type Servers = { backend: RunningBackend; bff: Awaited<ReturnType<typeof startBff>> };

/**
 * Each worker starts its own reference backend (fresh in-memory database) and production BFF on
 * loopback ports, and stops them when it ends.
 */
/** A closed popup's stored show flag (react-router's cookie encoding of "0"). */
const POPUP_CLOSED = "IjAi";

export const test = base.extend<
  { baseURL: string; backendUrl: string; announcementPopups: boolean },
  { servers: Servers }
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
  backendUrl: async ({ servers }, use) => use(servers.backend.url),
  // Every page is read in English unless a test says otherwise.
  locale: "en-US",
  /**
   * The announcement popup shows on home until closed; other tests start with it closed (both
   * types), the popup's own tests turn this on.
   */
  announcementPopups: [false, { option: true }],
  context: async ({ context, baseURL, announcementPopups }, use) => {
    if (!announcementPopups)
      await context.addCookies(
        ["SHELL_PU_A", "SHELL_PU_B"].map((name) => ({ name, value: POPUP_CLOSED, url: baseURL })),
      );
    await use(context);
  },
});

export { expect, setSiteStatus };

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

/** No serious or critical accessibility violations (axe), checked with JavaScript on only (axe needs it). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Back to normal, and wait until the BFF has seen it, so the next test starts from a normal site. */
export async function restoreSiteStatus(page: Page, backendUrl: string) {
  await setSiteStatus(backendUrl, { maintenance: false, regionRestriction: false });
  await gotoUntil(page, "/m/home", () => page.getByRole("navigation", { name: "Main menu" }));
}

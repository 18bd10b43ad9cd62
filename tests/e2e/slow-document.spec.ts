// A document that arrives slowly still hydrates (issue 49, item 5): the app's module script is async
// and may run while the rest of the page is on its way, the page's texts (decision 0056) at its end.
// The document comes through a proxy in small pieces with a pause between them, as on a slow line.
import type { Page } from "@playwright/test";
import { startSlowDocumentProxy } from "../support/slow-document-proxy";
import { expect, test as base, waitForHydration } from "./fixtures";

/**
 * The proxy lives as long as the worker: the pages a test visited are checked with axe after it,
 * at the addresses it visited them.
 */
const test = base.extend<{ slowUrls: string[] }, { slowProxies: { url: string }[] }>({
  slowProxies: [
    async ({ servers }, use) => {
      const proxies = [
        // Small pieces all the way.
        await startSlowDocumentProxy(servers.bff.url),
        // And a stall a kilobyte into the page's texts, other answers late: the app's code may come
        // then (the issue saw "Unterminated string in JSON at position 1045").
        await startSlowDocumentProxy(servers.bff.url, {
          stall: { after: `id="page-texts"`, bytes: 1045, ms: 600 },
          otherDelayMs: 300,
        }),
      ];
      await use(proxies);
      await Promise.all(proxies.map((proxy) => proxy.close()));
    },
    { scope: "worker" },
  ],
  slowUrls: async ({ slowProxies }, use) => use(slowProxies.map((proxy) => proxy.url)),
});

/**
 * Notes in the page whether the language's whole texts were asked for before React had the page:
 * a page that came with its texts hydrates without them (decision 0056).
 */
function noteWholeTextsBeforeHydration(page: Page) {
  return page.addInitScript(() => {
    const fetchOriginal = window.fetch;
    window.fetch = (input, init) => {
      const hydrated = Object.keys(document.body ?? {}).some((key) => key.startsWith("__react"));
      if (String(input instanceof Request ? input.url : input).includes("/resources/locales/") && !hydrated)
        (window as unknown as { wholeTextsFirst: boolean }).wholeTextsFirst = true;
      return fetchOriginal(input, init);
    };
  });
}

/**
 * The page at `url` once hydrated: "hydrated", "hydrated with the whole texts" when it did not find
 * its own, or what entry.client said when it gave up ("Page not hydrated: …").
 */
async function load(page: Page, url: string): Promise<string> {
  let gaveUp = (_text: string) => {};
  const refused = new Promise<string>((resolve) => (gaveUp = resolve));
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error" && message.text().startsWith("Page not hydrated")) gaveUp(message.text());
  };
  page.on("console", onConsole);
  try {
    await page.goto(url);
    const hydrated = waitForHydration(page).then(async () =>
      (await page.evaluate(() => "wholeTextsFirst" in window)) ? "hydrated with the whole texts" : "hydrated",
    );
    // The other outcome's wait ends with the next page: not an error of the test.
    hydrated.catch(() => {});
    return await Promise.race([hydrated, refused]);
  } finally {
    page.off("console", onConsole);
  }
}

const LOADS = 12;

test("a page delivered in small slow pieces hydrates, load after load @js-only", async ({
  page,
  slowUrls,
}) => {
  // Twelve slow loads (a few seconds each on a busy machine): a limit, never a wait.
  test.slow();
  await noteWholeTextsBeforeHydration(page);
  // Every load fetches the app's code again (late, through the stalling proxy), as a first visit does.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const outcomes: string[] = [];
  for (let round = 0; round < LOADS; round++) {
    outcomes.push(await load(page, `${slowUrls[round % 2]}/m/home?menu=left`));
  }
  expect(outcomes).toEqual(Array(LOADS).fill("hydrated"));
  // A guest's home (a member's header fails axe today: its member-icon's name lacks its badge's
  // text), with the site menu open as it was asked for.
  await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
});

// A guest's page answered from the page cache (decision 0051) runs in the browser as a fresh one
// does: its policy allows its inline scripts by their hashes (the nonce they carry was the first
// answer's), so the page hydrates and no script is refused; the browser knows every feature the
// Permissions-Policy names (an unknown one is a warning on every page).
import { startBackend, startBff } from "../support/servers";
import { expect, test as base, waitForHydration } from "./fixtures";

const test = base.extend({
  servers: [
    async ({}, use) => {
      const backend = await startBackend();
      const bff = await startBff(backend.url, {
        statusTtlMs: 60_000,
        env: { PAGE_CACHE_TTL_MS: "60000" },
      });
      await use({ backend, bff });
      await bff.close();
      await backend.close();
    },
    { scope: "worker" },
  ],
});

test("a cached home page hydrates with no script refused by its policy @js-only", async ({
  browser,
  baseURL,
}) => {
  // Two first visits (no cookies): the first makes the page, the second is given the stored one.
  for (const visit of ["made", "from the cache"]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      // A refused script, or a feature of our Permissions-Policy the browser does not know.
      if (/Content Security Policy|Permissions-Policy/i.test(message.text())) refused.push(message.text());
    });
    const answer = await page.goto("/m/home");
    const policy = answer!.headers()["content-security-policy"] ?? "";
    expect(policy, visit).toMatch(visit === "made" ? /'nonce-/ : /'sha256-/);
    await waitForHydration(page);
    expect(refused, visit).toEqual([]);
    await context.close();
  }
});

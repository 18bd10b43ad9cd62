// E2E fixtures of the games area: the worker's reference backend is one whose database the test can
// reach, so each test gets its own member (own favourites, known balance) without the login screen.
import type { Locator, Page } from "@playwright/test";
import { BFF_SESSION_SECRET, startBff } from "../support/servers";
import {
  balanceOf,
  createMember,
  sessionCookie,
  startBackendWithDb,
  type TestMember,
} from "../support/member";
import { expect, expectAccessible, test as base, toast } from "./fixtures";

type BackendWithDb = Awaited<ReturnType<typeof startBackendWithDb>>;
type Member = TestMember & { balance: () => number };

export const test = base.extend<{ member: Member }, { gamesBackend: BackendWithDb }>({
  gamesBackend: [
    async ({}, use) => {
      const backend = await startBackendWithDb();
      await use(backend);
      await backend.close();
    },
    { scope: "worker" },
  ],
  // The shared fixture's servers, over the backend above.
  servers: [
    async ({ gamesBackend }, use) => {
      const bff = await startBff(gamesBackend.url, { statusTtlMs: 0 });
      const port = Number(new URL(gamesBackend.url).port);
      await use({ backend: { url: gamesBackend.url, port, close: async () => {} }, bff });
      await bff.close();
    },
    { scope: "worker" },
  ],
  /** A member (type 0, balance 1000.00) signed in through the BFF's session cookie. */
  member: async ({ gamesBackend, context, baseURL }, use) => {
    const member = createMember(gamesBackend.db, { balance: 1000 });
    const cookie = await sessionCookie(BFF_SESSION_SECRET, member);
    await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    await use({ ...member, balance: () => balanceOf(gamesBackend.db, member) });
  },
});

export { expect, expectAccessible, toast };

/** The game tiles in `scope`: each launches with a link named "Play <game>". */
export const gameTiles = (scope: Page | Locator) =>
  scope.getByRole("article").getByRole("link", { name: /^Play / });

/** The name of the game a tile launches (its link's text: "Play " for screen readers, then the name). */
export async function gameName(tile: Locator): Promise<string> {
  return ((await tile.textContent()) ?? "").replace(/^Play /, "");
}

/**
 * Taps a member's heart and waits until the server has stored the change: the heart turns at once
 * (optimistic) and is busy while saving, and leaving the page before that would cancel the post.
 * (On the favourites page a removed game's tile goes once saved.)
 */
export async function toggleFavourite(page: Page, name: string, to: "add" | "remove") {
  const label = (intent: "add" | "remove") =>
    intent === "add" ? `Add ${name} to favourites` : `Remove ${name} from favourites`;
  await page.getByRole("button", { name: label(to) }).click();
  await expect(page.getByRole("button", { name: label(to) })).toHaveCount(0);
  await expect(page.locator('.heart[aria-busy="true"]')).toHaveCount(0);
  return page.getByRole("button", { name: label(to === "add" ? "remove" : "add") });
}

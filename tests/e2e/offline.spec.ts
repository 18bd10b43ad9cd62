// The installable app's offline shell (docs/decisions/0032), in Chromium with its service worker:
// after a first visit, with the network cut, a page shows the offline page (never an old copy of a
// member page), the hashed files still load, and "Try again" brings the page back.
import type { Page } from "@playwright/test";
import { expect, test } from "./games-fixtures";

test.use({ serviceWorkers: "allow" });

/** Waits until the worker controls the page and keeps its offline page. */
async function workerReady(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        return (
          navigator.serviceWorker.controller !== null &&
          (await caches.match("/resources/offline")) !== undefined
        );
      }),
    )
    .toBe(true);
}

test("with the network cut, a member page is the offline page, never a kept copy @js-only", async ({
  page,
  context,
  member,
}) => {
  await page.goto("/m/member/home");
  await expect(page.getByText(member.account).first()).toBeVisible();
  await workerReady(page);
  // The browser asks for a page as the worker starts, not after it (navigation preload), and the
  // worker answers with that response.
  expect(
    await page.evaluate(
      async () => (await (await navigator.serviceWorker.ready).navigationPreload.getState()).enabled,
    ),
  ).toBe(true);
  await page.reload();
  await expect(page.getByText(member.account).first()).toBeVisible();
  const asset = await page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .find((name) => new URL(name).pathname.startsWith("/assets/")) ?? "",
  );
  expect(asset).toMatch(/\/assets\//);

  await context.setOffline(true);
  await page.goto("/m/member/home");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  // Nothing of the member: not their account, not a balance.
  await expect(page.getByText(member.account)).toHaveCount(0);
  await expect(page.getByText(/1,?000/)).toHaveCount(0);
  // A hashed file of the first visit is still there.
  expect(await page.evaluate(async (url) => (await fetch(url)).ok, asset)).toBe(true);
  await page.goto("/m/slot-games");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(page.getByRole("heading", { name: "Game center" })).toBeVisible();
});

test("the manifest names the app, its icons, both themes' start colour and /m/home", async ({ request }) => {
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: "/m/home", display: "standalone", theme_color: "#0f1115" });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect((await request.get("/sw.js")).headers()["content-type"]).toContain("javascript");
});

// Promotions per language (issue 13, issue 14 item 7; docs/decisions/0037): after switching to
// Vietnamese or Thai, the promotions page and a promotion's detail show the backend's promotions in
// that language, with none of their English titles and no English text of ours, JavaScript on and off.
import { resources } from "~/locales";
import { MERCHANT } from "../support/servers";
import { englishLeft, englishOn } from "./english-left";
import { expect, test } from "./fixtures";

type Promotion = { id: number; title: string };

/** The promotions as the reference backend answers them in `language`. */
async function promotionsIn(backendUrl: string, language: string): Promise<Promotion[]> {
  const response = await fetch(`${backendUrl}/wps/relay/MCSFE_getListAnnouncements?types=PR`, {
    headers: { Merchant: MERCHANT, Language: language },
  });
  return ((await response.json()) as { value: { promotion: Promotion[] } }).value.promotion;
}

for (const [code, lng] of [
  ["VI", "vi"],
  ["TH", "th"],
] as const) {
  test(`switching to ${code} shows the promotions and a detail with no English title left`, async ({
    page,
    backendUrl,
  }, testInfo) => {
    const english = await promotionsIn(backendUrl, "EN");
    const translated = new Map((await promotionsIn(backendUrl, code)).map((p) => [p.id, p.title]));
    const englishTitles = english.map((p) => p.title);
    const ours = englishLeft(lng);

    await page.goto("/m/index?menu=left");
    await page.getByLabel("Language").selectOption(code);
    if (testInfo.project.name === "no-js") await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(
      page.getByRole("navigation").getByRole("link", { name: resources[lng].translation.menu.home }).first(),
    ).toBeVisible();

    await page.goto("/m/activity");
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    const list = page.locator(".promo-list");
    for (const { id } of english) await expect(list).toContainText(translated.get(id)!);
    for (const title of englishTitles) await expect(page.locator("body")).not.toContainText(title);
    expect(await englishOn(page, ours), "/m/activity").toEqual([]);

    const tournament = english.find((p) => p.title.startsWith("Slot Tournament"))!;
    await page.goto(`/m/activityDetail?id=${tournament.id}`);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(translated.get(tournament.id)!);
    await expect(page.locator(".promo-html")).not.toContainText("Climb the leaderboard");
    for (const title of englishTitles) await expect(page.locator("body")).not.toContainText(title);
    expect(await englishOn(page, ours), "/m/activityDetail").toEqual([]);
  });
}

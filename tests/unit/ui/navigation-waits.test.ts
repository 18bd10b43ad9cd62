// A navigation waits for the language's whole texts once the page has asked for them (decision
// 0056): the next screen is drawn with its texts, never with the keys the page's own texts lack.
import { describe, expect, it } from "vitest";
import { navigationMayDraw } from "~/ui/navigation-waits";
import { growingTexts } from "~/ui/page-texts";
import type { Tree } from "~/ui/text-reader";

/** Whether the promise has settled after everything already queued has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("navigationMayDraw", () => {
  it("waits for the whole texts on their way, and goes on once they came", async () => {
    const texts = growingTexts("en", { translation: { a: "A" } });
    let arrive = (_all: Record<string, Tree>) => {};
    void texts.complete(() => new Promise((resolve) => (arrive = resolve)));
    const navigation = navigationMayDraw();
    expect(await settled(navigation)).toBe(false);
    arrive({ translation: { a: "A", b: "B" } });
    expect(await settled(navigation)).toBe(true);
    expect((texts.texts.t as unknown as (key: string) => string)("b")).toBe("B");
  });

  it("goes on when the whole texts fail: the screens keep what the page carried", async () => {
    const texts = growingTexts("en", { translation: { a: "A" } });
    void texts.complete(() => Promise.reject(new Error("offline"))).catch(() => {});
    expect(await settled(navigationMayDraw())).toBe(true);
  });
});

// Issue 24: `useT` remembers i18next's answers per instance; what it answers must not change.
import { createInstance } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { resources } from "~/locales";
import { rememberedTexts } from "~/ui/remembered-texts";

async function english() {
  const i18n = createInstance({ lng: "en", resources, interpolation: { escapeValue: false } });
  await i18n.init();
  return i18n;
}

describe("rememberedTexts", () => {
  it("answers as i18next does, for plain keys, interpolation, plurals and namespaces", async () => {
    const i18n = await english();
    const t = rememberedTexts(i18n.t);
    const calls: [string, Record<string, unknown>?][] = [
      ["games.carousel.next", { name: "Slots" }],
      ["games.carousel.next", { name: "Live" }],
      ["games.home.winners"],
      ["no.such.key"],
    ];
    for (const [key, options] of calls) {
      expect(t(key as never, options as never)).toBe(i18n.t(key as never, options as never));
      // And again, from memory.
      expect(t(key as never, options as never)).toBe(i18n.t(key as never, options as never));
    }
  });

  it("asks i18next once per key and options, and again for other options", () => {
    const t = vi.fn((key: string, options?: { name?: string }) => `${key}:${options?.name ?? ""}`);
    const remembered = rememberedTexts(t);
    remembered("a", { name: "x" });
    remembered("a", { name: "x" });
    remembered("a", { name: "y" });
    remembered("a");
    remembered("a");
    expect(t).toHaveBeenCalledTimes(3);
  });

  it("does not remember calls whose options are not plain values", () => {
    const t = vi.fn((key: string, options?: unknown) => `${key}${JSON.stringify(options) ?? ""}`);
    const remembered = rememberedTexts(t);
    const nested = { list: ["a", "b"] };
    remembered("a", nested);
    remembered("a", nested);
    expect(t).toHaveBeenCalledTimes(2);
  });

  it("does not remember an answer that is not text (returnObjects)", () => {
    const t = vi.fn((): unknown => ({ a: 1 }));
    const remembered = rememberedTexts(t as (key: string, options?: unknown) => unknown);
    remembered("a", { returnObjects: true });
    remembered("a", { returnObjects: true });
    expect(t).toHaveBeenCalledTimes(2);
  });
});

import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "~/locales";
import { recordingTexts, withPageTexts } from "~/ui/page-texts.server";

/** What the stream gives out for these chunks, and whether its end was told. */
async function written(chunks: string[], script = () => "<script>texts</script>") {
  let ended = false;
  const stream = withPageTexts(script, () => (ended = true));
  const parts: Buffer[] = [];
  stream.on("data", (part: Buffer) => parts.push(part));
  const finished = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(Buffer.from(chunk));
  stream.end();
  await finished;
  return { html: Buffer.concat(parts).toString(), ended };
}

describe("withPageTexts", () => {
  it("writes the texts before the document's end, also when the end comes split across chunks", async () => {
    for (const chunks of [
      ["<html><body><p>é</p>", "</body></html>"],
      ["<html><body><p>é<", "/p></body></html>"],
      ["<html><body>", "<p>é</p><", "/body></html>"],
      ["<html><body><p>é</p></bo", "dy></ht", "ml>"],
      ["<html><body><p>é</p></body></html>"],
    ]) {
      const { html, ended } = await written(chunks);
      expect(html).toBe("<html><body><p>é</p><script>texts</script></body></html>");
      expect(ended).toBe(true);
    }
  });

  it("writes nothing into a document that did not end (a render cut short)", async () => {
    expect((await written(["<html><body><p>half"])).html).toBe("<html><body><p>half");
    expect((await written([])).html).toBe("");
  });
});

describe("recordingTexts", () => {
  it("answers as the language's instance and writes the texts it was asked for, safe in a script", async () => {
    const i18n = createInstance({ resources, lng: "en", interpolation: { escapeValue: false } });
    await i18n.init();
    const { texts, script } = recordingTexts(i18n);
    const t = texts.t as unknown as (key: string, options?: object) => string;
    expect(t("app.skipToContent")).toBe("Skip to content");
    expect(t("games.carousel.next", { name: "</script><b>" })).toBe(
      i18n.t("games.carousel.next", { name: "</script><b>" }),
    );
    // A text with "<" in it, which must not end the element early.
    expect(t("member.account.invalid.nickname")).toContain("without < or >");
    const tag = script("n0nce");
    expect(tag).toMatch(/^<script type="application\/json" id="page-texts" nonce="n0nce">/);
    const json = tag.slice(tag.indexOf(">") + 1, -"</script>".length);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({
      translation: {
        app: { skipToContent: "Skip to content" },
        games: { carousel: { next: resources.en.translation.games.carousel.next } },
        member: {
          account: { invalid: { nickname: resources.en.translation.member.account.invalid.nickname } },
        },
      },
    });
  });

  it("writes each render's own texts, also when another render read the same keys before it", async () => {
    const i18n = createInstance({ resources, lng: "en", interpolation: { escapeValue: false } });
    await i18n.init();
    const textsOf = (keys: string[]) => {
      const { texts, script } = recordingTexts(i18n);
      const t = texts.t as unknown as (key: string, options?: object) => string;
      for (const key of keys) t(key);
      const tag = script();
      return JSON.parse(tag.slice(tag.indexOf(">") + 1, -"</script>".length)) as {
        translation: Record<string, unknown>;
      };
    };
    const first = textsOf(["app.skipToContent"]);
    expect(textsOf(["app.skipToContent"])).toEqual(first);
    expect(textsOf(["app.skipToContent", "app.back"]).translation.app).toEqual({
      skipToContent: "Skip to content",
      back: resources.en.translation.app.back,
    });
    expect(textsOf(["app.back"]).translation.app).toEqual({ back: resources.en.translation.app.back });
  });
});

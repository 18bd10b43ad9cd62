import { describe, expect, it } from "vitest";
import { FEEDBACK_CONTENT, FEEDBACK_WORDS, feedbackImages, feedbackWords } from "~/domain/feedback";
import { feedbackSchema } from "~/domain/feedback-form";
import { IMAGE_MAX_BYTES, imageTypeOf } from "~/domain/uploaded-image";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const key = "0123456789abcdef";

describe("feedbackSchema (accounts §5: feedback between {0} and {1} words; comment 140 characters)", () => {
  const parse = (content?: string) => feedbackSchema().safeParse({ content, requestKey: key });

  it("takes 3 to 50 words, trimmed", () => {
    expect(FEEDBACK_WORDS).toEqual({ min: 3, max: 50 });
    expect(parse("  The page loads.  ").success).toBe(true);
    expect(parse("Slow page").success).toBe(false);
    // Ten characters and more, but one word: characters no longer decide.
    expect(parse("Unbelievable!!!").success).toBe(false);
    expect(parse("a ".repeat(50).trim()).success).toBe(true);
    expect(parse("a ".repeat(51).trim()).success).toBe(false);
  });

  it("keeps the comment to 140 characters, counting a character, not its UTF-16 units", () => {
    expect(FEEDBACK_CONTENT.max).toBe(140);
    expect(parse(`${"ab ".repeat(46)}ab`).success).toBe(true);
    expect(parse(`${"ab ".repeat(46)}abc`).success).toBe(false);
    expect(parse(`🎰🎰 ${"ab ".repeat(45)}ab`).success).toBe(true);
  });

  it("counts words where no spaces part them, and no punctuation or emoji as words", () => {
    expect(feedbackWords("The slots page loads slowly.")).toBe(5);
    expect(feedbackWords("好玩的游戏很多")).toBeGreaterThanOrEqual(3);
    expect(feedbackWords("!!! ??? 🎰")).toBe(0);
    expect(parse("好玩的游戏很多").success).toBe(true);
  });

  it("says which rule was broken", () => {
    expect(parse(undefined).error?.issues[0]?.message).toBe("account.errors.in_required");
    expect(parse("short").error?.issues[0]?.message).toBe("member.feedback.errors.content_length");
  });
});

describe("feedbackImages (accounts §5: images png or jpg, 5 MB each, max 3)", () => {
  it("takes up to three PNG or JPEG images and skips an empty file input", () => {
    expect(feedbackImages([])).toEqual({ ok: true, images: [] });
    expect(feedbackImages([new Uint8Array()])).toEqual({ ok: true, images: [] });
    const three = feedbackImages([png, jpeg, png]);
    expect(three.ok && three.images.map((i) => i.contentType)).toEqual([
      "image/png",
      "image/jpeg",
      "image/png",
    ]);
  });

  it("refuses a fourth image, one over 5 MB and one that is no PNG or JPEG by its bytes", () => {
    expect(feedbackImages([png, png, png, jpeg])).toEqual({ ok: false, messageKey: "images_too_many" });
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(png);
    expect(feedbackImages([big])).toEqual({ ok: false, messageKey: "image_too_large" });
    expect(feedbackImages([big.subarray(0, IMAGE_MAX_BYTES)]).ok).toBe(true);
    expect(feedbackImages([new TextEncoder().encode("GIF89a.....")])).toEqual({
      ok: false,
      messageKey: "image_type",
    });
  });
});

describe("imageTypeOf", () => {
  it("reads the type from the first bytes only", () => {
    expect(imageTypeOf(png)).toBe("image/png");
    expect(imageTypeOf(jpeg)).toBe("image/jpeg");
    expect(imageTypeOf(png.subarray(0, 4))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode("<svg></svg>"))).toBeNull();
  });
});

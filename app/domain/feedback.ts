// Feedback (accounts §1: the dictionary covers feedback; §5 locale texts: "feedback content between
// {0} and {1} words; comment 140 characters; images png or jpg, 5 MB each, max 3"). Messages are keys
// under "member.feedback.errors." unless they name their namespace.
import { IMAGE_MAX_BYTES, imageTypeOf, type ImageType } from "./uploaded-image";

/** The comment's length in words (the spec's "between {0} and {1} words"), and at most 140 characters. */
export const FEEDBACK_WORDS = { min: 3, max: 50 } as const;
/** The comment's longest length in characters (a Chinese character or an emoji counts one). */
export const FEEDBACK_CONTENT = { max: 140 } as const;
export const FEEDBACK_IMAGES_MAX = 3;

export const feedbackCharacters = (text: string) => Array.from(text).length;

/**
 * The comment's words: what the language's word breaks find (Chinese, Japanese and Thai write no
 * spaces, "好玩的游戏" is two or more words), punctuation and emoji not counted. Without
 * `Intl.Segmenter` (an old browser) words are what spaces part; the platform counts again.
 */
export function feedbackWords(text: string): number {
  if (typeof Intl.Segmenter === "function") {
    let words = 0;
    for (const part of new Intl.Segmenter(undefined, { granularity: "word" }).segment(text))
      if (part.isWordLike) words++;
    return words;
  }
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A comment the platform takes: 3 to 50 words, 140 characters at most (after trimming). */
export function feedbackContentOk(text: string): boolean {
  const words = feedbackWords(text);
  return (
    words >= FEEDBACK_WORDS.min &&
    words <= FEEDBACK_WORDS.max &&
    feedbackCharacters(text) <= FEEDBACK_CONTENT.max
  );
}

export type FeedbackImage = { contentType: ImageType; bytes: Uint8Array };
export type FeedbackImagesRefusal = "images_too_many" | "image_too_large" | "image_type";

/**
 * The screenshots sent with a comment: none to three PNG or JPEG images of 5 MB each at most. An
 * empty file is no file (a file input left empty still sends one).
 */
export function feedbackImages(
  files: readonly Uint8Array[],
): { ok: true; images: FeedbackImage[] } | { ok: false; messageKey: FeedbackImagesRefusal } {
  const chosen = files.filter((bytes) => bytes.length > 0);
  if (chosen.length > FEEDBACK_IMAGES_MAX) return { ok: false, messageKey: "images_too_many" };
  const images: FeedbackImage[] = [];
  for (const bytes of chosen) {
    if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, messageKey: "image_too_large" };
    const contentType = imageTypeOf(bytes);
    if (!contentType) return { ok: false, messageKey: "image_type" };
    images.push({ contentType, bytes });
  }
  return { ok: true, images };
}

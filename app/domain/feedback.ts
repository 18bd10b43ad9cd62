// Feedback (accounts §1: the dictionary covers feedback; §5 locale texts: "feedback content between
// {0} and {1} words; comment 140 characters; images png or jpg, 5 MB each, max 3"). Messages are keys
// under "member.feedback.errors." unless they name their namespace.
import { IMAGE_MAX_BYTES, imageTypeOf, type ImageType } from "./uploaded-image";

/** The comment's length in characters (a Chinese character or an emoji counts one). */
export const FEEDBACK_CONTENT = { min: 10, max: 140 } as const;
export const FEEDBACK_IMAGES_MAX = 3;

export const feedbackCharacters = (text: string) => Array.from(text).length;

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

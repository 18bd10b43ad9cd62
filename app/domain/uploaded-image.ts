// An uploaded image (accounts §5 locale texts: "images png or jpg, 5 MB each"): what it is, by its
// first bytes — a renamed file or a false declared type does not pass. The avatar and the feedback
// screenshots follow the same rule.

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type ImageType = "image/png" | "image/jpeg";

/** PNG or JPEG by the file's first bytes, else null. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b))
    return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

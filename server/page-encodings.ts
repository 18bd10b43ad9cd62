import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type PageEncoding = "br" | "gzip";

/**
 * Brotli at quality 5, not compression's 4: home's page 21.4 KiB instead of 23.2 (slots 14.8 for
 * 16.0, login 8.8 for 9.6) for about 0.1 ms more per page; 5 is where brotli starts modelling
 * context, past it the gain is a few hundred bytes at up to ten times the time (docs/bench.md).
 */
export const BROTLI_QUALITY = 5;

/**
 * A stored page's body in each encoding, compressed the first time an answer asks for it and kept
 * with the page: every later answer sends the same bytes instead of compressing them again.
 */
export function encodedOnce(body: Buffer): (encoding: PageEncoding) => Buffer {
  const made: Partial<Record<PageEncoding, Buffer>> = {};
  return (encoding) =>
    (made[encoding] ??=
      encoding === "br"
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body));
}

import type { RequestHandler } from "express";

/**
 * React Router's Node adapter flushes the response after every chunk of a streamed page, and each
 * flush makes `compression` close a deflate block: a streamed home page went out at 40 KiB instead
 * of the 24 KiB it gzips to. This coalesces the flushes of one tick into one, so the shell and each
 * streamed section still leave at once, in one block each. Mount it right after `compression()`.
 */
export const flushPerTick: RequestHandler = (_req, res, next) => {
  const flush = (res as { flush?: () => void }).flush;
  if (typeof flush === "function") {
    let scheduled = false;
    (res as { flush?: () => void }).flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flush.call(res);
      });
    };
  }
  next();
};

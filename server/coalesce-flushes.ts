import type { RequestHandler } from "express";

/** Streamed parts that arrive within this window leave together. */
const FLUSH_WINDOW_MS = 20;

/**
 * React Router's Node adapter flushes the response after every chunk of a streamed page, and each
 * flush makes `compression` close a deflate block: a streamed home page went out at 40 KiB instead
 * of the 24 KiB it gzips to. This coalesces flushes: what is written within FLUSH_WINDOW_MS of a
 * flush request leaves in one block, so a page that is whole by then (cached data) leaves in one
 * piece, and a page waiting for slow data streams in a few blocks instead of dozens.
 * Mount it right after `compression()`.
 */
export const coalesceFlushes: RequestHandler = (_req, res, next) => {
  const flush = (res as { flush?: () => void }).flush;
  if (typeof flush === "function") {
    let pending: ReturnType<typeof setTimeout> | null = null;
    const run = () => {
      pending = null;
      if (!res.writableEnded) flush.call(res);
    };
    (res as { flush?: () => void }).flush = () => {
      pending ??= setTimeout(run, FLUSH_WINDOW_MS);
    };
    res.once("finish", () => pending && clearTimeout(pending));
  }
  next();
};

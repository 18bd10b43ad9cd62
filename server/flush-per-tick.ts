import type { RequestHandler } from "express";

/** Streamed parts that arrive within this window leave together. */
const FLUSH_WINDOW_MS = 20;

/**
 * React Router's Node adapter flushes the response after every chunk of a streamed page, and each
 * flush makes `compression` close a deflate block: a streamed home page went out at 40 KiB instead
 * of the 24 KiB it gzips to. This coalesces flushes: the chunks of one tick leave in one block, and
 * after a flush the next waits until FLUSH_WINDOW_MS have passed, so the shell leaves at once and the
 * streamed sections follow in a few blocks instead of dozens. Mount it right after `compression()`.
 */
export const flushPerTick: RequestHandler = (_req, res, next) => {
  const flush = (res as { flush?: () => void }).flush;
  if (typeof flush === "function") {
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | ReturnType<typeof setImmediate> | null = null;
    const run = () => {
      pending = null;
      last = Date.now();
      if (!res.writableEnded) flush.call(res);
    };
    (res as { flush?: () => void }).flush = () => {
      if (pending) return;
      const wait = last + FLUSH_WINDOW_MS - Date.now();
      pending = wait > 0 ? setTimeout(run, wait) : setImmediate(run);
    };
  }
  next();
};

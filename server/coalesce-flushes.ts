import type { RequestHandler, Response } from "express";

/** Streamed parts that arrive within this window leave together. */
const FLUSH_WINDOW_MS = 20;

type Write = (chunk: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void) => boolean;

const isHtml = (res: Response) => String(res.getHeader("content-type") ?? "").startsWith("text/html");

/**
 * React Router's Node adapter writes a page in React's small chunks and flushes the response after
 * every one. Each flush makes `compression` close a deflate block (a streamed home page went out at
 * 40 KiB instead of the 24 KiB it gzips to), and each write is a call into zlib of its own (the
 * largest single cost of serving a page in profiles). This gathers them: the HTML written within
 * FLUSH_WINDOW_MS of a flush request goes to compression as one write and one flush, so a page that
 * is whole by then (cached data) leaves in one piece, and a page waiting for slow data streams in a
 * few blocks instead of dozens. Other responses (files, JSON) pass through. Mount it right after
 * `compression()`.
 */
export const coalesceFlushes: RequestHandler = (_req, res, next) => {
  const flush = (res as { flush?: () => void }).flush;
  if (typeof flush !== "function") return next();
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let held: Buffer[] = [];
  let pending: ReturnType<typeof setTimeout> | null = null;

  const release = () => {
    if (held.length === 0) return;
    write(held.length === 1 ? held[0] : Buffer.concat(held));
    held = [];
  };
  const run = () => {
    pending = null;
    if (res.writableEnded) return;
    release();
    flush.call(res);
  };

  res.write = ((chunk: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    if (!isHtml(res) || res.writableEnded) return write(chunk, encoding, callback);
    held.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  }) as Response["write"];
  (res as { flush?: () => void }).flush = () => {
    pending ??= setTimeout(run, FLUSH_WINDOW_MS);
  };
  res.end = ((...args: unknown[]) => {
    if (pending) clearTimeout(pending);
    pending = null;
    release();
    return end(...args);
  }) as Response["end"];
  res.once("close", () => pending && clearTimeout(pending));
  next();
};

import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { encodedOnce, type PageEncoding } from "./page-encodings";

/**
 * A guest's page, asked again within a second by a guest with the same cookies, is answered from
 * here instead of being rendered again (issue 24: home rendered ~100 tiles for every guest, the same
 * page each time). Kept: a GET without credentials, answered 200 without setting a cookie, that the
 * app said is the same for every guest with the same cookies (a public page, no session named: a
 * member's page never is; without cookies, exactly what decision 0022 lets a CDN keep). Keyed on everything the page may depend on: its address, host
 * and scheme, and what its `Vary` names (Accept-Language, User-Agent and the whole Cookie header); an
 * answer that varies on another header is not kept. The stored page is sent byte for byte, compressed
 * once per encoding: its answers' script policy names the hashes of its inline scripts instead of the
 * nonce it was made with, which no later answer's policy accepts. Member pages, forms with a captcha,
 * redirects and errors are never kept. Docs: docs/decisions/0051-guest-page-micro-cache.md.
 */

/** The most a page stays in the cache; the app's own public data ages apart from it. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A page larger than this is not kept (a list grown huge would push the others out). */
const LARGEST_PAGE_BYTES = 2 * 1024 * 1024;
/**
 * While one request makes a page again, others are given the old one for at most this much past its
 * time; a refresh that takes longer (a backend far behind) lets them wait for their own.
 */
const STALE_WHILE_REFRESHING_MS = 5000;

/** Headers the host or `compression` set per answer: never replayed from the cache. */
const PER_ANSWER = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "date"]);

type Page = {
  storedAt: number;
  headers: OutgoingHttpHeaders;
  /** The body as the app wrote it. */
  body: Buffer;
  /** The body compressed, made at its first answer that asks for the encoding. */
  encoded: (encoding: PageEncoding) => Buffer;
  /** What stands for the nonce it was made with in its answers' script policy. */
  scriptHashes: string;
  /** The route the page was counted under (metrics). */
  route: string;
  refreshing: boolean;
};

export type PageCacheLookup = "hit" | "stale" | "miss";

/** What makes one guest page differ from another: the whole address and its Vary. */
function keyOf(req: Request): string {
  return [
    req.protocol,
    req.headers.host ?? "",
    req.originalUrl,
    req.headers["accept-language"] ?? "",
    req.headers["user-agent"] ?? "",
    req.headers.cookie ?? "",
  ].join("\n");
}

/** Asked without credentials: a member's session comes as a cookie, and the app tells (below). */
function withoutCredentials(headers: IncomingHttpHeaders): boolean {
  return headers.authorization === undefined;
}

/**
 * Request headers an answer may vary on and still be kept: the key holds Accept-Language, User-Agent
 * and Cookie, `compression` encodes each answer after the cache, and no request with credentials
 * reaches the cache. An answer that varies on anything else (or `*`) would be given to a guest it was
 * not made for.
 */
const VARY_KEYED = new Set(["accept-language", "user-agent", "accept-encoding", "cookie", "authorization"]);

function variesOnlyOnTheKey(res: Response): boolean {
  const vary = res.getHeader("vary");
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? "")).split(",");
  return names.every((name) => name.trim() === "" || VARY_KEYED.has(name.trim().toLowerCase()));
}

/**
 * The answer may be kept: the app said the page is the same for every guest with this key (no
 * session named, a public page; with no cookie, what decision 0022 lets a CDN keep too), and it sets
 * no cookie and varies on nothing the key does not hold. Its `Cache-Control` (`private` when asked
 * with cookies) is for caches that would not key on the whole Cookie header, which this one does.
 */
function keepable(res: Response, sameForGuests: (res: Response) => boolean): boolean {
  return (
    res.statusCode === 200 && sameForGuests(res) && !res.hasHeader("set-cookie") && variesOnlyOnTheKey(res)
  );
}

export function guestPageCache(options: {
  /** How long a page is served as it was made; 0 turns the cache off. */
  ttlMs: number;
  /** The nonce of this answer (set by the `nonce` middleware before). */
  nonceOf: (res: Response) => string;
  /** The route a stored page's answer is counted under (metrics), read when it is stored. */
  routeOf: (res: Response) => string | undefined;
  /**
   * The app made this answer for a guest and would make it alike for any guest with the same key
   * (app/.server/cache-control.ts `sameForGuests`, read when the answer's first byte is written).
   */
  sameForGuests: (res: Response) => boolean;
  onLookup?: (result: PageCacheLookup) => void;
  maxBytes?: number;
  now?: () => number;
}): RequestHandler {
  const { ttlMs, nonceOf, routeOf, sameForGuests, onLookup } = options;
  if (ttlMs <= 0) return (_req, _res, next) => next();
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, Page>({
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    // The body and room for its compressed copies (a fifth of it or less).
    sizeCalculation: (page) => Math.ceil(page.body.length * 1.25) + 256,
  });

  const serve = (req: Request, res: Response, page: Page) => {
    res.status(200);
    for (const [name, value] of Object.entries(page.headers))
      if (value !== undefined) res.setHeader(name, value);
    // The host set this answer's policy with its own nonce, which the page does not carry.
    const policy = res.getHeader("content-security-policy");
    if (typeof policy === "string")
      res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonceOf(res)}'`, page.scriptHashes));
    res.locals.routeLabel = page.route;
    // `compression` (which adds `Vary: Accept-Encoding`) leaves an encoded answer alone.
    const encoding = encodingFor(req);
    const body = encoding ? page.encoded(encoding) : page.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  };

  return (req, res, next) => {
    if (req.method !== "GET" || !withoutCredentials(req.headers)) return next();
    const key = keyOf(req);
    const page = pages.get(key);
    const age = page ? now() - page.storedAt : Infinity;
    if (page && age < ttlMs) {
      onLookup?.("hit");
      return serve(req, res, page);
    }
    if (page?.refreshing && age < ttlMs + STALE_WHILE_REFRESHING_MS) {
      onLookup?.("stale");
      return serve(req, res, page);
    }
    onLookup?.("miss");
    if (page) page.refreshing = true;
    record(res, (made) => {
      if (made) pages.set(key, made);
      // Not kept any more (maintenance began, an error): the old page goes too.
      else if (page) pages.delete(key);
    });
    next();
  };

  /** Gathers the answer the app writes; hands over the page once it has ended, or nothing. */
  function record(res: Response, done: (page: Page | null) => void) {
    const mayKeep = () => keepable(res, sameForGuests);
    const before = new Set(res.getHeaderNames());
    const nonce = nonceOf(res);
    // Without a nonce to tell its inline scripts by, the page's policy cannot be made: nothing is kept (and
    // the old page goes, so that the next request makes it again rather than waiting out the stale).
    if (!nonce) return done(null);
    const chunks: Buffer[] = [];
    let size = 0;
    let headers: OutgoingHttpHeaders | null = null;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    // The app's own headers, as they stand before its first byte (compression adds its own after).
    const takeHeaders = () => {
      headers ??= Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !before.has(name) && !PER_ANSWER.has(name)),
      );
    };
    // Decided at the first byte, when the app has set its status and headers: a private answer (a
    // guest's login page) is passed on without being gathered.
    let gathering: boolean | null = null;
    const keep = (chunk: unknown, encoding: unknown) => {
      takeHeaders();
      gathering ??= mayKeep();
      if (!gathering || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= LARGEST_PAGE_BYTES) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const body =
        gathering && mayKeep() && size <= LARGEST_PAGE_BYTES && !res.destroyed && Buffer.concat(chunks);
      const kept = body
        ? {
            storedAt: now(),
            headers: headers ?? {},
            body,
            encoded: encodedOnce(body),
            scriptHashes: inlineScriptHashes(body.toString("utf8"), nonce),
            route: routeOf(res) ?? "",
            refreshing: false,
          }
        : null;
      done(kept);
      return end(chunk, ...rest);
    }) as Response["end"];
    // A visitor who left before the end: nothing is kept, the stale page may be refreshed again.
    res.once("close", () => {
      if (!res.writableEnded) done(null);
    });
  }
}

/**
 * The CSP sources of the page's inline scripts (those carrying the nonce it was made with): the
 * hash of each one's text, which the browser checks exactly as written (decision 0051's amendment).
 */
export function inlineScriptHashes(html: string, nonce: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!attributes.includes(`nonce="${nonce}"`) || /\ssrc=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

/** The encoding a stored page goes out in: brotli where accepted (as `compression` prefers), else gzip. */
function encodingFor(req: Request): PageEncoding | null {
  const accepted = req.acceptsEncodings();
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

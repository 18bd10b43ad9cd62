import type { Server } from "node:http";
import { Readable } from "node:stream";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { refuse } from "./refusal";

/** The methods the site answers; anything else is 405 before a route sees it. */
const METHODS = new Set(["GET", "HEAD", "POST"]);
const ALLOW = { Allow: [...METHODS].join(", ") };
/** The only bodies pages, resource routes and the proxied backend pages take: HTML forms'. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** An escaped control character (a newline, NUL) in the path: no address of ours has one. */
const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)/i;
/**
 * How long the rest of a refused body is read and dropped before the connection is cut. Closing at
 * once while the client still sends makes the kernel reset the connection, and a reset can take the
 * unread answer with it: the client saw "connection closed" instead of the 413.
 */
const LINGER_MS = 2000;

/** Drops what the client still sends of a refused body (never kept), and cuts it off after LINGER_MS. */
function dropRestOfBody(req: Request) {
  if (req.complete) return;
  const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
  cut.unref();
  req.once("end", () => clearTimeout(cut));
  req.resume();
}

/** Refuses a request whose body is not (or not all) read, and drops the rest of that body. */
function refuseBody(req: Request, res: Response, status: number) {
  refuse(req, res, status);
  dropRestOfBody(req);
}

/**
 * Lets a request be answered without reading its body: the answer says `Connection: close`, and
 * what the client still sends is never read. Node ends such a connection once the answer has gone;
 * it stays half-open for LINGER_MS (the client reads the answer, nothing is read from it: a reset
 * could take the answer with it, as above), then it is cut.
 */
function closeUnread(req: Request, res: Response) {
  res.set("Connection", "close");
  // The body counts as taken: Node would otherwise read and drop it all after the answer.
  req.read(0);
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once("close", () => clearTimeout(cut));
  };
}

class Refused extends Error {
  constructor(readonly status: number) {
    super(`refused with ${status}`);
  }
}

/** The body, counted as it streams in; past `limit` bytes it stops reading and throws 413. */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (error: Error | null) => {
      // Paused, not destroyed: the socket stays open for the answer (then dropRestOfBody).
      req.off("data", onData).off("end", onEnd).off("error", settle).off("close", onClose).pause();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(new Refused(413));
      else chunks.push(chunk);
    };
    const onEnd = () => settle(null);
    // Closed before its end: the client went away mid-body.
    const onClose = () => settle(new Error("request closed before its body ended"));
    req.on("data", onData).on("end", onEnd).on("error", settle).on("close", onClose);
  });
}

/** Every `%` starts a valid escape and the escapes spell UTF-8 (else the fields would be guessed). */
function wellEncoded(body: Buffer): boolean {
  try {
    decodeURIComponent(body.toString("latin1").replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

/** What a route's `request.formData()` will find: checked here so it never throws there. */
async function checkForm(body: Buffer, contentType: string, mediaType: string): Promise<void> {
  if (mediaType === "application/x-www-form-urlencoded" && !wellEncoded(body)) throw new Refused(400);
  try {
    await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new Refused(400);
  }
}

/**
 * Bad requests are answered 4xx in Express, before any route (docs/decisions/0021): an unknown
 * method 405; a control character in the path 400; a declared body over `limit` 413, unread; a POST
 * whose body is not an HTML form's 415; a streamed body past `limit` 413; a malformed form 400. A
 * POST that passes leaves its checked body in `req.body` (a Buffer) for `withCheckedBody` and the
 * backend page proxies. An upload from a visitor `mayUpload` refuses is not read at all: the app
 * answers it (its guard's redirect) with an empty body, and the connection closes.
 */
export function badRequests(options: {
  limit: number;
  /** Paths whose multipart posts (a file upload) may reach a larger limit; `.data` posts included. */
  uploads?: ReadonlyMap<string, number>;
  /** Whether the request's visitor may post a file (upload-routes.ts `holdsSession`). */
  mayUpload?: (req: Request) => Promise<boolean>;
}): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!METHODS.has(req.method)) return refuse(req, res, 405, ALLOW);
    if (CONTROL_IN_PATH.test(req.path)) return refuse(req, res, 400);
    const contentType = req.get("content-type") ?? "";
    const mediaType = contentType.split(";")[0].trim().toLowerCase();
    const upload =
      req.method === "POST" && mediaType === "multipart/form-data"
        ? options.uploads?.get(req.path.replace(/\.data$/, ""))
        : undefined;
    const limit = Math.max(options.limit, upload ?? 0);
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > limit) return refuseBody(req, res, 413);
    if (req.method !== "POST") return next();
    if (!FORM_TYPES.has(mediaType)) return refuseBody(req, res, 415);
    if (upload !== undefined && options.mayUpload && !(await options.mayUpload(req))) {
      // The page's guard answers it before reading a body (a guest goes to login): it gets none.
      closeUnread(req, res);
      req.body = Buffer.alloc(0);
      return next();
    }
    try {
      const body = await readBody(req, limit);
      await checkForm(body, contentType, mediaType);
      req.body = body;
    } catch (error) {
      // A client that hung up mid-body: nothing to answer.
      if (!(error instanceof Refused)) return res.destroy();
      return refuseBody(req, res, error.status);
    }
    next();
  };
}

/** The members of the request that are its body stream and its events (up the chain to EventEmitter). */
const STREAM_MEMBERS = new Set<string | symbol>();
for (let proto: object | null = Readable.prototype; proto && proto !== Object.prototype;) {
  for (const key of Reflect.ownKeys(proto)) if (key !== "constructor") STREAM_MEMBERS.add(key);
  proto = Object.getPrototypeOf(proto) as object | null;
}

/**
 * React Router's Express adapter reads the body from the request stream, which `badRequests` has
 * already read and checked: the handler gets the request with that body to read again.
 */
export function withCheckedBody(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!Buffer.isBuffer(req.body)) return handler(req, res, next);
    const replay = Readable.from([req.body as Buffer]);
    const request = new Proxy(req, {
      get(target, key) {
        if (!STREAM_MEMBERS.has(key)) return Reflect.get(target, key, target) as unknown;
        const value = Reflect.get(replay, key, replay) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(replay) : value;
      },
    });
    return handler(request, res, next);
  };
}

/** CONNECT (a tunnel) is no method of ours: Node would drop the connection unanswered without this. */
export function refuseTunnels(server: Server) {
  server.on("connect", (_req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW.Allow}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
}

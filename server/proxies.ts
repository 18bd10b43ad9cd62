import { Readable } from "node:stream";
import type { Request, RequestHandler } from "express";
import { safeRedirect } from "../app/domain/redirect";
import { refuse } from "./refusal";

/** A demo game spin or a consent is a few fields: a larger body is no form of these pages. */
const PAGE_BODY_LIMIT = 4096;

/** The `{*path}` wildcard of the route, joined; null when it is not a plain path (no `..`, no odd characters). */
function plainPath(req: Request, allowed: RegExp): string | null {
  const rest = (req.params as { path: string[] }).path.join("/");
  return allowed.test(rest) && !rest.includes("..") ? rest : null;
}

/** Game and banner artwork from the backend's own image path, when the status lists no image CDN. */
export function imageProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  return async (req, res, next) => {
    const rest = plainPath(req, /^[\w./-]+$/);
    if (!rest) return next();
    try {
      const upstream = await fetch(new URL(`/images/${rest}`, backendUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      res.status(upstream.status);
      for (const header of ["content-type", "cache-control", "etag"]) {
        const value = upstream.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      if (!upstream.body) return res.end();
      Readable.fromWeb(upstream.body as never).pipe(res);
    } catch {
      res.status(502).end();
    }
  };
}

/**
 * The reference backend's demo game page, reached through us because the backend may listen on
 * loopback (docs/decisions/0011). The page keeps its own CSP; spins are same-origin form posts.
 */
export function demoGameProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  return backendPageProxy("/play", backendUrl, timeoutMs, { missingToApp: true });
}

/**
 * The phone-auth provider's consent page (`/oauth/:provider/authorize`), served by the reference
 * backend and reached through us for the same reason: the browser only ever talks to the BFF. The
 * page keeps its own CSP; its form posts here and is answered with a redirect to our callback.
 */
export function oauthProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  // The consent pages only: the provider's SMS calls (/oauth/sms/*) are the BFF's own, server-side,
  // behind its limits (decision 0077).
  return backendPageProxy("/oauth", backendUrl, timeoutMs, { paths: /^\w+\/authorize$/ });
}

/**
 * The payment provider's page for a gateway deposit (`/provider/deposits/:ref`), which the reference
 * backend plays: reached through us like the others, so it works wherever the site does.
 */
export function paymentProviderProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  return backendPageProxy("/provider", backendUrl, timeoutMs);
}

/**
 * The live chat page (`/chat/:ticket`) the reference backend plays for the platform's chat service:
 * reached through us like the others, so a player's phone can open it.
 */
export function chatProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  return backendPageProxy("/chat", backendUrl, timeoutMs);
}

/**
 * A backend page's redirect back to us (the consent page answers with the absolute callback address
 * the BFF sent it) as a path when it names this request's origin (a host server/public-host.ts let
 * through); anything else is left for safeRedirect, which sends other origins home.
 */
function onThisOrigin(location: string, req: Request): string {
  if (location.startsWith("/")) return location;
  try {
    const url = new URL(location);
    if (url.origin === `${req.protocol}://${req.get("host")}`) return url.pathname + url.search + url.hash;
  } catch {
    // Not an address: safeRedirect refuses it.
  }
  return location;
}

/**
 * GET and POST (small form bodies, read and checked by `badRequests`) of a backend page under
 * `prefix`, for plain paths only (those `paths` matches). Its redirects stay on this site, as every redirect does
 * (app/domain/redirect.ts). With `missingToApp`, a page the backend does not have (answered 404, or
 * no plain path) is left to the app, which says so in the player's language inside the shell.
 */
function backendPageProxy(
  prefix: string,
  backendUrl: string,
  timeoutMs: number,
  { missingToApp = false, paths = /^[\w/-]+$/ } = {},
): RequestHandler {
  return async (req, res, next) => {
    const rest = plainPath(req, paths);
    if (!rest && missingToApp) return next();
    if (!rest || !["GET", "POST"].includes(req.method)) return res.status(404).end();
    const form = Buffer.isBuffer(req.body) ? (req.body as Buffer) : undefined;
    if (form && form.length > PAGE_BODY_LIMIT) return refuse(req, res, 413);
    if (form && !req.is("application/x-www-form-urlencoded")) return refuse(req, res, 415);
    try {
      const body = form?.toString("utf8");
      const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
      const upstream = await fetch(new URL(`${prefix}/${rest}${query}`, backendUrl), {
        method: req.method,
        headers: body ? { "Content-Type": "application/x-www-form-urlencoded" } : {},
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (missingToApp && upstream.status === 404) {
        await upstream.body?.cancel();
        return next();
      }
      res.status(upstream.status);
      for (const header of ["content-type", "cache-control", "content-security-policy"]) {
        const value = upstream.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      const location = upstream.headers.get("location");
      if (location !== null) res.setHeader("location", safeRedirect(onThisOrigin(location, req)));
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.status(502).end();
    }
  };
}

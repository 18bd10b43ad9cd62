import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

/** A fresh CSP nonce per response, handed to React Router's <ServerRouter nonce>. */
export function nonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/** Security headers; the script policy is nonce-based in production (Vite's dev server needs more). */
export function securityHeaders(options: { dev: boolean; frameSources: string[] }) {
  const scriptSrc = options.dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        // Inline style attributes (Swiper, fixed tile sizes) need this; scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: options.dev ? ["'self'", "ws:"] : ["'self'"],
        frameSrc: ["'self'", ...options.frameSources],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    // Game pages of vendors are embedded (sports frame); they must not be forced into COEP.
    crossOriginEmbedderPolicy: false,
    hsts: !options.dev,
    // Not "no-referrer": with it Chromium sends `Origin: null` on form posts, which the origin
    // check below (and React Router's) must refuse.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * Refuses state-changing requests from another origin on every route, resource routes included
 * (React Router checks only page actions). With SameSite=Lax cookies this is our CSRF defence:
 * see docs/decisions/0003-csrf.md.
 */
export function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.get("origin");
  const site = req.get("sec-fetch-site");
  let crossOrigin = site === "cross-site";
  if (origin !== undefined) {
    try {
      crossOrigin = origin === "null" || new URL(origin).host !== req.get("host");
    } catch {
      crossOrigin = true;
    }
  }
  if (crossOrigin) {
    res.status(403).type("text/plain").send("Cross-origin request refused");
    return;
  }
  next();
}

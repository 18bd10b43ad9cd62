import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { permissionsPolicy } from "../app/domain/permissions-policy";
import { refuse } from "./refusal";

/** A fresh CSP nonce per response, handed to React Router's <ServerRouter nonce>. */
export function nonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/**
 * `Permissions-Policy` on every answer, set first so that nothing answered earlier goes without it
 * (pages, data, files, proxied pages, health, Express's refusals and errors): camera, microphone,
 * geolocation, payment, USB and the like off for the site and every frame it embeds, only what game
 * frames need allowed to them (app/domain/permissions-policy.ts).
 */
export function permissionsHeader(frameSources: readonly string[]) {
  const value = permissionsPolicy(frameSources);
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", value);
    next();
  };
}

/**
 * Security headers; the script policy is nonce-based in production (Vite's dev server needs more).
 * Frames: our own pages (the demo game through /play) and the game providers' origins configured;
 * never the backend's own address, which may be internal (docs/decisions/0021).
 */
export function securityHeaders(options: { dev: boolean; frameSources: string[] }) {
  const pageHeaders = documentHeaders(options);
  return (req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith("/assets/") || req.path.startsWith("/cdn/")
      ? fileHeaders(req, res, next)
      : pageHeaders(req, res, next);
}

/**
 * The files pages load (hashed scripts and stylesheets, catalogue artwork): only the headers that act
 * on a file. A page's policy (CSP, frames, opener, referrer) acts on documents; sent with each of a
 * page's forty files it cost about a kilobyte apiece on a slow line (decision 0053). Artwork may be
 * SVG, which a visitor can open as a document: it gets a policy that runs and loads nothing.
 */
function fileHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  if (req.path.startsWith("/cdn/")) {
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  next();
}

function documentHeaders(options: { dev: boolean; frameSources: string[] }) {
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
 * (React Router checks only page actions, and only the host). With SameSite=Lax cookies this is our
 * CSRF defence: see docs/decisions/0003-csrf.md. The whole origin counts (scheme, host and port):
 * the request's as `publicHost` leaves it (PUBLIC_URL's for the public host).
 */
export function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.get("origin");
  const site = req.get("sec-fetch-site");
  let crossOrigin = site === "cross-site";
  if (origin !== undefined) {
    try {
      const own = new URL(`${req.protocol}://${req.host}`).origin;
      crossOrigin = origin === "null" || new URL(origin).origin !== own;
    } catch {
      crossOrigin = true;
    }
  }
  // Refused unread: the connection closes after the answer.
  if (crossOrigin) return refuse(req, res, 403, { Connection: "close" });
  next();
}

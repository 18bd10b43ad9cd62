import type { NextFunction, Request, RequestHandler, Response } from "express";
import { refuse } from "./refusal";

/** Served without PUBLIC_URL (development, tests, `npm start` on this machine), on any port. */
const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
/** Load balancers and probes call these by address, with whatever Host they have. */
const PROBES = new Set(["/healthz", "/readyz"]);

export type PublicHostOptions = {
  /** The origin players use (config PUBLIC_URL); unset: the loopback hosts. */
  publicUrl?: string;
  /** More hosts (`name` for any port, `name:port` for one). */
  allowedHosts: string[];
};

/** The host a request names, lower case, as `name` or `name:port`; null when it is no valid host. */
function hostOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(`http://${value}`);
    // The parser would take "a@b" or "a/b" as more than a host: only a plain host round-trips.
    return url.host === value.toLowerCase() || `${url.host}:80` === value.toLowerCase() ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * Nothing is trusted from `Host` (docs/decisions/0021): a request naming a host we do not serve is
 * refused with 421 before anything reads it. A request for PUBLIC_URL's host is then seen, by
 * everything after this (React Router's request URL, the origin check, cookies' Secure flag), with
 * PUBLIC_URL's scheme and host, whatever the proxies in front added.
 */
export function publicHost(options: PublicHostOptions): RequestHandler {
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : null;
  const exact = new Set<string>();
  const anyPort = new Set<string>();
  for (const host of [...(publicUrl ? [] : LOOPBACK), ...options.allowedHosts]) {
    (host.includes(":") && !host.endsWith("]") ? exact : anyPort).add(host.toLowerCase());
  }
  if (publicUrl) exact.add(publicUrl.host);
  // The refusal's way home: on the host asked for, a relative link would be refused again.
  const home = publicUrl ? new URL("/m/home", publicUrl).href : "/m/home";

  return (req: Request, res: Response, next: NextFunction) => {
    if (PROBES.has(req.path) && (req.method === "GET" || req.method === "HEAD")) return next();
    // Express reads X-Forwarded-Host only behind a trusted proxy; then it is the host asked for.
    const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
    const host = hostOf(forwarded?.split(",")[0].trim() ?? req.get("host"));
    const name = host?.replace(/:\d+$/, "");
    if (!host || !name || !(exact.has(host) || anyPort.has(name))) {
      return refuse(req, res, host ? 421 : 400, {}, home);
    }
    if (publicUrl && host === publicUrl.host) {
      req.headers.host = publicUrl.host;
      delete req.headers["x-forwarded-host"];
      // An own property over Express's getter: the scheme players use, whatever the hop in front says.
      Object.defineProperty(req, "protocol", { value: publicUrl.protocol.slice(0, -1) });
    } else if (forwarded !== undefined) {
      req.headers["x-forwarded-host"] = host;
    }
    next();
  };
}

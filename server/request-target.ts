// A request line in absolute form (`GET http://host/m/home HTTP/1.1`, RFC 9112 3.2.2, what a client
// talking to a proxy sends) is served as its path: React Router's Express adapter glues `originalUrl`
// after the scheme and Host, which made such a request an invalid URL and a 500 (issue 49). The
// authority in the line is dropped, never used: which host was asked is `Host`'s business, checked by
// public-host.ts as for every request.
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal";

const ABSOLUTE = /^https?:\/\/[^/?#]*(.*)$/is;

/**
 * The path and query a request target names, as served: origin form as it is, absolute form without
 * its scheme and authority; undefined for any other form (`*`, a bare word, another scheme), which
 * names no page of ours. The one reading of a target: the routes and the access log share it.
 */
export function targetPath(target: string): string | undefined {
  if (target.startsWith("/")) return target;
  const rest = ABSOLUTE.exec(target)?.[1];
  if (rest === undefined) return undefined;
  return rest.startsWith("/") ? rest : `/${rest}`;
}

export function originForm(req: Request, res: Response, next: NextFunction) {
  if (req.url.startsWith("/")) return next();
  const path = targetPath(req.url);
  if (path === undefined) return refuse(req, res, 400);
  req.url = req.originalUrl = path;
  next();
}

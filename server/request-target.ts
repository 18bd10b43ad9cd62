// A request line in absolute form (`GET http://host/m/home HTTP/1.1`, RFC 9112 3.2.2, what a client
// talking to a proxy sends) is served as its path: React Router's Express adapter glues `originalUrl`
// after the scheme and Host, which made such a request an invalid URL and a 500 (issue 49). The
// authority in the line is dropped, never used: which host was asked is `Host`'s business, checked by
// public-host.ts as for every request.
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal";

const ABSOLUTE = /^https?:\/\/[^/?#]*(.*)$/is;

export function originForm(req: Request, res: Response, next: NextFunction) {
  if (req.url.startsWith("/")) return next();
  const rest = ABSOLUTE.exec(req.url)?.[1];
  // Any other form (`*`, a bare word, another scheme) names no page of ours.
  if (rest === undefined) return refuse(req, res, 400);
  req.url = req.originalUrl = rest.startsWith("/") ? rest : `/${rest}`;
  next();
}

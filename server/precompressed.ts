import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/** The encodings a request accepts (q=0 refuses one). */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p))) continue;
    if (name) names.add(name);
  }
  return names;
}

/**
 * Hashed assets as compressed at build time (scripts/precompress.mjs): brotli where the browser takes
 * it, else gzip at level 9, with the original's type. The request is pointed at the compressed file
 * for the static handler that follows, which keeps its caching headers; `compression` leaves an
 * answer that already has a Content-Encoding alone. Anything else passes unchanged.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const known = new Map<string, boolean>();
  const exists = (file: string) => {
    let found = known.get(file);
    if (found === undefined) known.set(file, (found = existsSync(file)));
    return found;
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[path.extname(req.path)];
    // Plain asset names only: nothing that could leave the folder.
    if (!type || !/^\/[\w.-]+$/.test(req.path)) return next();
    res.vary("Accept-Encoding");
    const accepts = accepted(req.get("accept-encoding"));
    const encoding = ENCODINGS.find(
      (e) => accepts.has(e.name) && exists(path.join(assetsDir, req.path + e.extension)),
    );
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.name);
    res.setHeader("Content-Type", type);
    req.url = req.path + encoding.extension;
    next();
  };
}

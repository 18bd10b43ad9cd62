import { STATUS_CODES } from "node:http";
import type { Request, Response } from "express";
import { LOCALES, resources, type Locale } from "../app/locales";

/** The merchant default, as in app/.server/i18n.ts: cookie, then Accept-Language, then this. */
const FALLBACK: Locale = "ko";

/** The `lng` cookie's language (React Router's cookie encoding: base64 of JSON), if it is one of ours. */
function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  const raw = /(?:^|;\s*)lng=([^;]*)/.exec(cookieHeader ?? "")?.[1];
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8"));
    return LOCALES.find((l) => l === value);
  } catch {
    return undefined;
  }
}

function visitorLocale(req: Request): Locale {
  const fromCookie = cookieLocale(req.get("cookie"));
  if (fromCookie) return fromCookie;
  for (const tag of (req.get("accept-language") ?? "").split(",")) {
    const base = tag.split(";")[0].trim().toLowerCase().split("-")[0];
    const locale = LOCALES.find((l) => l === base);
    if (locale) return locale;
  }
  return FALLBACK;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A request refused in Express, before React Router (docs/decisions/0021): its 4xx status and a short
 * page in the visitor's language with a way home for browsers, the status line for anything else.
 * What the client still sends of a refused body is dropped unread (request-bodies.ts). `home`
 * is where the link leads (PUBLIC_URL's home page for a request that named another host).
 */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  headers: Record<string, string> = {},
  home = "/m/home",
) {
  const line = `${status} ${STATUS_CODES[status] ?? "Bad Request"}`;
  res.status(status).set({ "Cache-Control": "no-store", ...headers });
  if (req.method === "HEAD") return res.end();
  if (!req.accepts("html")) return res.type("text/plain").send(`${line}\n`);
  const locale = visitorLocale(req);
  const { error } = resources[locale].translation;
  res
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(error.title)}</title></head>` +
        `<body><main><h1>${escapeHtml(error.title)}</h1><p>${escapeHtml(error.badRequest)}</p>` +
        `<p><small>${line}</small></p><p><a href="${escapeHtml(home)}">${escapeHtml(error.goHome)}</a></p></main></body></html>\n`,
    );
}

/**
 * Too busy to serve this request now (server/overload.ts): 503 with `Retry-After`, and for browsers a
 * short page in the visitor's language that asks again by itself after that time. Made from a few
 * strings, so answering it costs next to nothing while the process is busy.
 */
export function unavailable(req: Request, res: Response, retryAfterSeconds: number) {
  res.status(503).set({ "Cache-Control": "no-store", "Retry-After": String(retryAfterSeconds) });
  if (req.method === "HEAD") return res.end();
  if (!req.accepts("html")) return res.type("text/plain").send("503 Service Unavailable\n");
  const locale = visitorLocale(req);
  const { error } = resources[locale].translation;
  res
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta http-equiv="refresh" content="${retryAfterSeconds}"><title>${escapeHtml(error.unavailableTitle)}</title></head>` +
        `<body><main><h1>${escapeHtml(error.unavailableTitle)}</h1><p>${escapeHtml(error.unavailableBody)}</p>` +
        `<p><a href="">${escapeHtml(error.retry)}</a></p></main></body></html>\n`,
    );
}

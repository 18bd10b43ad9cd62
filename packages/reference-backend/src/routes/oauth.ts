import { createHash } from "node:crypto";
import { Router, type Response } from "express";
import type { BackendContext } from "../context.ts";
import { escapeXml } from "../images.ts";
import {
  isSocialProvider,
  issueIdToken,
  socialLoginOpen,
  type SocialProvider,
} from "../store/social-login.ts";

// The consent page is self-contained (no external resources, no script): its CSP allows one style block.
const STYLE = `body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#f4f5f7;color:#16181d}
main{max-width:400px;margin:0 auto;padding:24px 16px}h1{font-size:1.3rem;margin:0 0 8px}
.note{color:#4a5060;font-size:.9rem}label{display:block;font-weight:600;margin:16px 0 4px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #8a90a0;border-radius:8px}
.error{color:#a40e26;font-weight:600}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;font:inherit;font-weight:700;padding:12px;border-radius:24px;border:1px solid #1a56db}
.allow{background:#1a56db;color:#fff}.deny{background:#fff;color:#1a56db}`;
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  facebook: "Facebook",
  google: "Google",
  line: "Line",
  twitter: "Twitter",
};
/** The path of a redirect_uri: one path, no host of its own. */
const REDIRECT_PATH = /^\/(?!\/)[\w/.-]{0,300}$/;
/** Loopback origins on any port: the BFF in development and tests. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const STATE = /^[\w-]{16,128}$/;
const IDENTITY = /^[^\s@<>"'&]{1,64}@[^\s@<>"'&]{1,185}\.[A-Za-z]{2,24}$/;

function sendPage(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; style-src ${STYLE_HASH}; script-src 'none'; img-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      "Referrer-Policy": "no-referrer",
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeXml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

type Request = { redirectUri: string; state: string };

/**
 * The redirect_uri and state of a request, or null when either is missing or not acceptable. The
 * redirect_uri is the BFF's absolute callback address (built from its PUBLIC_URL): an origin this
 * backend was told of, or a loopback one, and a plain path. It is normalised before it is checked
 * ("/.//other.site" is the path "//other.site"); one that normalising changes is refused whole.
 */
function readRequest(source: Record<string, unknown>, origins: ReadonlySet<string>): Request | null {
  const state = source.state;
  if (typeof source.redirect_uri !== "string") return null;
  let url: URL;
  try {
    url = new URL(source.redirect_uri);
  } catch {
    return null;
  }
  const known = origins.has(url.origin) || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  if (!known || url.search || url.hash || url.username || url.password) return null;
  if (url.href !== source.redirect_uri || !REDIRECT_PATH.test(url.pathname)) return null;
  if (typeof state !== "string" || !STATE.test(state)) return null;
  return { redirectUri: url.href, state };
}

function consentPage(
  res: Response,
  provider: SocialProvider,
  request: Request,
  identity: string,
  error: string | null,
) {
  const name = PROVIDER_NAMES[provider];
  sendPage(
    res,
    error ? 400 : 200,
    `Sign in with ${name}`,
    `<h1>Sign in with ${name}</h1>
<p class="note">Reference phone-auth provider: no real ${name} account is used. Enter the e-mail address to sign in as; the site gets a one-time token for it.</p>
<form method="post" action="/oauth/${provider}/authorize">
<input type="hidden" name="redirect_uri" value="${escapeXml(request.redirectUri)}">
<input type="hidden" name="state" value="${escapeXml(request.state)}">
<label for="identity">E-mail</label>
<input id="identity" name="identity" type="email" required maxlength="254" autocomplete="email" value="${escapeXml(identity)}"${error ? ' aria-invalid="true" aria-describedby="identity-error"' : ""}>
${error ? `<p id="identity-error" class="error">${escapeXml(error)}</p>` : ""}
<div class="actions"><button class="deny" type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
<button class="allow" type="submit" name="decision" value="allow">Continue</button></div>
</form>`,
  );
}

const unavailable = (res: Response) =>
  sendPage(
    res,
    404,
    "Sign-in not available",
    "<h1>Sign-in not available</h1><p>This sign-in method is not offered here.</p>",
  );
const badRequest = (res: Response) =>
  sendPage(res, 400, "Bad sign-in request", "<h1>Bad sign-in request</h1><p>Start again from the site.</p>");

function redirectBack(res: Response, request: Request, params: Record<string, string>) {
  const query = new URLSearchParams({ ...params, state: request.state });
  res.set("Cache-Control", "no-store").redirect(303, `${request.redirectUri}?${query}`);
}

/**
 * /oauth/:provider/authorize: the reference backend acting as the phone-auth provider ("reference").
 * GET shows the consent page; POST (allow) redirects to redirect_uri with a one-time idToken, which
 * POST /wps/session/login (type firebase) turns into a session.
 */
export function oauthRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/:provider/authorize", (req, res) => {
    const provider = req.params.provider;
    if (!isSocialProvider(provider) || !socialLoginOpen(context, provider)) return unavailable(res);
    const request = readRequest(req.query as Record<string, unknown>, context.oauthRedirectOrigins);
    if (!request) return badRequest(res);
    consentPage(res, provider, request, "", null);
  });

  router.post("/:provider/authorize", (req, res) => {
    const provider = req.params.provider;
    if (!isSocialProvider(provider) || !socialLoginOpen(context, provider)) return unavailable(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const request = readRequest(body, context.oauthRedirectOrigins);
    if (!request) return badRequest(res);
    if (body.decision !== "allow") return redirectBack(res, request, { error: "access_denied" });
    const identity = typeof body.identity === "string" ? body.identity.trim() : "";
    if (identity.length > 254 || !IDENTITY.test(identity)) {
      return consentPage(res, provider, request, identity.slice(0, 254), "Enter an e-mail address.");
    }
    redirectBack(res, request, { idToken: issueIdToken(context, provider, identity) });
  });

  return router;
}

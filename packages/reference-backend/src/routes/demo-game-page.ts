// The frame every demo game page shares (the slot spin and the lottery): one self-contained HTML
// document with its own strict CSP, the lobby link, and the session-ended and closed answers.
import { createHash } from "node:crypto";
import type { Response } from "express";
import { escapeXml } from "../images.ts";
import type { Ticket } from "../store/launch.ts";

// The page is self-contained (no external resources), so its CSP allows only these two inline blocks.
const STYLE = `body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#0f1115;color:#f2f3f5;text-align:center}
main{max-width:420px;margin:0 auto;padding:16px}svg{width:100%;height:auto;border-radius:12px}
h1{font-size:1.3rem;margin:12px 0 4px}.vendor{color:#a9afbb;margin:0}.balance{font-size:1.2rem;margin:16px 0}
button{font:inherit;font-weight:700;padding:12px 40px;border:0;border-radius:24px;background:#f5b938;color:#1a1300}
.reality{border:2px solid #f5b938;border-radius:12px;padding:8px 16px 16px;margin:16px 0}
.result{min-height:1.5em}a{color:#f5b938;display:inline-block;margin-top:20px;padding:8px}
fieldset{border:1px solid #3a3f4a;border-radius:12px;margin:12px 0;padding:8px 12px 12px}
.digits{display:grid;grid-template-columns:repeat(5,1fr);gap:8px}
.digits label{display:flex;align-items:center;justify-content:center;gap:6px;min-height:44px;border:1px solid #3a3f4a;border-radius:8px;font-size:1.1rem}
input[type=checkbox]{width:20px;height:20px;accent-color:#f5b938}
.stake input{font:inherit;width:8em;padding:8px;margin:4px 0;border-radius:8px;border:1px solid #3a3f4a;background:#1b1e25;color:inherit}
.refusal{color:#ff9b8a}.order{border:2px solid #5ccf8a;border-radius:12px;padding:4px 16px;margin:16px 0}
.order ul{list-style:none;padding:0}`;
// Tells the embedding page (sports frame) that the player must log in again. The payload is no secret.
const RELOGIN_SCRIPT = 'window.parent.postMessage({relogin:true},"*");';
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function lobbyOrigin(lobbyUrl: string): string | null {
  return /^https?:\/\//.test(lobbyUrl) ? new URL(lobbyUrl).origin : null;
}

export function sendPage(
  res: Response,
  status: number,
  title: string,
  body: string,
  lobbyUrl: string | null,
  relogin = false,
) {
  const ancestors = ["'self'", lobbyUrl ? lobbyOrigin(lobbyUrl) : null].filter(Boolean).join(" ");
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; style-src ${hash(STYLE)}; script-src ${relogin ? hash(RELOGIN_SCRIPT) : "'none'"}; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors ${ancestors}`,
      "Referrer-Policy": "no-referrer",
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeXml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>` +
        `${relogin ? `<script>${RELOGIN_SCRIPT}</script>` : ""}</body></html>`,
    );
}

export const money = (cents: number) => (cents / 100).toFixed(2);
export const lobbyLink = (url: string) => `<a href="${escapeXml(url)}" target="_top">Back to lobby</a>`;

export function sessionEnded(res: Response, ticket: Ticket) {
  sendPage(
    res,
    401,
    "Session ended",
    `<h1>Your session has ended</h1><p>Please log in again to keep playing.</p>${lobbyLink(ticket.lobbyUrl)}`,
    ticket.lobbyUrl,
    true,
  );
}

export function expired(res: Response) {
  sendPage(
    res,
    404,
    "Game closed",
    // No ticket, so no lobby address: the page is only ever reached through the BFF (/play), whose home is the lobby.
    `<h1>This game has closed</h1><p>Launch it again from the lobby.</p>${lobbyLink("/m/home")}`,
    null,
  );
}

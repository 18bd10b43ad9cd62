import { Router } from "express";
import type { BackendContext } from "../context.ts";
import { notFound } from "../envelope.ts";
import { escapeXml } from "../images.ts";
import { chatRoom, setChatUnreadCount } from "../store/messages.ts";

/**
 * The site's dark theme (app/styles/app.css) for the chat page, which has no access to the site's
 * stylesheets (its own origin, then our /chat proxy): header, one agent message, a 44 px way back.
 * Inline, as the page's CSP allows ('unsafe-inline' styles, nothing else).
 */
const CHAT_STYLE = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: #0f1115;
  color: #f2f3f5; font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
header { display: flex; align-items: center; min-height: 52px; padding: 8px 16px; }
h1 { margin: 0; font-size: 18px; font-weight: 600; }
main { flex: 1; display: flex; flex-direction: column; gap: 12px; padding: 16px; }
.message { max-width: 85%; margin: 0; padding: 10px 14px; border-radius: 14px 14px 14px 4px;
  background: #1a1d24; border: 1px solid #2e3340; }
.message small { display: block; margin-bottom: 2px; color: #a9afbb; font-size: 12px; }
.back { align-self: flex-start; display: inline-flex; align-items: center; min-height: 44px; padding: 0 18px;
  border-radius: 22px; background: #f5b938; color: #1a1300; font-weight: 700; text-decoration: none; }
.back:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
`;

/** Dark text on a light header colour (the site's accent), white on a dark one: readable either way. */
function textOn(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return "#fff";
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5 ? "#1a1300" : "#fff";
}

function chatPage(room: { language: string; title: string; headerColor: string; backUrl: string }): string {
  const lang = escapeXml(room.language.slice(0, 2).toLowerCase());
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(room.title)}</title>` +
    `<style>${CHAT_STYLE}</style></head>` +
    `<body><header style="background:${escapeXml(room.headerColor)};color:${textOn(room.headerColor)}"><h1>${escapeXml(room.title)}</h1></header>` +
    `<main><p class="message"><small>Support</small>An agent will be with you shortly.</p>` +
    `<a class="back" href="${escapeXml(room.backUrl)}">Back</a></main></body></html>`
  );
}

/**
 * GET /chat/:ticket: the reference live chat, a page with the header colour, title and a way back,
 * in the site's dark theme. Opening it means the member has seen the chat: the unread count drops to 0.
 */
export function chatRoutes(context: BackendContext): Router {
  const router = Router();
  router.get("/:ticket", (req, res) => {
    const room = chatRoom(context, String(req.params.ticket));
    if (!room) throw notFound("chat");
    setChatUnreadCount(context, room.memberId, 0);
    res
      .set({
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
      })
      .send(chatPage(room));
  });
  return router;
}

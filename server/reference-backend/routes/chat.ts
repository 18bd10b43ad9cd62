import { Router } from "express";
import type { BackendContext } from "../context.ts";
import { notFound } from "../envelope.ts";
import { escapeXml } from "../images.ts";
import { chatRoom, setChatUnreadCount } from "../store/messages.ts";

/**
 * GET /chat/:ticket: the reference live chat, a plain page with the header colour, title and a way
 * back. Opening it means the member has seen the chat: the unread count drops to 0.
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
      .send(
        `<!doctype html><html lang="${escapeXml(room.language.slice(0, 2).toLowerCase())}"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(room.title)}</title></head>` +
          `<body style="margin:0;font-family:sans-serif"><header style="background:${escapeXml(room.headerColor)};color:#fff;padding:12px">` +
          `<h1 style="margin:0;font-size:18px">${escapeXml(room.title)}</h1></header>` +
          `<main style="padding:12px"><p>An agent will be with you shortly.</p>` +
          `<p><a href="${escapeXml(room.backUrl)}">Back</a></p></main></body></html>`,
      );
  });
  return router;
}

import { createHash } from "node:crypto";
import express, { Router, type Response } from "express";
import type { BackendContext } from "../context.ts";
import { escapeXml, gameImage } from "../images.ts";
import {
  launchableGame,
  spin,
  spinById,
  ticketMember,
  ticketOf,
  type LaunchableGame,
  type Ticket,
} from "../store/launch.ts";
import { acknowledgeRealityCheck } from "../store/responsible.ts";
import { realityCheckHtml, spinRefusalText } from "./demo-game-reality.ts";

// The page is self-contained (no external resources), so its CSP allows only these two inline blocks.
const STYLE = `body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#0f1115;color:#f2f3f5;text-align:center}
main{max-width:420px;margin:0 auto;padding:16px}svg{width:100%;height:auto;border-radius:12px}
h1{font-size:1.3rem;margin:12px 0 4px}.vendor{color:#a9afbb;margin:0}.balance{font-size:1.2rem;margin:16px 0}
button{font:inherit;font-weight:700;padding:12px 40px;border:0;border-radius:24px;background:#f5b938;color:#1a1300}
.reality{border:2px solid #f5b938;border-radius:12px;padding:8px 16px 16px;margin:16px 0}
.result{min-height:1.5em}a{color:#f5b938;display:inline-block;margin-top:20px;padding:8px}`;
// Tells the embedding page (sports frame) that the player must log in again. The payload is no secret.
const RELOGIN_SCRIPT = 'window.parent.postMessage({relogin:true},"*");';
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function lobbyOrigin(lobbyUrl: string): string | null {
  return /^https?:\/\//.test(lobbyUrl) ? new URL(lobbyUrl).origin : null;
}

function sendPage(
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

const money = (cents: number) => (cents / 100).toFixed(2);
const lobbyLink = (url: string) => `<a href="${escapeXml(url)}" target="_top">Back to lobby</a>`;

function resultText(result: { stakeCents: number; winCents: number } | undefined): string {
  if (!result) return "";
  return result.winCents > 0
    ? `You won ${money(result.winCents)}`
    : `No win this time (stake ${money(result.stakeCents)})`;
}

function gamePage(
  res: Response,
  ticket: Ticket,
  game: LaunchableGame,
  balanceCents: number,
  message: string,
  reality = "",
) {
  const trial = ticket.mode === "trial";
  sendPage(
    res,
    200,
    game.gameName,
    `${gameImage(game.gameName, game.color)}
${reality}<h1>${escapeXml(game.gameName)}</h1><p class="vendor">${escapeXml(game.vendorName)}${trial ? " · Trial play" : ""}</p>
<p class="balance">${trial ? "Trial credits" : "Balance"}: <output id="balance">${money(balanceCents)}</output></p>
<form method="post" action="${ticket.ticket}/spin"><button type="submit">Spin</button></form>
<p class="result" role="status">${escapeXml(message)}</p>${lobbyLink(ticket.lobbyUrl)}`,
    ticket.lobbyUrl,
  );
}

function sessionEnded(res: Response, ticket: Ticket) {
  sendPage(
    res,
    401,
    "Session ended",
    `<h1>Your session has ended</h1><p>Please log in again to keep playing.</p>${lobbyLink(ticket.lobbyUrl)}`,
    ticket.lobbyUrl,
    true,
  );
}

function expired(res: Response) {
  sendPage(
    res,
    404,
    "Game closed",
    // No ticket, so no lobby address: the page is only ever reached through the BFF (/play), whose home is the lobby.
    `<h1>This game has closed</h1><p>Launch it again from the lobby.</p>${lobbyLink("/m/home")}`,
    null,
  );
}

/** /play/:ticket: the demo game page a launch answers (real play moves the member's wallet). */
export function demoGameRoutes(context: BackendContext): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: "1kb" }));

  router.get("/:ticket", (req, res) => {
    const ticket = ticketOf(context, req.params.ticket);
    if (!ticket) return expired(res);
    const member = ticketMember(context, ticket);
    if (ticket.mode === "real" && !member) return sessionEnded(res, ticket);
    const game = launchableGame(context, ticket.gameId, gameNode(context, ticket.gameId));
    const spinId = Number(req.query.spin);
    const last = Number.isInteger(spinId) ? spinById(context, ticket.ticket, spinId) : undefined;
    const balance = member && ticket.mode === "real" ? member.balance_cents : (ticket.trialBalanceCents ?? 0);
    gamePage(res, ticket, game, balance, resultText(last), realityCheckHtml(context.db, ticket));
  });

  /** The reality check's "Continue playing": seen; the next one comes after the next interval. */
  router.post("/:ticket/reality", (req, res) => {
    const ticket = ticketOf(context, req.params.ticket);
    if (!ticket) return expired(res);
    if (ticket.sessionToken) acknowledgeRealityCheck(context.db, ticket.sessionToken, Date.now());
    res.redirect(303, `/play/${ticket.ticket}`);
  });

  router.post("/:ticket/spin", (req, res) => {
    const ticket = ticketOf(context, req.params.ticket);
    if (!ticket) return expired(res);
    const member = ticketMember(context, ticket);
    if (ticket.mode === "real" && !member) return sessionEnded(res, ticket);
    // A loss limit, the session time or an exclusion stops real play mid-game too.
    const stopped = member && ticket.mode === "real" ? spinRefusalText(context.db, ticket, member.id) : null;
    if (stopped) {
      const game = launchableGame(context, ticket.gameId, gameNode(context, ticket.gameId));
      return gamePage(res, ticket, game, member!.balance_cents, stopped);
    }
    const result = spin(context, ticket, ticket.mode === "real" ? member : null);
    if ("refused" in result) {
      const game = launchableGame(context, ticket.gameId, gameNode(context, ticket.gameId));
      return gamePage(
        res,
        ticket,
        game,
        member?.balance_cents ?? ticket.trialBalanceCents ?? 0,
        "Not enough balance to spin",
      );
    }
    // Post/redirect/get: a reload shows the result instead of spinning again.
    res.redirect(303, `/play/${ticket.ticket}?spin=${result.id}`);
  });

  return router;
}

const gameNode = ({ sql }: BackendContext, gameId: number) =>
  sql("SELECT node_id FROM game WHERE game_id = ?").pluck().get(gameId) as string;

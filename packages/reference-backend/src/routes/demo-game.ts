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
import { lotteryOfTicket, placeOrder, showLottery } from "./demo-game-lottery.ts";
import { expired, lobbyLink, money, sendPage, sessionEnded } from "./demo-game-page.ts";
import { realityCheckHtml, spinRefusalText } from "./demo-game-reality.ts";

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

/** /play/:ticket: the demo game page a launch answers (real play moves the member's wallet). */
export function demoGameRoutes(context: BackendContext): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: "1kb" }));

  router.get("/:ticket", (req, res) => {
    const ticket = ticketOf(context, req.params.ticket);
    if (!ticket) return expired(res);
    const member = ticketMember(context, ticket);
    if (ticket.mode === "real" && !member) return sessionEnded(res, ticket);
    // A lottery game is the lottery vendor's own page: orders on the next draw, no spin.
    const lottery = lotteryOfTicket(context, ticket);
    if (lottery) return showLottery(context, req, res, ticket, lottery);
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

  router.post("/:ticket/order", (req, res) => placeOrder(context, req, res));

  router.post("/:ticket/spin", (req, res) => {
    const ticket = ticketOf(context, req.params.ticket);
    if (!ticket) return expired(res);
    if (lotteryOfTicket(context, ticket))
      return sendPage(
        res,
        409,
        "No spin",
        `<h1>A lottery takes orders, not spins</h1>${lobbyLink(ticket.lobbyUrl)}`,
        ticket.lobbyUrl,
      );
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

// The lottery vendor's own game page (docs/decisions/0035): a launched lottery game takes orders on
// its next draw instead of spins. Plain HTML forms, post/redirect/get, English like the spin page.
import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import type { BackendContext } from "../context.ts";
import { ApiError } from "../envelope.ts";
import { escapeXml } from "../images.ts";
import { nearDraws } from "../lottery-draws.ts";
import {
  LOTTERY_STAKE_MAX_CENTS,
  LOTTERY_STAKE_MIN_CENTS,
  lotteryOrderByKey,
  lotteryOrderOf,
  lotterySchedule,
  placeLotteryOrder,
} from "../store/lottery-orders.ts";
import { ticketMember, ticketOf, type Ticket } from "../store/launch.ts";
import type { MemberRow } from "../store/sessions.ts";
import { realityCheckHtml, spinRefusalText } from "./demo-game-reality.ts";
import { expired, lobbyLink, money, sendPage, sessionEnded } from "./demo-game-page.ts";

type Schedule = NonNullable<ReturnType<typeof lotterySchedule>>;
type Order = NonNullable<ReturnType<typeof lotteryOrderOf>>;

const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
const STATES: Record<string, string> = {
  pending: "Pending",
  cancelled: "Cancelled",
  won: "Won",
  lost: "Lost",
};
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
const LIMITS = `${money(LOTTERY_STAKE_MIN_CENTS)} to ${money(LOTTERY_STAKE_MAX_CENTS)}`;

/** The lottery game of a ticket, or null when the launched game is no lottery. */
export const lotteryOfTicket = (context: BackendContext, ticket: Ticket) =>
  lotterySchedule(context, ticket.gameId);

function orderHtml(order: Order): string {
  const subs = order.subOrders
    .map((s) => `<li>Digit ${s.numbers} · stake ${money(s.stakeCents)} · ${STATES[s.state] ?? s.state}</li>`)
    .join("");
  return `<section class="order" aria-labelledby="order-title"><h2 id="order-title">Order ${order.id} placed</h2>
<p>Issue ${escapeXml(order.issue)}, drawn at ${utc(order.closesAt)}.</p><ul>${subs}</ul>
<p>See it, or cancel a sub-order before the draw, in your bet record.</p></section>`;
}

/** The form for an order on the next draw, with a fresh idempotency key: one order per rendered form. */
function orderForm(ticket: Ticket, numero: string): string {
  const digits = DIGITS.map(
    (d) => `<label><input type="checkbox" name="digit" value="${d}">${d}</label>`,
  ).join("");
  return `<form method="post" action="${ticket.ticket}/order">
<input type="hidden" name="issue" value="${escapeXml(numero)}"><input type="hidden" name="key" value="${randomBytes(16).toString("base64url")}">
<fieldset><legend>Last digit of the draw (pick one or more)</legend><div class="digits">${digits}</div></fieldset>
<p class="stake"><label for="stake">Stake per digit (${LIMITS})</label><br><input id="stake" name="stake" inputmode="decimal" autocomplete="off" required></p>
<p>A hit pays 9 times its stake.</p><button type="submit">Place order</button></form>`;
}

function lotteryPage(
  context: BackendContext,
  res: Response,
  ticket: Ticket,
  lottery: Schedule,
  member: MemberRow | null,
  view: { status?: number; message?: string; order?: Order } = {},
) {
  const draw = nearDraws(lottery, Date.now());
  const real = ticket.mode === "real" && member;
  const play = real
    ? `<p class="balance">Balance: <output id="balance">${money(member.balance_cents)}</output></p>${orderForm(ticket, draw.numero)}`
    : "<p>Lottery orders need real play: log in and launch the game again to place one.</p>";
  const message = view.message ? `<p class="refusal" role="alert">${escapeXml(view.message)}</p>` : "";
  sendPage(
    res,
    view.status ?? 200,
    lottery.gameName,
    `${realityCheckHtml(context.db, ticket)}<h1>${escapeXml(lottery.gameName)}</h1>
<p class="vendor">Issue ${escapeXml(draw.numero)} · closes at ${utc(draw.nextDrawTime)}</p>
<p class="vendor">Last draw ${escapeXml(draw.lastNumero)}: ${escapeXml(draw.lastResult)}</p>
${view.order ? orderHtml(view.order) : ""}${message}${play}${lobbyLink(ticket.lobbyUrl)}`,
    ticket.lobbyUrl,
  );
}

/** GET /play/:ticket for a lottery game; `?order=` shows a placed order (the redirect after posting). */
export function showLottery(
  context: BackendContext,
  req: Request,
  res: Response,
  ticket: Ticket,
  lottery: Schedule,
) {
  const member = ticket.mode === "real" ? ticketMember(context, ticket) : null;
  if (req.query.order === undefined) return lotteryPage(context, res, ticket, lottery, member);
  const id =
    typeof req.query.order === "string" && /^\d{1,9}$/.test(req.query.order) ? Number(req.query.order) : 0;
  const order = member && id ? lotteryOrderOf(context, member.id, ticket.gameId, id) : undefined;
  if (!order)
    return lotteryPage(context, res, ticket, lottery, member, {
      status: 404,
      message: "There is no such order.",
    });
  lotteryPage(context, res, ticket, lottery, member, { order });
}

type OrderInput = { issue: string; key: string; digits: string[]; stakeCents: number };

/** The posted form, or why it is not one, in words. */
function parseOrder(body: Record<string, unknown>): OrderInput | string {
  const { issue, key, stake } = body;
  if (
    typeof issue !== "string" ||
    !/^\d{8}(-\d{4})?$/.test(issue) ||
    typeof key !== "string" ||
    !/^[\w-]{16,64}$/.test(key)
  )
    return "This form is not one of this game's. Reload the game and place the order again.";
  const picked = body.digit === undefined ? [] : [body.digit].flat();
  if (picked.length === 0) return "Pick at least one digit.";
  if (
    !picked.every((d) => typeof d === "string" && DIGITS.includes(d)) ||
    new Set(picked).size !== picked.length
  )
    return "Each digit is one of 0 to 9, picked once.";
  const amount = typeof stake === "string" ? stake.trim() : "";
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount)) return `Enter the stake per digit as an amount, ${LIMITS}.`;
  const stakeCents = Math.round(Number(amount) * 100);
  if (stakeCents < LOTTERY_STAKE_MIN_CENTS)
    return `The stake per digit is at least ${money(LOTTERY_STAKE_MIN_CENTS)}.`;
  if (stakeCents > LOTTERY_STAKE_MAX_CENTS)
    return `The stake per digit is at most ${money(LOTTERY_STAKE_MAX_CENTS)}.`;
  return { issue, key, digits: picked as string[], stakeCents };
}

/** POST /play/:ticket/order: places the order once per form key, then redirects to it. */
export function placeOrder(context: BackendContext, req: Request, res: Response) {
  const ticket = ticketOf(context, req.params.ticket as string);
  if (!ticket) return expired(res);
  const lottery = lotteryOfTicket(context, ticket);
  if (!lottery)
    return sendPage(
      res,
      404,
      "No lottery",
      "<h1>This game takes no lottery orders</h1>" + lobbyLink(ticket.lobbyUrl),
      ticket.lobbyUrl,
    );
  const member = ticketMember(context, ticket);
  if (ticket.mode === "real" && !member) return sessionEnded(res, ticket);
  const refuse = (status: number, message: string) =>
    lotteryPage(context, res, ticket, lottery, member, { status, message });
  if (ticket.mode !== "real" || !member) return refuse(403, "Lottery orders need real play.");
  const input = parseOrder(req.body ?? {});
  if (typeof input === "string") return refuse(400, input);
  // Namespaced by the ticket: a key is only ever this page's, so another player's can never collide.
  const idempotencyKey = `play:${ticket.ticket}:${input.key}`;
  const done = (orderId: number) => res.redirect(303, `/play/${ticket.ticket}?order=${orderId}`);
  // A resubmitted form shows its order again, even after its issue closed or the balance changed.
  const known = lotteryOrderByKey(context, member.id, idempotencyKey);
  if (known) return done(known);
  const stopped = spinRefusalText(context.db, ticket, member.id);
  if (stopped) return refuse(403, stopped);
  const now = Date.now();
  const draw = nearDraws(lottery, now);
  if (input.issue !== draw.numero)
    return refuse(
      409,
      `Issue ${input.issue} has closed. The next issue is ${draw.numero}: check your picks and place the order again.`,
    );
  const totalCents = input.stakeCents * input.digits.length;
  const noBalance = `Not enough balance: the order costs ${money(totalCents)} and your balance is ${money(member.balance_cents)}.`;
  if (totalCents > member.balance_cents) return refuse(409, noBalance);
  try {
    const subOrders = input.digits.map((numbers) => ({ numbers, stakeCents: input.stakeCents }));
    done(placeLotteryOrder(context, member.id, { gameId: ticket.gameId, subOrders, idempotencyKey }, now));
  } catch (error) {
    // The balance moved between the check and the ledger (another tab): nothing was placed.
    if (error instanceof ApiError && error.errorCode === "balance.insufficient")
      return refuse(409, noBalance);
    throw error;
  }
}

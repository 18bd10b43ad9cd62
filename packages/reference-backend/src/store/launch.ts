import { createHash, randomBytes } from "node:crypto";
import type { BackendContext } from "../context.ts";
import { ApiError, notFound } from "../envelope.ts";
import { postLedger } from "./ledger.ts";
import { memberForToken, type MemberRow } from "./sessions.ts";

export type PlayMode = "real" | "trial";

export interface LaunchableGame {
  gameId: number;
  nodeId: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  vendorName: string;
  color: string;
  freeplay: 0 | 1;
  maintenance: 0 | 1;
  regionRestricted: 0 | 1;
  minBet: number;
}

export interface Ticket {
  ticket: string;
  gameId: number;
  mode: PlayMode;
  sessionToken: string | null;
  trialBalanceCents: number | null;
  lobbyUrl: string;
  expiresAt: number;
}

const TICKET_TTL_MS = 2 * 60 * 60 * 1000;
/** Demo credits of a trial ticket. */
export const TRIAL_CREDITS_CENTS = 200_000;

/** Launch refusals the player is told about (docs/decisions/0010). */
export const refusals = {
  maintenance: () => new ApiError(409, "game.vendor.maintenance", "the game's vendor is under maintenance"),
  region: () => new ApiError(403, "game.region.restricted", "the game is not offered in this region"),
  trialNotAllowed: () => new ApiError(403, "game.trial.not.allowed", "this game has no trial play"),
  unfinishedRound: () => new ApiError(409, "game.round.unfinished", "a round in another game is unfinished"),
};

/** A game by its launch ids; trial-only entries (unlisted) count too. Both ids must agree. */
export function launchableGame({ sql }: BackendContext, gameId: number, nodeId: string): LaunchableGame {
  const game = sql(
    `SELECT g.game_id AS gameId, g.node_id AS nodeId, g.game_name AS gameName, g.game_type AS gameType,
      g.vassalage, v.display_name AS vendorName, v.color, g.freeplay, v.maintenance,
      v.region_restricted AS regionRestricted, g.min_bet AS minBet
    FROM game g JOIN vendor v ON v.code = g.vassalage WHERE g.game_id = ? AND g.node_id = ?`,
  ).get(gameId, nodeId) as LaunchableGame | undefined;
  if (!game) throw notFound("game");
  return game;
}

/** Throws the refusal that applies to this launch, if any. */
export function checkLaunch(
  { sql }: BackendContext,
  game: LaunchableGame,
  mode: PlayMode,
  member: MemberRow | null,
): void {
  if (game.maintenance) throw refusals.maintenance();
  if (game.regionRestricted) throw refusals.region();
  if (mode === "trial" && !game.freeplay) throw refusals.trialNotAllowed();
  if (mode === "real" && member) {
    const open = sql("SELECT game_id FROM unfinished_rounds WHERE member_id = ? AND game_id <> ? LIMIT 1")
      .pluck()
      .get(member.id, game.gameId);
    if (open !== undefined) throw refusals.unfinishedRound();
  }
}

export function issueTicket(
  { sql }: BackendContext,
  input: { gameId: number; mode: PlayMode; sessionToken: string | null; lobbyUrl: string },
  now = Date.now(),
): string {
  const ticket = randomBytes(18).toString("base64url");
  sql(
    `INSERT INTO launch_tickets (ticket, game_id, mode, session_token, trial_balance_cents, lobby_url, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    ticket,
    input.gameId,
    input.mode,
    input.sessionToken,
    input.mode === "trial" ? TRIAL_CREDITS_CENTS : null,
    input.lobbyUrl,
    now,
    now + TICKET_TTL_MS,
  );
  return ticket;
}

export function ticketOf({ sql }: BackendContext, ticket: string, now = Date.now()): Ticket | null {
  const row = sql(
    `SELECT ticket, game_id AS gameId, mode, session_token AS sessionToken, trial_balance_cents AS trialBalanceCents,
      lobby_url AS lobbyUrl, expires_at AS expiresAt FROM launch_tickets WHERE ticket = ?`,
  ).get(ticket) as Ticket | undefined;
  return row && row.expiresAt > now ? row : null;
}

/** The member playing a real ticket, or null when its session has ended. */
export function ticketMember(context: BackendContext, ticket: Ticket): MemberRow | null {
  return ticket.sessionToken ? memberForToken(context, ticket.sessionToken) : null;
}

// No 1x: every spin visibly changes the balance.
const MULTIPLIERS = [0, 0, 0.5, 2, 0, 3, 0, 1.5];
export const STAKE_CENTS = 100;

/** The n-th spin of a ticket: the same ticket and number always give the same outcome. */
export function spinOutcome(ticket: string, n: number): number {
  const digest = createHash("sha256").update(`${ticket}:${n}`).digest();
  return MULTIPLIERS[digest[0] % MULTIPLIERS.length];
}

export type SpinResult = { id: number; stakeCents: number; winCents: number } | { refused: "balance" };

/** One spin, in one transaction: the stake leaves the wallet (or trial credits), the win comes back. */
export function spin(
  context: BackendContext,
  ticket: Ticket,
  member: MemberRow | null,
  now = Date.now(),
): SpinResult {
  const { sql, db } = context;
  return db.transaction((): SpinResult => {
    const balance = member ? member.balance_cents : (ticket.trialBalanceCents ?? 0);
    if (balance < STAKE_CENTS) return { refused: "balance" };
    const n = sql("SELECT count(*) FROM spins WHERE ticket = ?").pluck().get(ticket.ticket) as number;
    const winCents = Math.round(STAKE_CENTS * spinOutcome(ticket.ticket, n));
    const delta = winCents - STAKE_CENTS;
    if (member) {
      // Stake out and win back as two ledger rows, keyed by the spin so neither is ever posted twice.
      const spinKey = `spin:${ticket.ticket}:${n}`;
      const memberId = member.id;
      postLedger(db, {
        memberId,
        kind: "bet",
        amountCents: -STAKE_CENTS,
        reference: spinKey,
        idempotencyKey: `${spinKey}:bet`,
      });
      if (winCents > 0)
        postLedger(db, {
          memberId,
          kind: "win",
          amountCents: winCents,
          reference: spinKey,
          idempotencyKey: `${spinKey}:win`,
        });
    } else
      sql("UPDATE launch_tickets SET trial_balance_cents = trial_balance_cents + ? WHERE ticket = ?").run(
        delta,
        ticket.ticket,
      );
    const id = sql(
      "INSERT INTO spins (ticket, member_id, game_id, stake_cents, win_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(ticket.ticket, member?.id ?? null, ticket.gameId, STAKE_CENTS, winCents, now).lastInsertRowid;
    return { id: Number(id), stakeCents: STAKE_CENTS, winCents };
  })();
}

export function spinById({ sql }: BackendContext, ticket: string, id: number) {
  return sql(
    "SELECT stake_cents AS stakeCents, win_cents AS winCents FROM spins WHERE id = ? AND ticket = ?",
  ).get(id, ticket) as { stakeCents: number; winCents: number } | undefined;
}

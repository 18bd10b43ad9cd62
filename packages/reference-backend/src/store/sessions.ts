import { randomBytes } from "node:crypto";
import type { Request } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notLoggedIn } from "../envelope.ts";
import { tokenOf } from "../request.ts";

export interface MemberRow {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  club_label: string | null;
  balance_cents: number;
  first_time_login: number;
  parent_id: number | null;
  /** The platform of the session the member was read by (store/sessions.ts); absent on other reads. */
  platform?: SessionPlatform;
}

/** Where a session started: the app's shell or the mobile web (migration 031); absent: the web. */
export const sessionPlatform = z.enum(["html5", "app"]).optional();
export type SessionPlatform = NonNullable<z.infer<typeof sessionPlatform>>;

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** A new random session token for the member, valid for `ttlMs`, on the platform it started on. */
export function createSession(
  context: BackendContext,
  memberId: number,
  ttlMs = SESSION_TTL_MS,
  platform: SessionPlatform = "html5",
  now = Date.now(),
): string {
  const token = randomBytes(24).toString("base64url");
  context
    .sql("INSERT INTO sessions (token, member_id, created_at, expires_at, platform) VALUES (?, ?, ?, ?, ?)")
    .run(token, memberId, now, now + ttlMs, platform);
  return token;
}

export function revokeSession(context: BackendContext, token: string): void {
  context.sql("UPDATE sessions SET revoked = 1 WHERE token = ?").run(token);
}

/** Ends every live session of the account (an operator's "log this player out"); how many ended. */
export function revokeMemberSessions(context: BackendContext, account: string): number {
  return context
    .sql(
      `UPDATE sessions SET revoked = 1
       WHERE revoked = 0 AND member_id = (SELECT id FROM members WHERE account = ?)`,
    )
    .run(account).changes;
}

/** The member of a live session token, or null (unknown, revoked or expired). */
export function memberForToken(
  context: BackendContext,
  token: string | undefined,
  now = Date.now(),
): MemberRow | null {
  if (!token) return null;
  const row = context
    .sql(
      `SELECT m.id, m.account, m.nickname, m.type, m.club_label, m.balance_cents, m.first_time_login, m.parent_id,
         s.platform
       FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE s.token = ? AND s.revoked = 0 AND s.expires_at > ?`,
    )
    .get(token, now) as MemberRow | undefined;
  return row ?? null;
}

/** The caller's member (from `Authorization`), or null for a guest. */
export function optionalMember(context: BackendContext, req: Request): MemberRow | null {
  return memberForToken(context, tokenOf(req));
}

/** The caller's member; a guest or a dead token gets 401 `login.not.session`. */
export function requireMember(context: BackendContext, req: Request): MemberRow {
  const member = optionalMember(context, req);
  if (!member) throw notLoggedIn();
  return member;
}

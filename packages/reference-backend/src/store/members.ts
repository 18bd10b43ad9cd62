import type { BackendContext } from "../context.ts";
import { postOpeningBalance } from "./ledger.ts";
import type { MemberRow } from "./sessions.ts";

export interface MemberAuthRow extends MemberRow {
  password_hash: string;
  reset_hash: string | null;
  reset_expires_at: number | null;
  mobile_num: string | null;
  email: string | null;
  /** 1: disabled by the operator; logging in is refused. */
  disabled: number;
}

export const TRIAL_TYPE = 4;

/** Types without agency access (accounts §4): members, trial players, type 40. */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

const AUTH_COLUMNS = `id, account, nickname, type, club_label, balance_cents, first_time_login, parent_id,
  password_hash, reset_hash, reset_expires_at, mobile_num, email, disabled`;

export function findByAccount({ sql }: BackendContext, account: string): MemberAuthRow | null {
  return (sql(`SELECT ${AUTH_COLUMNS} FROM members WHERE account = ?`).get(account) as MemberAuthRow) ?? null;
}

/** By mobile number; the dialing code narrows it when given (the set-password payload has none). */
export function findByMobile(
  { sql }: BackendContext,
  mobileNum: string,
  dialingCode?: string,
): MemberAuthRow | null {
  const row = dialingCode
    ? sql(`SELECT ${AUTH_COLUMNS} FROM members WHERE mobile_num = ? AND mobile_dialing_code = ?`).get(
        mobileNum,
        dialingCode,
      )
    : sql(`SELECT ${AUTH_COLUMNS} FROM members WHERE mobile_num = ? ORDER BY id LIMIT 1`).get(mobileNum);
  return (row as MemberAuthRow) ?? null;
}

export function accountExists({ sql }: BackendContext, account: string): boolean {
  return sql("SELECT 1 FROM members WHERE account = ?").get(account) !== undefined;
}

export function mobileExists({ sql }: BackendContext, dialingCode: string, mobileNum: string): boolean {
  return (
    sql("SELECT 1 FROM members WHERE mobile_dialing_code = ? AND mobile_num = ?").get(
      dialingCode,
      mobileNum,
    ) !== undefined
  );
}

/**
 * The member owning an affiliate code (an agent's, or a player's referral code from share), or null,
 * and the rebate (per mille) a registration through it gets: an affiliate link's own rebate, never
 * above the agent's current one; the default (0) through the agent's own code.
 */
export function agentForAffiliateCode(
  { sql }: BackendContext,
  code: string,
): { id: number; code: string; rebatePermille: number } | null {
  // An agent's own code, or one of the affiliate links the agent made (issue 12, AFFMAN3).
  const row = sql(
    `SELECT id, affiliate_code AS code, 0 AS rebatePermille FROM members WHERE affiliate_code = ? AND type <> 4
     UNION ALL SELECT l.member_id AS id, l.code, MIN(l.rebate_permille, m.rebate_permille) AS rebatePermille
       FROM affiliate_link l JOIN members m ON m.id = l.member_id WHERE l.code = ? LIMIT 1`,
  ).get(code, code);
  return (row as { id: number; code: string; rebatePermille: number }) ?? null;
}

export interface NewMember {
  account: string;
  passwordHash: string;
  type: number;
  nickname?: string | null;
  email?: string | null;
  dialingCode?: string | null;
  mobileNum?: string | null;
  parentId?: number | null;
  balanceCents?: number;
}

export function insertMember({ sql, db }: BackendContext, m: NewMember): number {
  const result = sql(
    `INSERT INTO members (account, nickname, password_hash, type, email, mobile_dialing_code, mobile_num, parent_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    m.account,
    m.nickname ?? null,
    m.passwordHash,
    m.type,
    m.email ?? null,
    m.dialingCode ?? null,
    m.mobileNum ?? null,
    m.parentId ?? null,
  );
  const id = Number(result.lastInsertRowid);
  postOpeningBalance(db, id, m.balanceCents ?? 0);
  return id;
}

/** A new password ends any e-mailed temporary password. */
export function setPasswordHash({ sql }: BackendContext, memberId: number, hash: string): void {
  sql("UPDATE members SET password_hash = ?, reset_hash = NULL, reset_expires_at = NULL WHERE id = ?").run(
    hash,
    memberId,
  );
}

export function setResetHash(
  { sql }: BackendContext,
  memberId: number,
  hash: string,
  expiresAt: number,
): void {
  sql("UPDATE members SET reset_hash = ?, reset_expires_at = ? WHERE id = ?").run(hash, expiresAt, memberId);
}

export function markLoggedIn({ sql }: BackendContext, memberId: number): void {
  sql("UPDATE members SET first_time_login = 0 WHERE id = ?").run(memberId);
}

export function memberInfo(member: MemberRow) {
  return {
    id: member.id,
    nickname: member.nickname ?? "",
    account: member.account,
    type: member.type,
    clubLabel: member.club_label ? { labelName: member.club_label } : null,
  };
}

export function dividendInfo({ sql }: BackendContext, memberId: number) {
  const row = sql(
    "SELECT dailysalreqtype, divtypecompperiodreq, contracthoursalreq FROM member_contracts WHERE member_id = ?",
  ).get(memberId) as
    { dailysalreqtype: string; divtypecompperiodreq: string; contracthoursalreq: string } | undefined;
  return row ?? { dailysalreqtype: "", divtypecompperiodreq: "", contracthoursalreq: "" };
}

import type { BackendContext } from "../context.ts";
import { ApiError, notFound } from "../envelope.ts";
import { postLedger } from "./ledger.ts";
import type { MemberRow } from "./sessions.ts";
import { TRIAL_TYPE } from "./members.ts";

export const PROMOTION_ACTIONS = ["none", "join", "claim", "apply"] as const;
export const ENTRY_STATES = [
  "joined",
  "claimed",
  "applying",
  "rejected",
  "issued",
  "process",
  "signed",
] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

interface PromotionRow {
  id: number;
  action: (typeof PROMOTION_ACTIONS)[number];
  bonusCents: number;
  startDate: string;
  endDate: string | null;
  noExpiry: number;
  category: string;
}

/** "YYYY-MM-DD HH:mm:ss" (UTC) of `now`, comparable as text with the stored dates. */
const stamp = (now: number) => new Date(now).toISOString().slice(0, 19).replace("T", " ");

function promotionRow({ sql }: BackendContext, id: number): PromotionRow {
  const row = sql(`SELECT id, action, bonus_cents AS bonusCents, start_date AS startDate, end_date AS endDate,
      no_expiry AS noExpiry, category FROM promotion WHERE id = ?`).get(id) as PromotionRow | undefined;
  if (!row) throw notFound(`promotion ${id}`);
  return row;
}

/** Trial players (type 4) take part in nothing: the front end shows free_reject. */
function refuseTrial(member: MemberRow): void {
  if (member.type === TRIAL_TYPE)
    throw new ApiError(403, "promotion.trial.refused", "trial players cannot take part in promotions");
}

/** Only while the promotion runs: not before its start, not after its end (unless it never expires). */
function refuseOutsidePeriod(promotion: PromotionRow, now: number): void {
  const today = stamp(now);
  if (promotion.startDate > today) throw new ApiError(400, "promotion.not.started", "promotion not started");
  if (promotion.noExpiry !== 1 && promotion.endDate !== null && promotion.endDate < today)
    throw new ApiError(400, "promotion.closed", "promotion closed");
}

/** The app-download bonus is offered only while the operator's APP_DOWNLOAD switch is on. */
function refuseSwitchedOff(context: BackendContext, promotion: PromotionRow): void {
  if (promotion.category === "app_download" && !availablePromotions(context).includes("APP_DOWNLOAD"))
    throw new ApiError(400, "promotion.switched.off", "app download promotions are switched off");
}

/**
 * The app-download bonus is for the app (issue 49 item 10): taken part in only from a session that
 * started in the app's shell (store/sessions.ts), never from the mobile web, whatever the screen shows.
 */
function refuseOutsideApp(member: MemberRow, promotion: PromotionRow): void {
  if (promotion.category === "app_download" && member.platform !== "app")
    throw new ApiError(403, "promotion.app.only", "the app-download bonus is for app sessions");
}

/** The member's state in every promotion they took part in. */
export function memberEntries({ sql }: BackendContext, memberId: number) {
  return sql(
    "SELECT promotion_id AS promotionId, state FROM promotion_entry WHERE member_id = ? ORDER BY promotion_id",
  ).all(memberId) as { promotionId: number; state: EntryState }[];
}

function entryState({ sql }: BackendContext, memberId: number, promotionId: number): EntryState | null {
  return (
    (sql("SELECT state FROM promotion_entry WHERE member_id = ? AND promotion_id = ?")
      .pluck()
      .get(memberId, promotionId) as EntryState | undefined) ?? null
  );
}

function writeEntry({ sql }: BackendContext, memberId: number, promotionId: number, state: EntryState): void {
  sql(`INSERT INTO promotion_entry (member_id, promotion_id, state) VALUES (?, ?, ?)
       ON CONFLICT (member_id, promotion_id) DO UPDATE SET state = excluded.state,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`).run(memberId, promotionId, state);
}

/** The bonus of a promotion reaches a member once: claimed by them or issued by an operator. */
function creditBonus(context: BackendContext, memberId: number, promotion: PromotionRow): boolean {
  if (promotion.bonusCents === 0) return false;
  return postLedger(context.db, {
    memberId,
    kind: "bonus",
    amountCents: promotion.bonusCents,
    reference: `promotion:${promotion.id}`,
    idempotencyKey: `promotion:${promotion.id}:member:${memberId}`,
  }).posted;
}

/**
 * Join (or apply for) a promotion: "join" promotions read Joined at once, "apply" ones Applying until an
 * operator decides. A second join keeps the state it has.
 */
export function joinPromotion(context: BackendContext, member: MemberRow, id: number, now = Date.now()) {
  refuseTrial(member);
  return context.db.transaction(() => {
    const promotion = promotionRow(context, id);
    if (promotion.action !== "join" && promotion.action !== "apply")
      throw new ApiError(400, "promotion.not.joinable", "this promotion cannot be joined");
    refuseOutsidePeriod(promotion, now);
    refuseSwitchedOff(context, promotion);
    refuseOutsideApp(member, promotion);
    const state = entryState(context, member.id, id);
    if (state) return { promotionId: id, state };
    const next: EntryState = promotion.action === "join" ? "joined" : "applying";
    writeEntry(context, member.id, id, next);
    return { promotionId: id, state: next };
  })();
}

/** Claim a promotion's bonus: credited to the wallet exactly once, however many times it is asked. */
export function claimPromotion(context: BackendContext, member: MemberRow, id: number, now = Date.now()) {
  refuseTrial(member);
  return context.db.transaction(() => {
    const promotion = promotionRow(context, id);
    if (promotion.action !== "claim")
      throw new ApiError(400, "promotion.not.claimable", "this promotion has nothing to claim");
    refuseOutsidePeriod(promotion, now);
    refuseSwitchedOff(context, promotion);
    refuseOutsideApp(member, promotion);
    const credited = creditBonus(context, member.id, promotion);
    writeEntry(context, member.id, id, "claimed");
    return { promotionId: id, state: "claimed" as const, credited };
  })();
}

/** An operator's decision on a member's entry; "issued" credits the bonus (once, like a claim). */
export function setEntryState(context: BackendContext, memberId: number, id: number, state: EntryState) {
  return context.db.transaction(() => {
    const promotion = promotionRow(context, id);
    const credited = state === "issued" ? creditBonus(context, memberId, promotion) : false;
    writeEntry(context, memberId, id, state);
    return { promotionId: id, state, credited };
  })();
}

/** The promotions switched on for the merchant: the whitelabel flags REFERRAL and APP_DOWNLOAD (with their parent on). */
export function availablePromotions({ sql }: BackendContext): string[] {
  return sql(`SELECT f.mod_id FROM whitelabel_flag f LEFT JOIN whitelabel_flag p ON p.mod_id = f.parent_mod_id
      WHERE f.mod_id IN ('REFERRAL', 'APP_DOWNLOAD') AND f.enabled = 1 AND (p.mod_id IS NULL OR p.enabled = 1)
      ORDER BY f.sequence`)
    .pluck()
    .all() as string[];
}

import type { Database } from "better-sqlite3";
import { depositRefusal, exclusionOf, launchRefusal, sessionStartedAt } from "../store/responsible.ts";
import { RefusalWithValue } from "./accounts-errors.ts";

/**
 * A responsible-gambling refusal (login, deposit or launch): one error code, and a value that says
 * which limit or exclusion, until when, and for deposits what may still be paid in; the front end
 * turns it into words (docs/decisions/0028).
 */
export function responsibleRefusal(reason: {
  limit: string;
  resetsAt: number | null;
  remainingCents?: number;
}): RefusalWithValue {
  return new RefusalWithValue(403, "responsible.refused", `refused by the member's ${reason.limit} limit`, {
    limit: reason.limit,
    resetsAt: reason.resetsAt,
    ...(reason.remainingCents === undefined ? {} : { remainingCents: reason.remainingCents }),
  });
}

/** Login refused during a break or self-exclusion, saying until when. */
export function refuseExcludedLogin(db: Database, memberId: number, now = Date.now()): void {
  const exclusion = exclusionOf(db, memberId, now);
  if (exclusion) throw responsibleRefusal({ limit: exclusion.kind, resetsAt: exclusion.until });
}

/** Real play refused during an exclusion, after a loss limit is reached or the session's time is up. */
export function refuseResponsibleLaunch(
  db: Database,
  memberId: number,
  token: string,
  now = Date.now(),
): void {
  const refusal = launchRefusal(db, memberId, sessionStartedAt(db, token) ?? now, now);
  if (refusal) throw responsibleRefusal(refusal);
}

/**
 * The deposit orders' check (their `refuseDeposit` seam): during an exclusion or past a deposit
 * limit, the refusal to throw, with which limit, what may still be deposited and when it resets.
 * Wire it as `depositRoutes(context, { refuseDeposit: refuseResponsibleDeposit })`.
 */
export function refuseResponsibleDeposit(
  context: { db: Database },
  member: { id: number },
  request: { amountCents: number },
): RefusalWithValue | null {
  const refusal = depositRefusal(context.db, member.id, request.amountCents, Date.now());
  return refusal ? responsibleRefusal(refusal) : null;
}

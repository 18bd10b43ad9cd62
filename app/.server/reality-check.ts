import { isRealMember } from "~/domain/visitor";
import type { RequestState } from "./context";

/**
 * The reality check for the page frame (root data): a real member's time played and net result since
 * login, whether the check is due now, and in how many milliseconds the next one is (the browser's
 * timer). Null for everyone else, when the member has no interval, or when the backend cannot say:
 * the page never fails for it.
 */
export async function realityCheckFor(state: RequestState, now = Date.now()) {
  if (!state.session || !isRealMember(state.session.type)) return null;
  const check = await state.backend.realityCheck().catch(() => null);
  if (!check || check.nextDueAt === null) return null;
  return {
    due: check.due,
    minutesPlayed: check.minutesPlayed,
    netResultCents: check.netResultCents,
    dueInMs: Math.max(0, check.nextDueAt - now),
  };
}

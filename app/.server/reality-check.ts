import { isRealMember } from "~/domain/visitor";
import type { RequestState } from "./context";

/**
 * The reality check for the page frame (root data): a real member's time played and net result since
 * login, whether the check is due now, and in how many milliseconds the next one is (the browser's
 * timer). Null for everyone else, when the member has no interval, or when the backend cannot say:
 * the page never fails for it.
 *
 * Every member page shows it, so the frame reuses the session's answer for a few seconds (member
 * data: any form post, the check's own answers included, forgets it); "due" is then worked out
 * from its time, which stays true. `fresh` asks the backend: the browser's timer asks when the
 * check falls due, and its figures must be the moment's.
 */
export async function realityCheckFor(state: RequestState, { fresh = false, now = Date.now() } = {}) {
  if (!state.session || !isRealMember(state.session.type)) return null;
  const ask = state.backend.realityCheck;
  // Boxed: member data keeps only non-null answers, and "no session" (null) is an answer too.
  const remembered = () => state.memberData.get("realityCheck", async () => ({ check: await ask() }));
  const check = await (fresh ? ask() : remembered().then((box) => box.check)).catch(() => null);
  if (!check || check.nextDueAt === null) return null;
  return {
    due: check.due || check.nextDueAt <= now,
    minutesPlayed: check.minutesPlayed,
    netResultCents: check.netResultCents,
    dueInMs: Math.max(0, check.nextDueAt - now),
  };
}

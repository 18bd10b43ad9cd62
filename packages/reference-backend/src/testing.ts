// What the BFF's tests reach inside the reference backend for (docs/decisions/0074): the store
// functions that arrange a member's money, play and limits without a round of HTTP calls, the rules
// its unit tests check, and the types of its database and context. Nothing in production imports it.
// A name added here is a name a test needs; the password hashing has its own entry (./passwords) so a
// test can mock that module where the backend itself imports it.
export type { Database } from "better-sqlite3";
export type { BackendContext } from "./context.ts";
export { dayStartMs, daysOf, isTimeZone, rangeIso } from "./days.ts";
export { ApiError } from "./envelope.ts";
export { loginDelayMs } from "./routes/accounts-login.ts";
export { refuseResponsibleDeposit } from "./routes/responsible-refusal.ts";
export {
  activeExclusion,
  breakEnd,
  depositLimitRefusal,
  exclusionEnd,
  extendExclusion,
  inForce,
  intervalsPassed,
  minutesPlayed,
  netLossCents,
  netResultCents,
  periodEnd,
  periodStart,
  playRefusal,
  RAISE_DELAY_MS,
  realityCheckDue,
  requestLimit,
} from "./rules/responsible.ts";
export { birthdayFault } from "./rules/birthday.ts";
export { captchaAnswerWellFormed } from "./rules/captcha.ts";
export { contentTaken, wordCount } from "./rules/feedback.ts";
export { encryptServicePath } from "./service-path.ts";
export { statementCache } from "./statements.ts";
export { dividendCents, periodOf, periodsOf, periodState } from "./store/agent-dividend.ts";
export { createDepositOrder, decideDepositOrder, type DepositRequest } from "./store/deposits.ts";
export { issueTicket, spin, ticketOf } from "./store/launch.ts";
export { postLedger, postOpeningBalance } from "./store/ledger.ts";
export { rainState } from "./store/red-rain.ts";
export {
  depositRefusal,
  launchRefusal,
  realityCheck,
  setLimit,
  setRealityCheckMinutes,
  takeExclusion,
} from "./store/responsible.ts";
export { claimReward, grantReward } from "./store/rewards.ts";
export type { MemberRow } from "./store/sessions.ts";
export { parseTraceparent } from "./traced-calls.ts";
export { desDecrypt, readRequestKey, WireError } from "./wire.ts";

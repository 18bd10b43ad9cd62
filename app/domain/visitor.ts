// Visitor states and the gates built on member types (games §1, §5, §6; accounts §4, §6).
// Member types: 0, 1, 2 real accounts; 4 trial; 0, 4, 40 have no agency access; 4, 40, 41, 42 skip
// the contract check. Note that 1 and 2 are BOTH real accounts and agents, so permission checks use
// isRealMember / isAgent.

export type SessionInfo = { userName: string; type: number; firstTimeLogin: boolean };

export const TRIAL_TYPE = 4;
const REAL_TYPES: readonly number[] = [0, 1, 2];
const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
const NO_CONTRACT_CHECK_TYPES: readonly number[] = [4, 40, 41, 42];

export const isRealMember = (type: number): boolean => REAL_TYPES.includes(type);
export const isAgent = (type: number): boolean => !NON_AGENT_TYPES.includes(type);
export const skipsContractCheck = (type: number): boolean => NO_CONTRACT_CHECK_TYPES.includes(type);

// Only trial players (type 4) get the cancel / register-now dialog (its message is free_reject under the
// in_popup_prompt title); the spec blocks no other session type from the member centre.
export function memberCentreGate(session: SessionInfo | null): "login" | "trialDialog" | "open" {
  if (!session) return "login";
  return session.type === TRIAL_TYPE ? "trialDialog" : "open";
}

export function canUseMessages(session: SessionInfo | null): "login" | "free_reject" | "ok" {
  if (!session) return "login";
  return session.type === TRIAL_TYPE ? "free_reject" : "ok";
}

// Announcements only need a session; trial players may read them.
/** @later issue 10: the message centre (knip.config.ts). */
export function canOpenAnnouncements(session: SessionInfo | null): "login" | "ok" {
  return session ? "ok" : "login";
}

// Live chat row exists only with CBS3; a guest is sent to login (a chat URL needs a session),
// trial players get free_reject.
export function canUseChat(
  session: SessionInfo | null,
  cbs3On: boolean,
): "hidden" | "login" | "free_reject" | "ok" {
  if (!cbs3On) return "hidden";
  return canUseMessages(session);
}

// Unread polling: chat only with CBS3; neither chat nor inbox for trial players or guests.
export function unreadPolling(
  session: SessionInfo | null,
  cbs3On: boolean,
): { chat: boolean; inbox: boolean } {
  const polls = session !== null && session.type !== TRIAL_TYPE;
  return { chat: polls && cbs3On, inbox: polls };
}

// Share: login first (the page's audience, "member"), then the REFERRAL promotion must be on
// (coming_soon toast, 1 s).
export function shareGate(referralEnabled: boolean): "coming_soon" | "ok" {
  return referralEnabled ? "ok" : "coming_soon";
}

// Affiliate: REFERRAL must be on, then only agents pass; everybody else (guests included) gets the agent modal.
export function affiliateGate(
  session: SessionInfo | null,
  referralEnabled: boolean,
): "coming_soon" | "agentModal" | "ok" {
  if (!referralEnabled) return "coming_soon";
  return session && isAgent(session.type) ? "ok" : "agentModal";
}

// Agent home (/m/agent): no session or a non-agent type is redirected to /m/home.
export function mayEnterAgentHome(session: SessionInfo | null): boolean {
  return session !== null && isAgent(session.type);
}

// Free play (the header's button and /m/trail), as decided in docs/decisions/0031: a guest gets a
// trial login; real members (0, 1, 2) already play for real and go home; everybody else (trial
// players, types 40, 41, 42, agents of other types) is refused with free_reject.
export function freePlayGate(session: SessionInfo | null): "trialLogin" | "home" | "free_reject" {
  if (!session) return "trialLogin";
  return isRealMember(session.type) ? "home" : "free_reject";
}

/**
 * What a refused free play says (issue 23): a trial player reads free_reject; any other account
 * that may not play for real here (a partner, type 40) is told free play is for visitors.
 */
export function freePlayRefusalKey(
  session: SessionInfo,
): "account.free_reject" | "account.trial.forVisitors" {
  return session.type === TRIAL_TYPE ? "account.free_reject" : "account.trial.forVisitors";
}

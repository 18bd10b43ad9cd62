// Who may see a page, as one line at the top of a loader or action (docs/decisions/0016). Each guard
// answers (a promise of) the session it checked or throws a redirect, so the rest of the function runs only for
// the visitor it is meant for. The member-type rules are the domain's (app/domain/visitor.ts), the
// addresses the paths rule's (loginHref, safeRedirect).
import { redirect, type RouterContextProvider } from "react-router";
import { HOME_PATH, loginHref, REAL_MONEY_REFUSAL_HREF } from "~/domain/paths";
import { safeRedirect } from "~/domain/redirect";
import { isRealMember, mayEnterAgentHome, TRIAL_TYPE } from "~/domain/visitor";
import { requestContext } from "./context";
import { setFlash, type Flash } from "./flash";
import { publicSession, type SessionRecord } from "./session";

type Context = Readonly<RouterContextProvider>;

/** Where the visitor is now (path and query), the way back after logging in. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * The redirect to login that comes back to `back` (by default this page) afterwards; with a flash,
 * the login page shows why (e.g. the favourites list's "please log in").
 */
export async function loginRedirect(
  request: Request,
  options: { back?: string; flash?: Flash } = {},
): Promise<Response> {
  const to = loginHref(options.back ?? currentPath(request));
  if (!options.flash) return redirect(to);
  return redirect(to, { headers: { "Set-Cookie": await setFlash(request, options.flash) } });
}

/** Pages for anyone logged in (any member type): guests go to login and come back. */
export async function requireSession(
  request: Request,
  context: Context,
  options: { flash?: Flash } = {},
): Promise<SessionRecord> {
  const { session } = context.get(requestContext);
  if (!session) throw await loginRedirect(request, options);
  return session;
}

/**
 * Pages for real accounts (types 0, 1, 2): guests go to login; trial players and other accounts,
 * who cannot use them (accounts §6 "non-member cannot log in on the member side"), go home with the
 * header's "log in with a real account" message.
 */
export async function requireMember(request: Request, context: Context): Promise<SessionRecord> {
  const session = await requireSession(request, context);
  if (!isRealMember(session.type)) {
    // Said in words, not a silent bounce.
    const flash = await setFlash(request, { kind: "info", messageKey: "account.free_reject" });
    throw redirect(HOME_PATH, { headers: { "Set-Cookie": flash } });
  }
  return session;
}

/**
 * Pages and posts that move real money (deposit, withdraw): real members only. A trial player is led
 * to registration, which says in plain words that trial accounts cannot deposit or withdraw (issue
 * 21); any other account that may not (a partner) goes home with the same words.
 */
export async function requireRealMoney(request: Request, context: Context): Promise<SessionRecord> {
  const session = await requireSession(request, context);
  if (isRealMember(session.type)) return session;
  if (session.type === TRIAL_TYPE) throw redirect(REAL_MONEY_REFUSAL_HREF, 303);
  const flash = await setFlash(request, { kind: "info", messageKey: "account.real_money_only" });
  throw redirect(HOME_PATH, { status: 303, headers: { "Set-Cookie": flash } });
}

/**
 * Agent pages (types other than 0, 4, 40): everybody else goes home (accounts §3 "Agent home").
 */
// Takes the request like the other guards, so every guard reads the same at the top of a loader.
export async function requireAgent(_request: Request, context: Context): Promise<SessionRecord> {
  const { session } = context.get(requestContext);
  if (!session || !mayEnterAgentHome(publicSession(session))) throw redirect(HOME_PATH);
  return session;
}

/**
 * Pages for visitors without an account session (login, registration, password reset): a logged-in
 * visitor goes where the address's `redirectTo` leads (checked by safeRedirect), else home. With
 * `trialMayStay`, a trial player stays (registration turns a trial into a real account).
 */
export async function requireAnonymous(
  request: Request,
  context: Context,
  options: { trialMayStay?: boolean } = {},
): Promise<SessionRecord | null> {
  const { session } = context.get(requestContext);
  if (!session || (options.trialMayStay && session.type === TRIAL_TYPE)) return session;
  throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
}

// Who may see a page, as one line at the top of every loader and action (docs/decisions/0016, issue
// 22): `admit(handle, args)` reads the audience the page's handle declares (app/domain/page.ts) and
// answers the session it checked or throws the redirect its visitor gets, so the rest of the function
// runs only for the visitor it is meant for. The one place audiences are enforced; resource routes
// name their audience the same way. The member-type rules are the domain's (app/domain/visitor.ts),
// the addresses the paths rule's (loginHref, safeRedirect).
import { redirect, type RouterContextProvider } from "react-router";
import type { Audience, PageHandle } from "~/domain/page";
import type { LoginReason } from "~/domain/login-reason";
import { HOME_PATH, loginHref } from "~/domain/paths";
import { trialRefusalHref } from "~/domain/trial-refusal";
import { safeRedirect } from "~/domain/redirect";
import { isRealMember, mayEnterAgentHome, TRIAL_TYPE } from "~/domain/visitor";
import { requestContext } from "./context";
import { type Flash, redirectWithFlash, SESSION_ENDED, SESSION_ENDED_POST } from "./flash";
import { publicSession, type SessionRecord } from "./session";

type Context = Readonly<RouterContextProvider>;

/**
 * What a loader, action or middleware knows of where the visitor is: the request (cookies, headers)
 * and React Router's normalised `url`. Never `request.url`: since React Router 8 that is the raw
 * address, which ends in `.data` or carries `?index`/`?_routes` on a client navigation's data request.
 */
export type Asked = { request: Request; url: URL };

/** Where the visitor is now (path and query), the way back after logging in. */
export function currentPath(url: URL): string {
  return url.pathname + url.search;
}

/**
 * The redirect to login that comes back to `back` (by default this page) afterwards; with a flash,
 * the login page shows why (e.g. the favourites list's "please log in").
 */
export async function loginRedirect(
  { request, url }: Asked,
  options: { back?: string; flash?: Flash; reason?: LoginReason } = {},
): Promise<Response> {
  const to = loginHref(options.back ?? currentPath(url), options.reason);
  // A post is answered 303 (its GET is the login page), a page 302.
  const status = isPost(request) ? 303 : 302;
  if (!options.flash) return redirect(to, status);
  return redirectWithFlash(request, to, options.flash, { status });
}

const isPost = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/**
 * A post without a session to a page that needs one: the page was open while logged in, so the session ended since
 * (logged out in another tab, expired). Login says so and leads back to the form's page (issue 49).
 */
async function sessionEndedPost(asked: Asked): Promise<Response> {
  return loginRedirect(asked, { flash: SESSION_ENDED_POST });
}

type Access = Pick<PageHandle, "audience" | "postAudience" | "trial" | "loginReason">;
type Args = Asked & { context: Context };

/** What a guard answers: the session, which only an "anyone" or "guest" page can be without. */
export type Admitted<A extends Audience> = [A] extends ["member" | "real" | "agent"]
  ? SessionRecord
  : SessionRecord | null;

/** The audience of a handle's form posts: its `postAudience`, else the page's. */
type PostAudience<H extends Access> = H extends { postAudience: infer P extends Audience }
  ? P
  : H["audience"];

/**
 * The first line of a page's loader: lets the request through if its visitor is of the audience
 * the page's handle declares, and answers the visitor's session; else throws where that visitor goes.
 */
export async function admit<H extends Access>(handle: H, args: Args): Promise<Admitted<H["audience"]>> {
  return (await enforce(handle, handle.audience, args)) as Admitted<H["audience"]>;
}

/** The first line of a page's action: as `admit`, for the handle's `postAudience` (else its audience). */
export async function admitPost<H extends Access>(handle: H, args: Args): Promise<Admitted<PostAudience<H>>> {
  return (await enforce(handle, handle.postAudience ?? handle.audience, args)) as Admitted<PostAudience<H>>;
}

async function enforce(
  handle: Access,
  audience: Audience,
  { request, url, context }: Args,
): Promise<SessionRecord | null> {
  const { session, sessionEnded } = context.get(requestContext);
  switch (audience) {
    case "anyone":
      return session;
    case "guest":
      if (!session || (session.type === TRIAL_TYPE && handle.trial === "admit")) return session;
      // Logged in already: on to where the login would have led (checked by safeRedirect), else home.
      throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
    case "agent":
      if (!session && isPost(request) && handle.audience === audience)
        throw await sessionEndedPost({ request, url });
      // Accounts §3 "Agent home": a visitor with no session or a non-agent type goes home.
      if (!session && sessionEnded) throw await redirectWithFlash(request, HOME_PATH, SESSION_ENDED);
      if (!session || !mayEnterAgentHome(publicSession(session))) throw redirect(HOME_PATH);
      return session;
    case "member":
    case "real": {
      // Only a page that itself needs a session was open while logged in; a guest's post to a page
      // anyone reads (a promotion's Join) goes to login without a word of a session that ended.
      if (!session && isPost(request) && handle.audience === audience)
        throw await sessionEndedPost({ request, url });
      if (!session) {
        const flash: Flash | undefined = sessionEnded
          ? SESSION_ENDED
          : handle.loginReason
            ? { kind: "info", messageKey: handle.loginReason }
            : undefined;
        throw await loginRedirect({ request, url }, { flash });
      }
      const trial = handle.trial ?? (audience === "member" ? "admit" : "realAccount");
      if (session.type === TRIAL_TYPE) {
        if (trial === "admit") return session;
        // Said on registration, from its own address: the same with JavaScript on or off.
        throw redirect(trialRefusalHref(trial), 303);
      }
      if (audience === "member" || isRealMember(session.type)) return session;
      // Accounts that are neither trial nor real (a partner) may not either, told in words.
      const messageKey = trial === "realMoney" ? "account.real_money_only" : "account.free_reject";
      throw await redirectWithFlash(request, HOME_PATH, { kind: "info", messageKey }, { status: 303 });
    }
  }
}

import { redirect, redirectDocument, type MiddlewareFunction } from "react-router";
import { isBackendError } from "./backend";
import { createBackendBudget } from "./backend/budget";
import { createCachedBackendClient } from "./backend/cached";
import { memberInfo } from "./header-account";
import { cachePolicy, sameForGuests } from "./cache-control";
import { publicPageContext } from "./public-page";
import {
  clientAddressContext,
  requestContext,
  routeContext,
  servicesContext,
  type RequestState,
} from "./context";
import { type Asked, currentPath } from "./guards";
import { SESSION_ENDED, setFlash } from "./flash";
import { getLocale, platformLanguage } from "./i18n";
import { visitorZone } from "./cookies";
import { clientPlatform } from "~/domain/download";
import type { AppServices } from "./context";
import type { SessionRecord } from "./session";

/** Whether the backend refused the session's token: before the page ran, or during it. */
type Ending = { before: boolean; during: boolean };
/** Whether the backend refused a call of this request for maintenance (`system.maintenance`). */
type Maintenance = { refused: boolean };

/**
 * Builds what one request needs: its session, a backend client with merchant, language and token
 * (public answers from the shared cache) and the session's cached header data. A session whose
 * token the backend no longer knows (logged out elsewhere, expired, revoked) is no session: the
 * request goes on as a guest's, so guards send member pages to login (docs/decisions/0022).
 */
async function buildRequestState(
  services: AppServices,
  request: Request,
  session: SessionRecord | null,
  locale: string,
  clientAddress: string,
  ending: Ending,
  maintenance: Maintenance,
): Promise<RequestState> {
  const { config } = services;
  // The session check and the page's calls share one bound (issue 62).
  const budget = createBackendBudget(config.backendTimeoutMs);
  const language = platformLanguage(locale);
  const timeZone = visitorZone(request);
  const stateFor = (session: SessionRecord | null, sessionEnded = false): RequestState => {
    const backend = createCachedBackendClient(
      {
        baseUrl: config.backendUrl,
        merchant: config.merchantCode,
        language,
        token: session?.token ?? null,
        timeoutMs: config.backendTimeoutMs,
        budget,
        clientAddress,
        timeZone,
        platform: clientPlatform(request.headers.get("user-agent") ?? ""),
        requestId: request.headers.get("X-Request-Id") ?? undefined,
        observer: {
          called: services.metrics.backendCall,
          span: services.metrics.backendSpan,
          tokenRejected: () => (ending.during = true),
          maintenance: () => (maintenance.refused = true),
        },
        breaker: services.breaker,
      },
      services.publicCache,
      config.publicCacheTtlMs,
    );
    const memberData = services.memberCache.forSession(session?.token ?? null, session?.seenAt);
    return { backend, session, sessionEnded, memberData, language, clientAddress, timeZone };
  };
  const state = stateFor(session);
  if (!session) return state;
  // A member's own action (any form post) may change what the header shows: read it afresh.
  if (request.method !== "GET" && request.method !== "HEAD") state.memberData.clear();
  // Is the token alive? The header's member info answers it, cached a few seconds per session (and
  // shared by concurrent requests of the session); a backend that is down ends no session.
  const alive = await memberInfo(state).then(
    () => true,
    (error: unknown) => !(isBackendError(error) && error.tokenRejected),
  );
  ending.during = false;
  if (alive) return state;
  ending.before = true;
  state.memberData.clear();
  return stateFor(null, true);
}

export const requestMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { request, url, context } = args;
  const route = context.get(routeContext);
  if (route) route.pattern = args.pattern;
  const services = context.get(servicesContext);
  const ending: Ending = { before: false, during: false };
  const maintenance: Maintenance = { refused: false };
  const session = await services.sessions.read(request);
  const state = await buildRequestState(
    services,
    request,
    session,
    getLocale(context),
    context.get(clientAddressContext),
    ending,
    maintenance,
  );
  context.set(requestContext, state);
  const page = { isPublic: false };
  context.set(publicPageContext, page);
  let response = await next();
  if (maintenance.refused) response = await maintenanceBegun(services, { request, url }, response);
  if (ending.before || ending.during) {
    response = await endedSession(services, { request, url }, state, response, ending.during);
  } else if (state.session && services.sessions.setsCookie(request, response)) {
    // Logged out (or in afresh): what was cached of the old session goes with it.
    state.memberData.clear();
  } else if (state.session && request.method !== "GET" && request.method !== "HEAD") {
    // The member's own post may have changed what was cached: gone here, and the new generation
    // makes every other worker and host read afresh too.
    state.memberData.clear();
    response.headers.append("Set-Cookie", await services.sessions.posted(request, state.session));
  } else if (state.session) {
    // Sliding idle expiry of the session cookie.
    const touched = await services.sessions.touch(request, state.session);
    if (touched && !response.headers.has("Set-Cookie")) response.headers.append("Set-Cookie", touched);
  }
  const answer = {
    publicPage: page.isPublic,
    method: request.method,
    status: response.status,
    session: session !== null,
    cookies: request.headers.has("Cookie"),
    setsCookie: response.headers.has("Set-Cookie"),
    routeChoice: response.headers.get("Cache-Control"),
  };
  if (route) route.sameForGuests = sameForGuests(answer);
  const policy = cachePolicy(answer);
  if (policy) {
    response.headers.set("Cache-Control", policy.cacheControl);
    for (const header of policy.vary) response.headers.append("Vary", header);
  }
  return response;
};

/**
 * The backend refused a write for maintenance before this host's cached status knew of it (issue 49):
 * nothing was done. The status is loaded again now (other hosts hear of the change through the
 * public cache's change notice), and a form post is answered with a redirect to its page, which then
 * shows the maintenance screen, rather than with a form error. A read keeps its answer: the next
 * page shows the screen.
 */
async function maintenanceBegun(services: AppServices, { request, url }: Asked, response: Response) {
  const status = await services.status.reload().catch(() => services.status.peek());
  const read = request.method === "GET" || request.method === "HEAD";
  if (read || !status?.maintenance) return response;
  return redirect(currentPath(url));
}

/**
 * The answer to a request whose session ended: the session cookie cleared (unless the answer sets a
 * new one: a login) and the member's cached data dropped. A page or its data made while the session
 * still seemed alive is not sent: the browser loads the address again, as a guest, and a member
 * page then sends it to login. So does a client navigation, whose header would else stay logged in.
 */
async function endedSession(
  services: AppServices,
  { request, url }: Asked,
  state: RequestState,
  response: Response,
  during: boolean,
): Promise<Response> {
  state.memberData.clear();
  const clearCookie = await services.sessions.destroy(request);
  const isRedirect = response.status >= 300 && response.status < 400;
  const read = request.method === "GET" || request.method === "HEAD";
  // A client navigation's data (after a form post the root data is read again anyway).
  const navigationData = read && (response.headers.get("Content-Type")?.startsWith("text/x-script") ?? false);
  if (!isRedirect && (during || navigationData)) {
    // The next request carries no session to tell that one ended: the redirect says it.
    const headers = new Headers({ "Set-Cookie": clearCookie });
    headers.append("Set-Cookie", await setFlash(request, SESSION_ENDED));
    return (read ? redirectDocument : redirect)(currentPath(url), { headers });
  }
  if (!services.sessions.setsCookie(request, response)) response.headers.append("Set-Cookie", clearCookie);
  return response;
}

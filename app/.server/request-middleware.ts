import type { MiddlewareFunction } from "react-router";
import { createCachedBackendClient } from "./backend/cached";
import { clientAddressContext, requestContext, servicesContext, type RequestState } from "./context";
import { getLocale, platformLanguage } from "./i18n";
import type { AppServices } from "./context";

/**
 * Builds what one request needs: its session, a backend client with merchant, language and token
 * (public answers from the shared cache) and the session's cached header data.
 */
export async function buildRequestState(
  services: AppServices,
  request: Request,
  locale: string,
  clientAddress: string,
): Promise<RequestState> {
  const session = await services.sessions.read(request);
  const language = platformLanguage(locale);
  const { config } = services;
  const backend = createCachedBackendClient(
    {
      baseUrl: config.backendUrl,
      merchant: config.merchantCode,
      language,
      token: session?.token ?? null,
      timeoutMs: config.backendTimeoutMs,
      clientAddress,
    },
    services.publicCache,
    config.publicCacheTtlMs,
  );
  const memberData = services.memberCache.forSession(session?.token ?? null);
  // A member's own action (any form post) may change what the header shows: read it afresh.
  if (request.method !== "GET" && request.method !== "HEAD") memberData.clear();
  return { backend, session, memberData, language, clientAddress };
}

export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  const state = await buildRequestState(
    services,
    request,
    getLocale(context),
    context.get(clientAddressContext),
  );
  context.set(requestContext, state);
  const response = await next();
  // Sliding idle expiry of the session cookie.
  if (state.session) {
    const touched = await services.sessions.touch(request, state.session);
    if (touched && !response.headers.has("Set-Cookie")) response.headers.append("Set-Cookie", touched);
  }
  return response;
};

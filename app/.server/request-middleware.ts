import type { MiddlewareFunction } from "react-router";
import { createCachedBackendClient } from "./backend/cached";
import { requestContext, servicesContext, type RequestState } from "./context";
import { getLocale, platformLanguage } from "./i18n";
import type { AppServices } from "./context";
import type { BackendClient } from "./backend";

/** A guest's backend client depends on the language only: one per language, not one per request. */
const guestClients = new WeakMap<AppServices, Map<string, BackendClient>>();

function backendClient(services: AppServices, language: string, token: string | null): BackendClient {
  const { config } = services;
  const make = () =>
    createCachedBackendClient(
      {
        baseUrl: config.backendUrl,
        merchant: config.merchantCode,
        language,
        token,
        timeoutMs: config.backendTimeoutMs,
      },
      services.publicCache,
      config.publicCacheTtlMs,
    );
  if (token) return make();
  let byLanguage = guestClients.get(services);
  if (!byLanguage) guestClients.set(services, (byLanguage = new Map()));
  let client = byLanguage.get(language);
  if (!client) byLanguage.set(language, (client = make()));
  return client;
}

/**
 * Builds what one request needs: its session, a backend client with merchant, language and token
 * (public answers from the shared cache) and the session's cached header data.
 */
export async function buildRequestState(
  services: AppServices,
  request: Request,
  locale: string,
): Promise<RequestState> {
  const session = await services.sessions.read(request);
  const language = platformLanguage(locale);
  const backend = backendClient(services, language, session?.token ?? null);
  const memberData = services.memberCache.forSession(session?.token ?? null);
  // A member's own action (any form post) may change what the header shows: read it afresh.
  if (request.method !== "GET" && request.method !== "HEAD") memberData.clear();
  return { backend, session, memberData, language };
}

export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  const state = await buildRequestState(services, request, getLocale(context));
  context.set(requestContext, state);
  const response = await next();
  // Sliding idle expiry of the session cookie.
  if (state.session) {
    const touched = await services.sessions.touch(request, state.session);
    if (touched && !response.headers.has("Set-Cookie")) response.headers.append("Set-Cookie", touched);
  }
  return response;
};

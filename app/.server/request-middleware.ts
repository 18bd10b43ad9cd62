import type { MiddlewareFunction } from "react-router";
import { createBackendClient } from "./backend";
import { requestContext, servicesContext, type RequestState } from "./context";
import { getLocale, platformLanguage } from "./i18n";
import type { AppServices } from "./context";

/** Builds what one request needs: its session and a backend client with merchant, language and token. */
export async function buildRequestState(
  services: AppServices,
  request: Request,
  locale: string,
): Promise<RequestState> {
  const session = await services.sessions.read(request);
  const language = platformLanguage(locale);
  const backend = createBackendClient({
    baseUrl: services.config.backendUrl,
    merchant: services.config.merchantCode,
    language,
    token: session?.token ?? null,
    timeoutMs: services.config.backendTimeoutMs,
  });
  return { backend, session, language };
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

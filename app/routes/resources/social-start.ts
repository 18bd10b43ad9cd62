import { redirect } from "react-router";
import { servicesContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { siteStatus } from "~/.server/site-status";
import { isSocialProvider } from "~/domain/login";
import { safeRedirect } from "~/domain/redirect";
import type { Route } from "./+types/social-start";
import { backToLogin, callbackPath, newState, socialButtons } from "../account/social-login.server";

/**
 * GET /m/login/social/:provider (a social login button): remembers a fresh state in a signed cookie
 * and sends the browser to the provider's consent page, reached through our /oauth proxy.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await admit({ audience: "guest" }, { request, url, context });
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const provider = params.provider;
  const status = await siteStatus(context);
  if (!isSocialProvider(provider) || !socialButtons(status).includes(provider)) {
    return backToLogin("social_unavailable", redirectTo);
  }
  const { state, setCookie } = await newState(request, services.config.sessionSecrets, provider, redirectTo);
  // Absolute, on the origin the player uses: the request's, which is PUBLIC_URL's (server/public-host.ts
  // refuses hosts we do not serve and gives PUBLIC_URL's requests its scheme and host).
  const redirectUri = new URL(callbackPath(provider), url).href;
  const query = new URLSearchParams({ redirect_uri: redirectUri, state });
  return redirect(`/oauth/${provider}/authorize?${query}`, {
    headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" },
  });
}

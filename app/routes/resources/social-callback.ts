import { requestContext, servicesContext } from "~/.server/context";
import { isSocialProvider } from "~/domain/login";
import { safeRedirect } from "~/domain/redirect";
import type { Route } from "./+types/social-callback";
import { startSession } from "~/.server/account-session";
import { backToLogin, sameState, socialRefusal, takeState } from "../account/social-login.server";
import { HOME_PATH } from "~/domain/paths";

/**
 * GET /m/login/social/:provider/callback?idToken=&state= (the provider's redirect): the state must be
 * the one our cookie remembers (CSRF), then the id token logs in at the platform (type firebase).
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { backend } = context.get(requestContext);
  const { saved, clear } = await takeState(request, services.config.sessionSecrets);
  const provider = params.provider;
  // Checked again on the way back: the cookie is ours (signed), but every redirect passes the one check.
  const redirectTo = safeRedirect(saved?.redirectTo);
  if (
    !saved ||
    !isSocialProvider(provider) ||
    saved.provider !== provider ||
    !sameState(saved.state, url.searchParams.get("state"))
  ) {
    return backToLogin("social_state", HOME_PATH, clear);
  }
  if (url.searchParams.has("error")) return backToLogin("social_cancelled", redirectTo, clear);
  const idToken = url.searchParams.get("idToken");
  if (!idToken) return backToLogin("social_failed", redirectTo, clear);
  let answer;
  try {
    answer = await backend.login({ type: "firebase", firebaseChannel: provider, firebaseIdToken: idToken });
  } catch (error) {
    return backToLogin(socialRefusal(error), redirectTo, clear);
  }
  const response = await startSession(request, context, answer, {
    remember: false,
    to: redirectTo,
    flash: { kind: "success", messageKey: "account.in_login_success" },
  });
  response.headers.append("Set-Cookie", clear);
  return response;
}

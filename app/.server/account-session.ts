import { captchaRefusalKey } from "~/domain/captcha-refusal";
import type { RouterContextProvider } from "react-router";
import { isBackendError, type BackendError } from "~/.server/backend";
import { fieldRefusal, type LoginAnswer } from "~/.server/backend/schemas/account";
import { requestContext, servicesContext } from "~/.server/context";
import { redirectWithFlash, type Flash } from "~/.server/flash";
import type { FormRefusal } from "~/.server/form";
import { HOME_PATH } from "~/domain/paths";

/** Redirect that starts a new session cookie (a new one at every login) and carries a toast. */
export async function startSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  answer: LoginAnswer,
  options: { remember: boolean; to: string; flash: Flash },
): Promise<Response> {
  const services = context.get(servicesContext);
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await services.sessions.create(request, {
      token: answer.token,
      userName: answer.userName,
      // Trial logins take the type from customerType (accounts §3).
      type: answer.customerType ?? answer.type,
      firstTimeLogin: answer.firstTimeLogin,
      merchant: services.config.merchantCode,
      remember: options.remember,
    }),
  );
  return redirectWithFlash(request, options.to, options.flash, { headers });
}

/** Revokes the token at the backend (best effort: the cookie goes whatever it answers) and clears the session. */
export async function endSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  flash: Flash,
): Promise<Response> {
  const services = context.get(servicesContext);
  const { backend, session } = context.get(requestContext);
  if (session) {
    await backend
      .logout()
      .catch((error: unknown) =>
        services.logger.warn(
          { errorCode: isBackendError(error) ? error.errorCode : "unknown" },
          "logout at the backend failed",
        ),
      );
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await services.sessions.destroy(request));
  return redirectWithFlash(request, HOME_PATH, flash, { headers });
}

/** The field a backend refusal names (`value.field`, `value.messageKey`), if any. */
export function refusedField(error: BackendError): { field: string; messageKey: string } | null {
  const parsed = fieldRefusal.safeParse(error.value);
  if (!parsed.success) return null;
  // A wrong picture code says it was wrong, whatever key the backend sent with it.
  const captcha = parsed.data.field === "captcha" ? captchaRefusalKey(error.errorCode) : null;
  return captcha ? { ...parsed.data, messageKey: captcha } : parsed.data;
}

/** Message keys (account.errors.*) of refusals that are not about one field. */
export function refusalMessage(error: unknown): string {
  if (!isBackendError(error)) throw error;
  if (error.isUnavailable) return "network";
  const captcha = captchaRefusalKey(error.errorCode);
  if (captcha) return captcha;
  switch (error.errorCode) {
    case "login.password.invalid":
      return "login_failed";
    case "login.code.invalid":
      return "login_code_failed";
    case "login.too.many.attempts":
      return "login_too_many";
    case "login.not.member":
      return "login_not_member";
    case "login.not.agent":
      return "login_not_agent";
    // accounts §8 locale messages.
    case "login.user.disabled":
      return "user_disabled";
    case "register.referrer.invalid":
      return "referrer_link_error";
    case "request.url.empty":
      return "url_empty";
    case "permission.denied":
      return "no_permission";
    case "sms.too.many.requests":
    case "email.too.many.requests":
    case "register.too.many.attempts":
      return "too_many_requests";
    default:
      return refusedField(error)?.messageKey ?? "unknown_error";
  }
}

/** A refusal as form errors: on the field the backend names, else about the whole form (429 kept). */
export function refusalErrors(error: unknown): FormRefusal {
  const field = isBackendError(error) ? refusedField(error) : null;
  if (field) return { fieldErrors: { [field.field]: [field.messageKey] } };
  return { formErrors: [refusalMessage(error)], ...refusalStatus(error) };
}

/** A backend's 429 (too many tries) stays a 429 in the page's answer. */
export function refusalStatus(error: unknown): { status?: 429 } {
  return isBackendError(error) && error.status === 429 ? { status: 429 } : {};
}

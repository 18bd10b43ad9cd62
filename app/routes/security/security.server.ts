// The server work shared by the withdraw page and the security centre: the member's security state
// (which the forms' schemas are built from) and the answer after an accepted form.
import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/.server/context";
import { formDone } from "~/.server/form-answer";
import { critical } from "~/.server/loader-data";
import { fieldSettings } from "~/.server/field-settings";

type Context = Readonly<RouterContextProvider>;

/**
 * The config (secrets set, question, banks, limits), the member's cards and the funds password's
 * rule (the registration settings' paymentPassword): the page cannot show without them. The first
 * two are the session's cached answers (read afresh after any of the member's posts).
 */
export async function loadSecurityState(context: Context) {
  const { backend, memberData } = context.get(requestContext);
  const [config, cards, settings] = await Promise.all([
    critical(context, memberData.get("securityConfig", backend.securityConfig)),
    critical(context, memberData.get("bankCards", backend.bankCards)),
    fieldSettings(context),
  ]);
  return { config, cards, paymentPassword: settings.paymentPassword };
}

/**
 * An accepted form goes back to `to` with a toast (post, redirect, get): it shows without JavaScript,
 * and a reload never posts again.
 */
export function doneRedirect(request: Request, to: string, messageKey: string): Promise<Response> {
  return formDone(request, to, { messageKey });
}

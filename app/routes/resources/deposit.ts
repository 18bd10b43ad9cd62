import { redirect } from "react-router";
import { requestContext } from "~/.server/context";
import { setFlash } from "~/.server/flash";
import { publicSession } from "~/.server/session";
import { safeRedirect } from "~/domain/redirect";
import { mayDeposit } from "~/domain/visitor";
import type { Route } from "./+types/deposit";

/**
 * POST /resources/deposit: the header's deposit button for sessions that may not deposit. It goes
 * back to the same page with the refusal as a flash toast (with and without JavaScript).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const gate = mayDeposit(publicSession(context.get(requestContext).session));
  if (gate.allowed) return redirect("/m/voucherCenter");
  const form = await request.formData();
  const back = safeRedirect(String(form.get("redirectTo") ?? ""));
  const flash = await setFlash(request, { kind: "info", messageKey: `account.${gate.messageKey}` });
  return redirect(back, { headers: { "Set-Cookie": flash } });
}

import { redirect } from "react-router";
import type { Route } from "./+types/reality-check";
import { requestContext } from "~/.server/context";
import { admit, admitPost } from "~/.server/guards";
import { realityCheckFor } from "~/.server/reality-check";
import { safeRedirect } from "~/domain/redirect";
import { endSession } from "~/.server/account-session";

/** Who may ask (app/domain/page.ts audiences): real accounts, who play for money. */
const REALITY_CHECK = { audience: "real" } as const;

/** GET /resources/reality-check: the session's reality check now (the browser asks when its timer ends). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(REALITY_CHECK, { request, url, context });
  return Response.json(await realityCheckFor(context.get(requestContext), { fresh: true }), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

/**
 * POST: the reality check's two answers. "continue" records it as seen and goes back to the page;
 * "stop" logs the member out (play stops with the session), without JavaScript too.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(REALITY_CHECK, { request, url, context });
  const form = await request.formData();
  if (form.get("intent") === "stop")
    return endSession(request, context, { kind: "success", messageKey: "account.in_logout_success" });
  // If the backend cannot record it, the check simply shows again on the next page.
  await context
    .get(requestContext)
    .backend.acknowledgeRealityCheck()
    .catch(() => null);
  return redirect(safeRedirect(String(form.get("redirectTo") ?? "")));
}

import { redirect } from "react-router";
import { safeRedirect } from "~/domain/redirect";
import type { Route } from "./+types/contract-later";
import { contractLaterCookie } from "~/.server/header-account";

/** POST /resources/contract-later: the contract dialog's "later", remembered for the browser session. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return redirect(safeRedirect(String(form.get("redirectTo") ?? "")), {
    headers: { "Set-Cookie": await contractLaterCookie.serialize("1") },
  });
}

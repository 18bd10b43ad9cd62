import { redirect } from "react-router";
import type { Route } from "./+types/download-bar";
import { downloadBarCookie } from "~/.server/cookies";
import { safeRedirect } from "~/domain/redirect";
import { HOME_PATH } from "~/domain/paths";

/** Closing the download bar: remembered in a cookie (the spec's hideDownloadBar). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return redirect(safeRedirect(String(form.get("redirectTo") ?? "")), {
    headers: { "Set-Cookie": await downloadBarCookie(request).serialize(true) },
  });
}

export function loader() {
  return redirect(HOME_PATH);
}

// The announcement popup: loaded by the browser after the page (GET) and closed for good (POST), with
// a plain form redirecting back when JavaScript is off.
import { data, redirect } from "react-router";
import type { Route } from "./+types/popup";
import { requestContext, servicesContext } from "~/.server/context";
import { optional } from "~/.server/loader-data";
import { announcementPopup, closePopupCookie } from "~/.server/popup";
import { safeRedirect } from "~/domain/redirect";

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(
    {
      popup: await optional(
        context,
        announcementPopup(
          request,
          context.get(requestContext),
          context.get(servicesContext).config.linkHosts,
        ),
        null,
        "announcement popup",
      ),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session } = context.get(requestContext);
  const form = await request.formData();
  const headers = { "Set-Cookie": await closePopupCookie(request, session !== null) };
  // Set by the dialog once hydrated: the fetcher wants data, a plain form post wants a redirect.
  if (form.get("js") === "1") return data({ closed: true }, { headers });
  return redirect(safeRedirect(String(form.get("redirectTo") ?? "")), { headers });
}

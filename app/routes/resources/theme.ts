import { redirect } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/theme";
import { themeCookie } from "~/.server/cookies";
import { redirectWithFlash } from "~/.server/flash";
import { safeRedirect } from "~/domain/redirect";
import { HOME_PATH } from "~/domain/paths";

const form = z.object({ theme: z.enum(["dark", "light"]), redirectTo: z.string().optional() });

/** Theme switch: a cookie read by the server, so the page is rendered in the right theme at once. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = form.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Unknown theme", { status: 400 });
  const headers = new Headers();
  headers.append("Set-Cookie", await themeCookie(request).serialize(parsed.data.theme));
  return redirectWithFlash(
    request,
    safeRedirect(parsed.data.redirectTo),
    { kind: "success", messageKey: "toast.theme_changed" },
    { headers },
  );
}

export function loader() {
  return redirect(HOME_PATH);
}

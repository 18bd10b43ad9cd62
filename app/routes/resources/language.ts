import { redirect } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/language";
import { languageCookieFor } from "~/.server/cookies";
import { LOCALES } from "~/locales";
import { redirectWithFlash } from "~/.server/flash";
import { safeRedirect } from "~/domain/redirect";
import { toI18nLng } from "~/domain/language";
import { HOME_PATH } from "~/domain/paths";

const form = z.object({
  language: z
    .string()
    // The selector posts platform codes (KO, CN); the cookie keeps i18next's (ko, zh).
    .transform(toI18nLng)
    .pipe(z.enum(LOCALES as [string, ...string[]])),
  redirectTo: z.string().optional(),
});

/** Language switch: keeps the choice in a cookie and goes back where the user was. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = form.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Unknown language", { status: 400 });
  const headers = new Headers();
  headers.append("Set-Cookie", await languageCookieFor(request).serialize(parsed.data.language));
  return redirectWithFlash(
    request,
    safeRedirect(parsed.data.redirectTo),
    { kind: "success", messageKey: "toast.language_changed" },
    { headers },
  );
}

export function loader() {
  return redirect(HOME_PATH);
}

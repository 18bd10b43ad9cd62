// The favourite heart's resource route (PATTERNS 8): a form that works without JavaScript (it
// redirects back) and answers data to the optimistic fetcher with it.
import { data, redirect } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/favourite";
import { isBackendError } from "~/.server/backend";
import { requestContext, servicesContext } from "~/.server/context";
import { loginRedirect } from "~/.server/guards";
import { loaderFailure } from "~/.server/loader-failure";
import { safeRedirect } from "~/domain/redirect";

const favouriteForm = z.object({
  intent: z.enum(["add", "remove"]),
  nodeId: z.string().regex(/^\d{1,12}$/),
  vendor: z.string().regex(/^[A-Za-z0-9_]{1,40}$/),
  gameType: z.string().regex(/^[A-Z]{1,20}$/),
  redirectTo: z.string().max(500).optional(),
  // Set by the heart once hydrated: the fetcher wants data, a plain form post wants a redirect.
  js: z.literal("1").optional(),
});

export async function action({ request, url, context }: Route.ActionArgs) {
  const { backend, session } = context.get(requestContext);
  const parsed = favouriteForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ errorCode: "param.invalid" }, { status: 400 });
  const { intent, nodeId, vendor, gameType, js } = parsed.data;
  const back = safeRedirect(parsed.data.redirectTo);
  if (!session) return loginRedirect({ request, url }, { back, reason: "favourites" });
  try {
    const key = { nodeId, vendor, gameType };
    await (intent === "add" ? backend.addFavourite(key) : backend.removeFavourite(key));
  } catch (error) {
    if (isBackendError(error) && error.status === 401)
      return loginRedirect({ request, url }, { back, reason: "favourites" });
    throw loaderFailure(error, context.get(servicesContext).logger);
  }
  return js ? { favourite: intent === "add" } : redirect(back);
}

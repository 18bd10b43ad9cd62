import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "~/domain/zod";
import { isBackendError } from "./backend";
import { requestContext } from "./context";
import { critical } from "./loader-data";
import { safeRedirect } from "~/domain/redirect";

const readForm = z.object({
  intent: z.literal("read"),
  id: z.coerce.number().int().positive(),
  redirectTo: z.string().max(500).optional(),
  // Set by the item once hydrated: the fetcher wants data, a plain form post wants a redirect.
  js: z.literal("1").optional(),
});

/**
 * The "read" intent of the notice and inbox pages: marks one item read through `mark`, then forgets
 * the session's cached counts so every badge drops at once. Marking again is fine; an id the backend
 * does not know answers 404 with `not_found`.
 */
export async function markReadAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  mark: (id: number) => Promise<void>,
) {
  const form = readForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data({ read: null, error: "param.invalid" }, { status: 400 });
  const { id, js, redirectTo } = form.data;
  const outcome = await critical(
    context,
    mark(id).then(
      () => "read" as const,
      (error: unknown) => {
        if (isBackendError(error) && error.status === 404) return "not_found" as const;
        throw error;
      },
    ),
  );
  context.get(requestContext).memberData.clear();
  if (outcome === "not_found") return data({ read: null, error: "not_found" }, { status: 404 });
  return js ? { read: id, error: null } : redirect(safeRedirect(redirectTo));
}

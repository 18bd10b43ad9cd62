// The member's avatar image (my account, the member centre): members only, never cached shared.
import type { Route } from "./+types/avatar";
import { requestContext } from "~/.server/context";
import { requireSession } from "~/.server/guards";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSession(request, context);
  const avatar = await context.get(requestContext).backend.avatar();
  if (!avatar || !/^image\/(png|jpeg)$/.test(avatar.contentType))
    return new Response(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(avatar.data, {
    headers: {
      "Content-Type": avatar.contentType,
      "Cache-Control": "private, no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

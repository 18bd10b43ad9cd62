// The member's avatar image (my account, the member centre): members only, never cached shared.
import type { Route } from "./+types/avatar";
import { requestContext } from "~/.server/context";
import { admit } from "~/.server/guards";

/** Who may ask (app/domain/page.ts audiences): anyone logged in. */
const AVATAR = { audience: "member" } as const;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(AVATAR, { request, url, context });
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

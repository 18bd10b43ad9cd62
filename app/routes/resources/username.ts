// Whether a username is taken, asked by the registration form when the field is left (accounts §4
// "username availability"), so "taken" shows before submitting. Without JavaScript the submission says it.
import { data } from "react-router";
import type { Route } from "./+types/username";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { takeAddressTry } from "../account/address-limit.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const username = (url.searchParams.get("username") ?? "").trim().slice(0, 64);
  const headers = { "Cache-Control": "private, no-store" };
  if (!username) return data({ username, taken: false }, { headers });
  // Past the address's allowance nothing is said: the submission still checks (no enumeration).
  if (await takeAddressTry(context, "usernameCheck")) return data({ username, taken: false }, { headers });
  const { backend } = context.get(requestContext);
  const taken = await backend.checkUsername(username).then(
    () => false,
    // Only the platform's "exists" says taken; any other failure leaves it to the submission.
    (error: unknown) => isBackendError(error) && error.errorCode === "register.username.exists",
  );
  return data({ username, taken }, { headers });
}

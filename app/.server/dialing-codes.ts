import type { RouterContextProvider } from "react-router";
import { dialingCodesOf, type DialingCode } from "~/domain/dialing-codes";
import { requestContext } from "./context";
import { optional } from "./loader-data";

/** The dialing-code pickers' list: the platform's countries (cached, public), else our fallback. */
export async function loadDialingCodes(
  context: Readonly<RouterContextProvider>,
): Promise<readonly DialingCode[]> {
  const { backend } = context.get(requestContext);
  return dialingCodesOf(await optional(context, backend.countries(), null, "countries"));
}

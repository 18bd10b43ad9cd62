import type { RouterContextProvider } from "react-router";
import type { AddressLimitName } from "~/.server/address-limits";
import { requestContext, servicesContext } from "~/.server/context";
import type { FormRefusal } from "~/.server/form";
import { keyWithValues, retryMinutes } from "~/domain/retry-after";

/**
 * The answer to a client address that has used up its tries: 429, in the player's language, saying
 * when to try again (the limiter's time, in minutes).
 */
const tooManyTries = (name: AddressLimitName, msBeforeNext: number): FormRefusal => ({
  formErrors: [
    keyWithValues(name === "login" ? "login_too_many_wait" : "too_many_requests_wait", {
      minutes: retryMinutes(msBeforeNext),
    }),
  ],
  status: 429,
});

/**
 * Counts one try of this client address at `name` (docs/decisions/0020); the refusal to answer with
 * when its allowance for the window is used up, else null.
 */
export async function takeAddressTry(
  context: Readonly<RouterContextProvider>,
  name: AddressLimitName,
): Promise<FormRefusal | null> {
  const { addressLimits } = context.get(servicesContext);
  const { clientAddress } = context.get(requestContext);
  const answer = await addressLimits.attempt(name, clientAddress);
  return answer.allowed ? null : tooManyTries(name, answer.msBeforeNext);
}

/** Gives a try back: a login that did not fail on its credentials is not counted against the address. */
export async function giveAddressTryBack(context: Readonly<RouterContextProvider>, name: AddressLimitName) {
  const { addressLimits } = context.get(servicesContext);
  await addressLimits.giveBack(name, context.get(requestContext).clientAddress);
}

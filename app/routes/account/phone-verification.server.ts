import type { RouterContextProvider } from "react-router";
import { refusalErrors, refusalStatus } from "~/.server/account-session";
import { isBackendError } from "~/.server/backend";
import { requestContext, servicesContext } from "~/.server/context";
import type { FormRefusal } from "~/.server/form";
import { PHONE_PROVIDER_CHANNEL, providerCodeRefusalKey } from "~/domain/phone-verification";
import type { CodeSent } from "~/ui/account/sms-code-button";
import { sendCode } from "./send-code.server";

// The registration's code through the phone-verification provider (decision 0077): "Get code" asks the
// provider to text it, and the submit trades the typed code for the provider's one-time token.

/** A refusal with nothing to say: the answer shows no message (saysNothing). */
const NOTHING: FormRefusal = {};

/** Whether a code request's refusal is to be answered without a word (the provider's send failure). */
export const saysNothing = (refusal: FormRefusal) => !refusal.formErrors && !refusal.fieldErrors;

/**
 * "Get code" with the provider, past the same steps as the platform's (the human check, the address's
 * SMS try). The provider's failure to send is silent (accounts §8 "SMS send failure with the phone
 * provider: loading message hidden silently"): the button is idle again and nothing is said; operators
 * read why in the log. A refused picture is still said at the captcha field: it is the player's typing.
 */
export function sendByProvider(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
  countryDialingCode: string,
  mobileNum: string,
) {
  const { backend } = context.get(requestContext);
  return sendCode<CodeSent>(
    context,
    formData,
    async (check) => {
      await backend.sendPhoneAuthCode(countryDialingCode, mobileNum, check);
      return { sentAt: Date.now(), byProvider: true };
    },
    (error) => {
      if (!isBackendError(error)) throw error;
      context
        .get(servicesContext)
        .logger.warn({ errorCode: error.errorCode, status: error.status }, "the phone provider sent no code");
      return NOTHING;
    },
  );
}

/** The registration payload's proof of the number: firebaseChannel sms and the provider's token. */
export type ProviderProof = { firebaseChannel: typeof PHONE_PROVIDER_CHANNEL; firebaseIdToken: string };

/**
 * The typed code checked by the provider, which answers a one-time id token bound to channel sms and
 * the number. A wrong, expired or too often wrong code is said at the code field; any other refusal
 * as the form's others are.
 */
export async function providerProof(
  context: Readonly<RouterContextProvider>,
  countryDialingCode: string,
  mobileNum: string,
  code: string,
): Promise<{ proof: ProviderProof; refusal?: undefined } | { refusal: FormRefusal }> {
  try {
    const { idToken } = await context
      .get(requestContext)
      .backend.verifyPhoneAuthCode(countryDialingCode, mobileNum, code);
    return { proof: { firebaseChannel: PHONE_PROVIDER_CHANNEL, firebaseIdToken: idToken } };
  } catch (error) {
    const key = isBackendError(error) ? providerCodeRefusalKey(error.errorCode) : null;
    if (key) return { refusal: { fieldErrors: { verificationCode: [key] }, ...refusalStatus(error) } };
    return { refusal: refusalErrors(error) };
  }
}

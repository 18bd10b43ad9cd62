import { z } from "~/domain/zod";
import type { HumanCheck } from "../code-request";
import { call, type BackendCallOptions } from "./http";

const sent = z.object({ phoneNumber: z.string() });
const verified = z.object({ idToken: z.string().min(1), phoneNumber: z.string() });

/**
 * The phone-verification provider's SMS path (decision 0077), which the reference backend plays at
 * /oauth/sms: called from the server only, bounded by the backend timeout as every call is.
 */
export function phoneAuthCalls(options: BackendCallOptions) {
  return {
    /** POST /oauth/sms/send: the provider texts a code to the number (behind the same human check). */
    sendPhoneAuthCode: (countryDialingCode: string, mobileNum: string, check: HumanCheck) =>
      call(options, "/oauth/sms/send", sent, {
        method: "POST",
        body: { countryDialingCode, mobileNum, ...check },
      }),
    /** POST /oauth/sms/verify: the right code for a one-time id token bound to channel sms and the number. */
    verifyPhoneAuthCode: (countryDialingCode: string, mobileNum: string, code: string) =>
      call(options, "/oauth/sms/verify", verified, {
        method: "POST",
        body: { countryDialingCode, mobileNum, code },
      }),
  };
}

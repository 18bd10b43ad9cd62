import type { RouterContextProvider } from "react-router";
import { refusalErrors } from "~/.server/account-session";
import { HUMAN_CHECK_ASKED, humanCheckOf, humanCheckRefusal, type HumanCheck } from "~/.server/code-request";
import type { FormRefusal } from "~/.server/form";
import { takeAddressTry } from "./address-limit.server";

/**
 * "Get code" of login by SMS, registration by phone and the phone reset, past the form's own checks
 * (issue 23 item 8, decision 0044): without the human check its first tap only asks for it (no
 * backend call); then the address's SMS try is taken and the code sent. A refusal of the check is
 * said at the captcha field, any other by `refusalOf`. The caller answers a refusal with a fresh
 * picture (the try used the old one up).
 */
export async function sendCode<Sent>(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
  send: (check: HumanCheck) => Promise<Sent>,
  refusalOf: (error: unknown) => FormRefusal = refusalErrors,
): Promise<{ sent: Sent; refusal?: undefined } | { refusal: FormRefusal }> {
  const check = humanCheckOf(formData);
  if (!check) return { refusal: HUMAN_CHECK_ASKED };
  const limited = await takeAddressTry(context, "sms");
  if (limited) return { refusal: limited };
  try {
    return { sent: await send(check) };
  } catch (error) {
    return { refusal: humanCheckRefusal(error) ?? refusalOf(error) };
  }
}

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "~/domain/zod";
import { requestContext } from "~/.server/context";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { honeypotRefusal } from "~/.server/honeypot";
import { critical } from "~/.server/loader-data";
import { registerCodeSchema, registerSchema } from "~/domain/account-forms";
import { loadDialingCodes } from "~/.server/dialing-codes";
import { registerSourceOf, stripLeadingZero } from "~/domain/registration";
import { isAppShell } from "~/domain/download";
import { deferredPage } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/register";
import { checkAddressAffiliate, registrationBanner, registrationSetup } from "./register.server";
import { takeAddressTry } from "./address-limit.server";
import { sendCode } from "./send-code.server";
import { providerProof, saysNothing, sendByProvider } from "./phone-verification.server";
import type { CodeSent } from "~/ui/account/sms-code-button";
import { refusalErrors, startSession } from "~/.server/account-session";
import "~/styles/account.css";
import "~/styles/forms.css";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";
import { keepDataForUiParams } from "~/domain/ui-params";
import { answersByRedirect } from "~/.server/form-answer";
import { trialRefusalOf } from "~/domain/trial-refusal";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "guest",
  postAudience: "anyone",
  trial: "admit",
  title: "title.register",
  header: false,
  bottomMenu: false,
  back: "home",
} satisfies PageHandle;

/** Never sent back to the browser (a captcha and a code are good for one try). */
const hideFields = ["password", "confirmPassword", "captcha", "verificationCode", "paymentPassword"];

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // A trial player may register (the member-centre dialog sends them here); members are sent on.
  const session = await admit(handle, { request, url, context });
  // A trial player sent here by a refusal (trial-refusal.ts: guards, tiles, bonuses) reads why.
  const trialRefusal = session === null ? null : trialRefusalOf(url.searchParams.get("reason"));
  const setup = await registrationSetup(context, url.searchParams.get("method"));
  const affiliate = await checkAddressAffiliate(context, url.searchParams.get("code"), url.hostname);
  const [captcha, banner, dialingCodes] = await Promise.all([
    setup.captchaOn ? critical(context, context.get(requestContext).backend.getCaptcha()) : null,
    registrationBanner(context),
    // The mobile method's picker (only when it is offered).
    setup.methods.includes("mobileNum") ? loadDialingCodes(context) : [],
  ]);
  return {
    ...setup,
    affiliate,
    captcha,
    banner,
    dialingCodes,
    mobileNum: url.searchParams.get("mobileNum") ?? "",
    trialRefusal,
  };
}

// Without JavaScript a refusal is POST → 303 → GET, carried in the flash (issue 49).
export const action = answersByRedirect(act);

async function act({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const formData = await request.formData();
  const setup = await registrationSetup(context, String(formData.get("method")));
  const input = { ...setup, affiliateFieldShown: formData.get("affiliateFixed") !== "1" };
  const intent = formData.get("intent");
  const bot = honeypotRefusal(formData);
  // Each captcha is good for one try: any answer but a success comes with a fresh one.
  const freshCaptcha = async () => (setup.captchaOn ? await backend.getCaptcha() : null);
  const refused = async () => ({ captcha: await freshCaptcha(), codeSent: null });
  // A picture whatever the setting: the code button's human check needs one too.
  const ask = async () => ({ captcha: await backend.getCaptcha(), codeSent: null });
  if (intent === "captcha") {
    const submission = parseWithZod(formData, { schema: z.object({}) });
    if (bot) return replyInvalid(submission, { ...bot, hideFields }, await refused());
    return replyAccepted(submission, { hideFields }, await ask());
  }
  if (intent === "sendCode") {
    const submission = parseWithZod(formData, { schema: registerCodeSchema(input.settings) });
    if (bot) return replyInvalid(submission, { ...bot, hideFields }, await refused());
    if (submission.status !== "success") return replyInvalid(submission, { hideFields }, await refused());
    const { countryDialingCode } = submission.value;
    const mobileNum = stripLeadingZero(submission.value.mobileNum);
    const answer = setup.codeByProvider
      ? await sendByProvider(context, formData, countryDialingCode, mobileNum)
      : await sendCode<CodeSent>(context, formData, async (check) => {
          const { expiredMinutes } = await backend.sendRegisterCode(countryDialingCode, mobileNum, check);
          return { sentAt: Date.now(), expiredMinutes };
        });
    // Any refusal comes with a fresh picture (the first tap's, or the used one's successor); the
    // provider's failure to send says nothing and leaves the button idle.
    if (answer.refusal && saysNothing(answer.refusal))
      return replyAccepted(submission, { hideFields }, await ask());
    if (answer.refusal) return replyInvalid(submission, { ...answer.refusal, hideFields }, await ask());
    return replyAccepted(
      submission,
      { hideFields },
      { captcha: await freshCaptcha(), codeSent: answer.sent },
    );
  }
  const submission = parseWithZod(formData, { schema: registerSchema(input) });
  if (bot) return replyInvalid(submission, { ...bot, hideFields }, await refused());
  if (submission.status !== "success") return replyInvalid(submission, { hideFields }, await refused());
  const limited = await takeAddressTry(context, "register");
  if (limited) return replyInvalid(submission, { ...limited, hideFields }, await refused());
  const { terms: _terms, method: _method, ...typed } = submission.value;
  const mobileNum = typed.mobileNum ? stripLeadingZero(typed.mobileNum) : undefined;
  // With the provider the number is proven by its token for the typed code, which is not sent on.
  const { verificationCode, ...others } = typed;
  const verified = setup.codeByProvider
    ? await providerProof(context, typed.countryDialingCode ?? "", mobileNum ?? "", verificationCode ?? "")
    : null;
  if (verified?.refusal)
    return replyInvalid(submission, { ...verified.refusal, hideFields }, await refused());
  const fields = verified ? { ...others, ...verified.proof } : typed;
  const host = url.hostname;
  try {
    const answer = await backend.register(setup.method, {
      ...fields,
      ...(mobileNum ? { mobileNum } : {}),
      registerMethod: registerSourceOf({
        inApp: isAppShell(request.headers.get("user-agent") ?? ""),
        told: formData.get("registerMethod"),
      }),
      registerUrl: host,
      domain: host,
      type: 0,
    });
    return startSession(request, context, answer, {
      remember: false,
      to: HOME_PATH,
      flash: { kind: "success", messageKey: "account.in_registered_successfully" },
    });
  } catch (error) {
    return replyInvalid(submission, { ...refusalErrors(error), hideFields }, await refused());
  }
}

// The page is its form: drawn by the server, hydrated once its code (and conform's) arrives.
export default deferredPage(() => import("./register-form"), { hideFields });

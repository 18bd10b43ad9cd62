import { type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { requestContext } from "~/.server/context";
import { replyInvalid } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import type { FieldSetting } from "~/domain/account-forms";
import { maskedCardNumber } from "~/domain/bank-card";
import {
  bankCardSchema,
  fundsPasswordResetSchema,
  fundsPasswordSetSchema,
  securityQuestionSchema,
} from "~/domain/security-forms";
import { refusalErrors } from "~/.server/account-session";
import { deferredPage } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/security-center";
import { doneRedirect, loadSecurityState } from "./security.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/security.css";
import type { PageHandle } from "~/domain/page";
import { keepDataForUiParams } from "~/domain/ui-params";
import { answersByRedirect } from "~/.server/form-answer";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "real",
  title: "title.securityCenter",
  menuFlag: "SECPRIV",
} satisfies PageHandle;

export type Intent = "setFundsPassword" | "resetFundsPassword" | "bindCard" | "setQuestion";
/** What the forms' schemas are built from: the member's security state and the merchant's rule. */
export type FormState = {
  config: { questionKey: string | null; questionKeys: readonly string[]; banks: readonly { code: string }[] };
  paymentPassword: FieldSetting;
};

const SECRETS = ["loginPassword", "fundsPassword", "confirmFundsPassword", "answer"];
const BACK = "/m/securityCenter";

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * The security centre: login password (the change-password page), funds password set or reset, bank
 * cards bound and their list, and the security question. Several forms, one action by `intent`.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { config, cards, paymentPassword } = await loadSecurityState(context);
  return {
    config: {
      fundsPasswordSet: config.fundsPasswordSet,
      questionKey: config.questionKey,
      questionKeys: config.questionKeys,
      banks: config.banks,
    },
    paymentPassword,
    cards: cards.map((c) => ({
      id: c.id,
      bankName: c.bankName,
      holder: c.holder,
      number: maskedCardNumber(c.last4),
    })),
  };
}

const DONE: Record<Intent, string> = {
  setFundsPassword: "security.done.fundsPasswordSet",
  resetFundsPassword: "security.done.fundsPasswordReset",
  bindCard: "security.done.cardBound",
  setQuestion: "security.done.questionSaved",
};

// Without JavaScript a refusal is POST → 303 → GET, carried in the flash (issue 49).
export const action = answersByRedirect(act);

async function act({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const { config, paymentPassword } = await loadSecurityState(context);
  const formData = await request.formData();
  /** Checks the form by its schema, then `run`s it at the backend: errors in place, or back with a toast. */
  async function answer<V>(
    intent: Intent,
    submission: Submission<unknown, string[], V>,
    run: (value: V) => Promise<unknown>,
  ) {
    if (submission.status !== "success") return replyInvalid(submission, { hideFields: SECRETS }, { intent });
    try {
      await run(submission.value);
    } catch (error) {
      return replyInvalid(submission, { ...refusalErrors(error), hideFields: SECRETS }, { intent });
    }
    return doneRedirect(request, BACK, DONE[intent]);
  }
  const parse = <S extends z.ZodType>(schema: S) => parseWithZod(formData, { schema });
  switch (formData.get("intent")) {
    case "setFundsPassword":
      return answer("setFundsPassword", parse(fundsPasswordSetSchema(paymentPassword)), (v) =>
        backend.setFundsPassword({ loginPassword: v.loginPassword, fundsPassword: v.fundsPassword }),
      );
    case "resetFundsPassword":
      return answer(
        "resetFundsPassword",
        parse(fundsPasswordResetSchema(paymentPassword, config.questionKey !== null)),
        (v) =>
          backend.resetFundsPassword({
            loginPassword: v.loginPassword,
            fundsPassword: v.fundsPassword,
            answer: v.answer,
          }),
      );
    case "bindCard":
      return answer("bindCard", parse(bankCardSchema(config.banks.map((b) => b.code))), (v) =>
        backend.bindBankCard({
          holder: v.holder,
          bankCode: v.bankCode,
          cardNumber: v.cardNumber,
          fundsPassword: v.fundsPassword,
        }),
      );
    case "setQuestion":
      return answer("setQuestion", parse(securityQuestionSchema(config.questionKeys)), (v) =>
        backend.setSecurityQuestion({
          loginPassword: v.loginPassword,
          questionKey: v.questionKey,
          answer: v.answer,
        }),
      );
    default:
      throw new Response("Unknown form", { status: 400 });
  }
}

// The page is its form: drawn by the server, hydrated once its code (and conform's) arrives.
export default deferredPage(() => import("./security-center-form"), { secrets: SECRETS });

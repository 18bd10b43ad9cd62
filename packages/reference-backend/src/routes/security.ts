import { Router, type Request } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { ApiError, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { TRIAL_TYPE } from "../store/members.ts";
import {
  bankCards,
  bindBankCard,
  resetFundsPassword,
  securityConfig,
  setFundsPassword,
  setSecurityQuestion,
} from "../store/security.ts";
import { requireMember, type MemberRow } from "../store/sessions.ts";
import { requestWithdrawal, withdrawalOrders, withdrawLimits } from "../store/withdrawals.ts";
import { sendRefusalWithValue } from "./accounts-errors.ts";

const secret = z.string().max(128);
const setBody = z.strictObject({ loginPassword: secret, fundsPassword: secret });
const resetBody = setBody.extend({ answer: z.string().max(100).optional() });
const questionBody = z.strictObject({
  loginPassword: secret,
  questionKey: z.string().max(40),
  answer: z.string().max(100),
});
const cardBody = z.strictObject({
  holder: z.string().max(100),
  bankCode: z.string().max(20),
  cardNumber: z.string().max(40),
  fundsPassword: secret,
});
const withdrawBody = z.strictObject({
  amountCents: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  bankCardId: z.number().int().positive(),
  fundsPassword: secret,
  requestKey: z.string().min(8).max(64),
});

/**
 * The security centre and withdrawals (docs/backend-api.md "Security and withdrawals"), under /wps:
 * config, funds password set and reset, security question, bank cards, withdraw and its report.
 * Trial players have none of these.
 */
export function securityRoutes(context: BackendContext): Router {
  const router = Router();
  const realMember = (req: Request): MemberRow => {
    const member = requireMember(context, req);
    if (member.type === TRIAL_TYPE)
      throw new ApiError(403, "function.not.available", "trial players have no security centre");
    return member;
  };
  /** A read of the caller's own data. */
  const read = (path: string, answer: (member: MemberRow) => unknown) =>
    router.get(path, (req, res) => sendValue(res, answer(realMember(req))));
  /** A change by the caller, its JSON body checked by `body` first. */
  const change = <S extends z.ZodType>(
    path: string,
    body: S,
    run: (member: MemberRow, value: z.output<S>) => unknown,
  ) =>
    router.post(path, async (req, res) => {
      const member = realMember(req);
      sendValue(res, await run(member, parse(body, req.body, "body")));
    });

  read("/security/config", (member) => securityConfig(context, member, withdrawLimits(context)));
  change("/security/fundsPassword", setBody, (member, v) => setFundsPassword(context, member, v));
  change("/security/fundsPassword/reset", resetBody, (member, v) => resetFundsPassword(context, member, v));
  change("/security/question", questionBody, (member, v) => setSecurityQuestion(context, member, v));
  read("/security/bankCards", (member) => bankCards(context, member.id));
  change("/security/bankCards", cardBody, (member, v) => bindBankCard(context, member, v));
  change("/withdraw", withdrawBody, (member, v) => requestWithdrawal(context, member, v));
  read("/withdraw/report", (member) => withdrawalOrders(context, member.id));

  router.use(sendRefusalWithValue);
  return router;
}

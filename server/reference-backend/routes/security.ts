import { Router, type Request, type RequestHandler } from "express";
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
  const forMember =
    (answer: (member: MemberRow, req: Request) => unknown): RequestHandler =>
    async (req, res) =>
      sendValue(res, await answer(realMember(req), req));

  router.get(
    "/security/config",
    forMember((member) => securityConfig(context, member, withdrawLimits(context))),
  );
  router.post(
    "/security/fundsPassword",
    forMember((member, req) => setFundsPassword(context, member, parse(setBody, req.body, "body"))),
  );
  router.post(
    "/security/fundsPassword/reset",
    forMember((member, req) => resetFundsPassword(context, member, parse(resetBody, req.body, "body"))),
  );
  router.post(
    "/security/question",
    forMember((member, req) => setSecurityQuestion(context, member, parse(questionBody, req.body, "body"))),
  );
  router.get(
    "/security/bankCards",
    forMember((member) => bankCards(context, member.id)),
  );
  router.post(
    "/security/bankCards",
    forMember((member, req) => bindBankCard(context, member, parse(cardBody, req.body, "body"))),
  );
  router.post(
    "/withdraw",
    forMember((member, req) => requestWithdrawal(context, member, parse(withdrawBody, req.body, "body"))),
  );
  router.get(
    "/withdraw/report",
    forMember((member) => withdrawalOrders(context, member.id)),
  );

  router.use(sendRefusalWithValue);
  return router;
}

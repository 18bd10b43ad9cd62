import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { optional, parse } from "../params.ts";
import { captchaAnswer } from "../store/captcha.ts";
import { listOutbox } from "../store/outbox.ts";
import { expireCodes } from "../store/outbox-codes.ts";
import { expirePhoneTokens } from "../store/phone-auth.ts";
import { revokeMemberSessions } from "../store/sessions.ts";

/**
 * Operator and test endpoints of the accounts area (behind the operator token): the outbox of SMS and
 * e-mails, a captcha's answer, expiring a number's SMS codes and ending an account's sessions. Never
 * for players.
 */
export function accountOperatorRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/outbox", (req, res) => {
    const { to } = parse(z.object({ to: optional(z.string().max(128)) }), req.query);
    sendValue(res, listOutbox(context, to));
  });

  router.get("/captcha/:id", (req, res) => {
    const answer = captchaAnswer(context, String(req.params.id));
    if (answer === null) throw notFound("captcha");
    sendValue(res, { answer });
  });

  router.post("/verification/expire", (req, res) => {
    const { mobileNum } = parse(
      z.strictObject({ mobileNum: z.string().regex(/^\d{4,20}$/) }),
      req.body,
      "body",
    );
    // The phone-verification provider's tokens for the number too (decision 0077).
    sendValue(res, {
      expired: expireCodes(context, mobileNum),
      expiredTokens: expirePhoneTokens(context, mobileNum),
    });
  });

  // Every live session of the account ends: its tokens are refused from now on (401 login.not.session).
  router.post("/sessions/revoke", (req, res) => {
    const { account } = parse(z.strictObject({ account: z.string().min(1).max(64) }), req.body, "body");
    sendValue(res, { revoked: revokeMemberSessions(context, account) });
  });

  return router;
}

import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { clientIp, requireMerchant } from "../request.ts";
import { sendCode } from "../store/outbox-codes.ts";
import {
  checkPhoneCode,
  issuePhoneToken,
  phoneAuthReady,
  phoneIdentity,
  type PhoneCodeCheck,
} from "../store/phone-auth.ts";
import { ID_TOKEN_TTL_MS } from "../store/social-login.ts";
import { refuse, sendRefusalWithValue } from "./accounts-errors.ts";
import {
  dialingCode,
  humanCheck,
  mobile,
  requireHumanCheck,
  throttleCodeRequest,
} from "./code-request-checks.ts";

const sendBody = z.object({ countryDialingCode: dialingCode, mobileNum: mobile, ...humanCheck });
const verifyBody = z.object({
  countryDialingCode: dialingCode,
  mobileNum: mobile,
  code: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, "digits only"),
});

const REFUSALS: Record<Exclude<PhoneCodeCheck, "ok">, () => Error> = {
  invalid: () => refuse(400, "sms.code.invalid", "wrong code"),
  expired: () => refuse(400, "sms.code.expired", "the code has expired; ask for a new one"),
  attempts: () => refuse(429, "sms.code.attempts", "too many wrong codes; ask for a new one"),
};

/**
 * /oauth/sms/send and /oauth/sms/verify: the reference backend as the phone-verification provider's
 * SMS path (decision 0077). Called by the BFF server-side (never through its /oauth proxy, which
 * passes the consent pages only), naming its merchant as /wps calls do. Off (403) until the operator
 * initialises the provider (register.phoneAuthProvider).
 */
export function phoneAuthRoutes(context: BackendContext, merchantCode: string): Router {
  const router = Router();
  router.use(requireMerchant(merchantCode));
  router.use((_req, _res, next) =>
    next(phoneAuthReady(context) ? undefined : refuse(403, "function.not.available", "no phone provider")),
  );

  // The provider knows no members: it texts any number a person asks for, within the same budget of
  // texts as the platform's own codes (per address, per number).
  router.post("/send", (req, res) => {
    const body = parse(sendBody, req.body, "body");
    requireHumanCheck(context, body);
    throttleCodeRequest(context, clientIp(req), body.countryDialingCode + body.mobileNum);
    sendCode(context, "phone-auth", body.countryDialingCode, body.mobileNum);
    sendValue(res, { phoneNumber: phoneIdentity(body.countryDialingCode, body.mobileNum) });
  });

  router.post("/verify", (req, res) => {
    const body = parse(verifyBody, req.body, "body");
    const check = checkPhoneCode(context, body.countryDialingCode, body.mobileNum, body.code);
    if (check !== "ok") throw REFUSALS[check]();
    sendValue(res, {
      idToken: issuePhoneToken(context, body.countryDialingCode, body.mobileNum),
      phoneNumber: phoneIdentity(body.countryDialingCode, body.mobileNum),
      expiresIn: ID_TOKEN_TTL_MS / 1000,
    });
  });

  router.use(sendRefusalWithValue);
  return router;
}

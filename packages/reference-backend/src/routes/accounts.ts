import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { optional, parse } from "../params.ts";
import { clientIp } from "../request.ts";
import { createCaptcha } from "../store/captcha.ts";
import { REGISTER_FIELD_SETTINGS } from "../store/members-register-fields.ts";
import { accountExists, agentForAffiliateCode, findByMobile, mobileExists } from "../store/members.ts";
import { CODE_TTL_MINUTES, sendCode } from "../store/outbox-codes.ts";
import { requireMember } from "../store/sessions.ts";
import { refuse, sendRefusalWithValue } from "./accounts-errors.ts";
import {
  dialingCode,
  humanCheck,
  mobile,
  requireHumanCheck,
  throttleCodeRequest,
} from "./code-request-checks.ts";
import { loginRoutes } from "./accounts-login.ts";

const registerCodeBody = z.object({
  countryDialingCode: dialingCode,
  mobileNo: mobile.optional(),
  mobileNum: mobile.optional(),
  ...humanCheck,
});
const noLoginCodeBody = z.object({ countryDialingCode: dialingCode, mobileNum: mobile, ...humanCheck });

// Built once, not per request (zod compiles each schema's parser on its first use).
const usernameQuery = z.object({ username: z.string().trim().min(1).max(64) });
const affiliateQuery = z.object({
  code: z.string().trim().min(1).max(32),
  domain: optional(z.string().max(255)),
});

/**
 * The accounts calls outside /wps/member: sessions, captcha, SMS codes, username and affiliate checks,
 * the registration settings and the wallet.
 */
export function accountRoutes(context: BackendContext): Router {
  const router = Router();
  router.use(loginRoutes(context));

  // The captcha's module is VALID_CAPTCHA3 (accounts §7; CAPTCHA3 is the whitelabel flag that shows
  // it): one asked under another module is refused, as a platform checking module ids would.
  router.get("/captcha", (req, res) => {
    const moduleId = req.get("ModuleId");
    if (moduleId !== undefined && moduleId !== "VALID_CAPTCHA3")
      throw refuse(400, "param.invalid", `ModuleId: ${moduleId.slice(0, 40)} is not the captcha's module`);
    sendValue(res, createCaptcha(context));
  });

  router.get("/system/setting/register", (_req, res) => sendValue(res, REGISTER_FIELD_SETTINGS));

  // The dialing-code pickers' countries, in the merchant's order (public: the same for every caller).
  router.get("/system/country", (_req, res) =>
    sendValue(
      res,
      context
        .sql(
          `SELECT country_code AS countryCode, dialing_code AS dialingCode FROM country
           WHERE enabled = 1 ORDER BY sequence, country_code`,
        )
        .all(),
    ),
  );

  router.post("/verification/sms/register", (req, res) => {
    const body = parse(registerCodeBody, req.body, "body");
    const number = body.mobileNo ?? body.mobileNum;
    if (!number) throw refuse(400, "param.invalid", "mobileNo: required");
    requireHumanCheck(context, body);
    if (mobileExists(context, body.countryDialingCode, number)) {
      throw refuse(400, "register.mobile.exists", "this mobile number is already registered");
    }
    throttleCodeRequest(context, clientIp(req), body.countryDialingCode + number);
    sendCode(context, "register", body.countryDialingCode, number);
    sendValue(res, { expiredMinutes: CODE_TTL_MINUTES });
  });

  // Answers alike whether or not the number belongs to a member; only a member's number gets a code.
  router.post("/verification/sms/noLogin", (req, res) => {
    const body = parse(noLoginCodeBody, req.body, "body");
    requireHumanCheck(context, body);
    throttleCodeRequest(context, clientIp(req), body.countryDialingCode + body.mobileNum);
    const expirationTime = Date.now() + CODE_TTL_MINUTES * 60_000;
    if (findByMobile(context, body.mobileNum, body.countryDialingCode)) {
      sendCode(context, "nologin", body.countryDialingCode, body.mobileNum);
    }
    sendValue(res, { expiredMinutes: CODE_TTL_MINUTES, expirationTime });
  });

  router.get("/check/username", (req, res) => {
    const { username } = parse(usernameQuery, req.query);
    if (accountExists(context, username))
      throw refuse(400, "register.username.exists", "username already exists");
    sendValue(res, { username, available: true });
  });

  router.get("/agent/affiliate", (req, res) => {
    const { code } = parse(affiliateQuery, req.query);
    const agent = agentForAffiliateCode(context, code);
    if (!agent) throw refuse(400, "affiliate.code.invalid", "invalid invitation code");
    sendValue(res, { code: agent.code });
  });

  router.get("/v2/wallets/balance", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, { sumBalance: member.balance_cents / 100 });
  });

  router.use(sendRefusalWithValue);
  return router;
}

import { randomBytes } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { clientIp } from "../request.ts";
import { consumeCaptcha } from "../store/captcha.ts";
import { flagOn, settingOn } from "../store/members-flags.ts";
import { hashPassword } from "../store/members-password.ts";
import {
  firstInvalidField,
  REGISTER_FIELD_SETTINGS,
  REGISTER_FIELDS,
  type RegisterFieldName,
} from "../store/members-register-fields.ts";
import {
  accountExists,
  agentForAffiliateCode,
  insertMember,
  markLoggedIn,
  mobileExists,
} from "../store/members.ts";
import { checkCode, useCode } from "../store/outbox-codes.ts";
import { phoneAuthReady, phoneTokenFits, usePhoneToken } from "../store/phone-auth.ts";
import { createSession, sessionPlatform, type SessionPlatform } from "../store/sessions.ts";
import { addressKey, countEvents, recordEvent } from "../store/throttle.ts";
import { refuse, refuseMalformedCaptcha, RefusalWithValue } from "./accounts-errors.ts";

const REGISTRATIONS_PER_ADDRESS = 20;
const field = z.string().max(128).optional();
const registerBody = z.object({
  ...Object.fromEntries(REGISTER_FIELDS.map((name) => [name, field])),
  confirmPassword: field,
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/)
    .optional(),
  captcha: field,
  captchaId: field,
  type: z.coerce.number().optional(),
  registerUrl: field,
  registerMethod: z.enum(["APP", "H5", "WEBCLIP", "PWA"]).optional(),
  /** Where the new member's session starts (store/sessions.ts): the app's shell or the mobile web. */
  platform: sessionPlatform,
  /** The platform's client type (games §9: 2 for the mobile web), kept with the member. */
  clientType: z.coerce.number().int().min(1).max(9).optional(),
  domain: field,
  /** With the phone-verification provider (decision 0077): "sms" and its one-time id token for the number. */
  firebaseChannel: z.string().trim().max(32).optional(),
  firebaseIdToken: z.string().max(256).optional(),
}) as z.ZodType<
  Partial<
    Record<
      | RegisterFieldName
      | "confirmPassword"
      | "countryDialingCode"
      | "captcha"
      | "captchaId"
      | "registerUrl"
      | "firebaseChannel"
      | "firebaseIdToken",
      string
    >
  > & { registerMethod?: "APP" | "H5" | "WEBCLIP" | "PWA"; platform?: SessionPlatform; clientType?: number }
>;

const USERNAME_FIELDS = REGISTER_FIELDS.filter((f) => f !== "mobileNum" && f !== "verificationCode");

/** A field refusal names the field and its message key, so a client can show it in place. */
const fieldRefusal = (errorCode: string, name: string, messageKey: string) =>
  new RefusalWithValue(400, errorCode, `${name}: ${messageKey}`, { field: name, messageKey });

/** The token is unknown, used, expired, of another channel or of another number: said at the code. */
const phoneTokenRefusal = () =>
  fieldRefusal("register.firebase.invalid", "verificationCode", "in_phone_verification_failed");

/** PUT /wps/member/register (REGISTER_REE3) and PUT /wps/member/register/mobile (MOBILENUMREG3). */
export function registerRoutes(context: BackendContext): Router {
  const router = Router();

  const register =
    (method: "username" | "mobileNum") =>
    async (req: import("express").Request, res: import("express").Response) => {
      const body = parse(registerBody, req.body, "body");
      const flag = method === "username" ? "USERNAMEREG3" : "MOBILENUMREG3";
      if (!flagOn(context, flag)) throw refuse(403, "function.not.available", `${flag} is off`);
      const address = addressKey(`register:${clientIp(req)}`);
      if (countEvents(context, address) >= REGISTRATIONS_PER_ADDRESS) {
        throw refuse(429, "register.too.many.attempts", "too many registrations from this address");
      }
      recordEvent(context, address);
      if (settingOn(context, "register.captcha"))
        refuseMalformedCaptcha(body.captcha, () =>
          fieldRefusal("captcha.format", "captcha", "captcha_digits"),
        );
      if (
        settingOn(context, "register.captcha") &&
        !consumeCaptcha(context, body.captchaId, body.captcha?.trim())
      ) {
        throw fieldRefusal("captcha.invalid", "captcha", "in_vwrite_code");
      }
      const verified = method === "mobileNum" && flagOn(context, "REGMOBVERF3");
      // With the provider initialised the number is proven by its token, not by the platform's code.
      const byProvider = verified && phoneAuthReady(context);
      const withCode = verified && !byProvider;
      const withPassword = method === "username" || flagOn(context, "MOBILENUMPASSREG3");
      const fields =
        method === "username"
          ? USERNAME_FIELDS
          : REGISTER_FIELDS.filter(
              (f) =>
                f !== "username" &&
                (withCode || f !== "verificationCode") &&
                (withPassword || f !== "password"),
            );
      const invalid = firstInvalidField(body, fields);
      if (invalid)
        throw fieldRefusal("register.field.invalid", invalid, REGISTER_FIELD_SETTINGS[invalid].messageKey);
      if (withPassword && body.confirmPassword !== body.password) {
        throw fieldRefusal("password.confirm.mismatch", "confirmPassword", "in_confirmation_correct");
      }
      const affiliate = body.affiliateCode?.trim()
        ? agentForAffiliateCode(context, body.affiliateCode.trim())
        : null;
      if (body.affiliateCode?.trim() && !affiliate)
        throw fieldRefusal("affiliate.code.invalid", "affiliateCode", "invitation_code_error");
      const dialingCode = body.countryDialingCode || "86";
      const account = method === "username" ? body.username!.trim() : body.mobileNum!.trim();
      if (accountExists(context, account))
        throw fieldRefusal("register.username.exists", method, "in_username_exists");
      const mobileNum = body.mobileNum?.trim() || null;
      if (mobileNum && mobileExists(context, dialingCode, mobileNum)) {
        throw fieldRefusal("register.mobile.exists", "mobileNum", "in_mobile_exists");
      }
      let codeId: number | null = null;
      if (withCode) {
        const check = checkCode(context, "register", mobileNum!, body.verificationCode!.trim(), dialingCode);
        if (check.result !== "ok")
          throw fieldRefusal(
            `verification.code.${check.result}`,
            "verificationCode",
            `in_code_${check.result}`,
          );
        codeId = check.id;
      }
      const proof = { channel: body.firebaseChannel, token: body.firebaseIdToken };
      if (byProvider && !phoneTokenFits(context, proof, dialingCode, mobileNum!)) throw phoneTokenRefusal();
      const passwordHash = await hashPassword(
        withPassword ? body.password! : randomBytes(18).toString("base64"),
      );
      // One transaction: the member, the used code and the session all exist, or none does.
      const answer = context.db.transaction(() => {
        if (codeId !== null) useCode(context, codeId);
        // Checked above; a concurrent registration with the same token may have used it since.
        if (byProvider && !usePhoneToken(context, body.firebaseIdToken!)) throw phoneTokenRefusal();
        const id = insertMember(context, {
          account,
          passwordHash,
          type: 0,
          nickname: body.nickname?.trim() || null,
          email: body.email?.trim() || null,
          dialingCode: mobileNum ? dialingCode : null,
          mobileNum,
          parentId: affiliate?.id ?? null,
        });
        // Attribution: where the registration came from, and the client and platform it told.
        context
          .sql(
            `UPDATE members SET register_method = ?, register_url = ?, register_client_type = ?, register_platform = ?
             WHERE id = ?`,
          )
          .run(
            body.registerMethod ?? "H5",
            body.registerUrl?.trim() || null,
            body.clientType ?? null,
            body.platform ?? null,
            id,
          );
        // Through an agent's affiliate link the member joins with that link's rebate (issue 12).
        if (affiliate?.rebatePermille)
          context
            .sql("UPDATE members SET rebate_permille = ? WHERE id = ?")
            .run(affiliate.rebatePermille, id);
        const token = createSession(context, id, undefined, body.platform);
        markLoggedIn(context, id);
        return { token, userName: account, type: 0, firstTimeLogin: true };
      })();
      sendValue(res, answer);
    };

  router.put("/register", register("username"));
  router.put("/register/mobile", register("mobileNum"));
  return router;
}

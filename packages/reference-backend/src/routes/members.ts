import { randomBytes } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { clientIp } from "../request.ts";
import { hashPassword, hashSecret, verifyPassword } from "../store/members-password.ts";
import { REGISTER_FIELD_SETTINGS } from "../store/members-register-fields.ts";
import {
  dividendInfo,
  findByAccount,
  findByMobile,
  memberInfo,
  setPasswordHash,
  setResetHash,
  TRIAL_TYPE,
} from "../store/members.ts";
import { profileOf } from "../store/member-profile.ts";
import { deliver } from "../store/outbox.ts";
import { checkCode, useCode } from "../store/outbox-codes.ts";
import { requireMember } from "../store/sessions.ts";
import { accountKey, addressKey, clearEvents, countEvents, recordEvent } from "../store/throttle.ts";
import { refuse, RefusalWithValue, sendRefusalWithValue } from "./accounts-errors.ts";
import { registerRoutes } from "./members-register.ts";

const TEMPORARY_PASSWORD_TTL_MS = 30 * 60_000;
const EMAIL_REQUESTS_PER_ADDRESS = 10;
/** Wrong old passwords on the change-password screen (a logged-in session only) before a pause. */
const OLD_PASSWORD_FAILURE_LIMIT = 5;
const passwordRule = new RegExp(REGISTER_FIELD_SETTINGS.password.regExp);

const emailBody = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(128),
});
const verificationBody = z.object({
  newPassword: z.string().max(128),
  mobileNum: z
    .string()
    .trim()
    .regex(/^\d{4,20}$/),
  verificationCode: z.string().trim().max(10),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/)
    .optional(),
});
const changeBody = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

const fieldRefusal = (errorCode: string, name: string, messageKey: string) =>
  new RefusalWithValue(400, errorCode, `${name}: ${messageKey}`, { field: name, messageKey });

/** A temporary password people can type: letters and digits, always both; about 70 random bits. */
function temporaryPassword(): string {
  return `${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}7a`;
}

/** /wps/member: registration, passwords, member info and the dividend (contract) info. */
export function memberRoutes(context: BackendContext): Router {
  const router = Router();
  router.use(registerRoutes(context));

  // With the avatar's last upload time: the drawers show the member's picture (accounts §2).
  router.get("/info", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, { ...memberInfo(member), avatarUpdatedAt: profileOf(context, member.id).avatarUpdatedAt });
  });

  router.get("/info/funds/consolidated", (req, res) => {
    sendValue(res, dividendInfo(context, requireMember(context, req).id));
  });

  // Form-encoded. Answers alike whether or not the account and e-mail match; only a match gets mail.
  // The e-mailed temporary password works next to the old one until used or expired, so a stranger
  // who knows the e-mail cannot lock the member out.
  router.post("/password/email", async (req, res) => {
    const body = parse(emailBody, req.body, "body");
    const address = addressKey(`email:${clientIp(req)}`);
    if (countEvents(context, address) >= EMAIL_REQUESTS_PER_ADDRESS) {
      throw refuse(429, "email.too.many.requests", "too many requests; try again later");
    }
    recordEvent(context, address);
    const member = findByAccount(context, body.username);
    // Made and hashed for every request, sent or not: a known account does the same work as an
    // unknown one. A fast hash (hashSecret): the password is random, not chosen by a person.
    const password = temporaryPassword();
    const resetHash = hashSecret(password);
    if (member?.email && member.email.toLowerCase() === body.email.toLowerCase()) {
      setResetHash(context, member.id, resetHash, Date.now() + TEMPORARY_PASSWORD_TTL_MS);
      deliver(
        context,
        "email",
        member.email,
        "Your temporary password",
        `A temporary password was requested for ${member.account}: ${password} (valid for 30 minutes). ` +
          "Log in with it and change it under Settings. If you did not ask for it, ignore this e-mail.",
      );
    }
    sendValue(res, null);
  });

  router.post("/password/verification", async (req, res) => {
    const body = parse(verificationBody, req.body, "body");
    if (!passwordRule.test(body.newPassword))
      throw fieldRefusal("password.format.invalid", "newPassword", "in_password_format");
    const member = findByMobile(context, body.mobileNum, body.countryDialingCode);
    const check = member
      ? checkCode(context, "nologin", body.mobileNum, body.verificationCode, body.countryDialingCode)
      : ({ result: "invalid" } as const);
    if (check.result !== "ok")
      throw fieldRefusal(`verification.code.${check.result}`, "verificationCode", `in_code_${check.result}`);
    // Checked after the code, so the answer never tells a stranger what the password is; the code stays usable.
    if (await verifyPassword(body.newPassword, member!.password_hash)) {
      throw fieldRefusal("modify.new.old.same", "newPassword", "same_password");
    }
    const hash = await hashPassword(body.newPassword);
    context.db.transaction(() => {
      useCode(context, check.id);
      setPasswordHash(context, member!.id, hash);
    })();
    clearEvents(context, accountKey(member!.account));
    sendValue(res, { userName: member!.account });
  });

  router.post("/password", async (req, res) => {
    const member = requireMember(context, req);
    if (member.type === TRIAL_TYPE)
      throw refuse(403, "function.not.available", "trial accounts have no password");
    const body = parse(changeBody, req.body, "body");
    if (!passwordRule.test(body.newPassword))
      throw fieldRefusal("password.format.invalid", "newPassword", "in_password_format");
    if (body.confirmNewPassword !== body.newPassword) {
      throw fieldRefusal("password.confirm.mismatch", "confirmNewPassword", "in_confirmation_correct");
    }
    if (body.oldPassword === body.newPassword)
      throw fieldRefusal("modify.new.old.same", "newPassword", "same_password");
    // Its own key: a wrong old password should not make the next login ask for a captcha.
    const key = `password:${accountKey(member.account)}`;
    if (countEvents(context, key) >= OLD_PASSWORD_FAILURE_LIMIT) {
      throw refuse(429, "login.too.many.attempts", "too many failed attempts; try again in 15 minutes");
    }
    const auth = findByAccount(context, member.account)!;
    if (!(await verifyPassword(body.oldPassword, auth.password_hash))) {
      recordEvent(context, key);
      throw fieldRefusal("password.old.invalid", "oldPassword", "in_old_password_incorrect");
    }
    setPasswordHash(context, member.id, await hashPassword(body.newPassword));
    sendValue(res, null);
  });

  router.use(sendRefusalWithValue);
  return router;
}

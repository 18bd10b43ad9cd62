import { randomBytes, randomInt } from "node:crypto";
import { Router, type Response } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { clientIp, tokenOf } from "../request.ts";
import { consumeCaptcha } from "../store/captcha.ts";
import { flagOn } from "../store/members-flags.ts";
import {
  hashPassword,
  hashPasswordSync,
  hashSecret,
  verifyPassword,
  verifySecret,
} from "../store/members-password.ts";
import {
  accountExists,
  findByAccount,
  findByMobile,
  NON_AGENT_TYPES,
  insertMember,
  markLoggedIn,
  setPasswordHash,
  TRIAL_TYPE,
  type MemberAuthRow,
} from "../store/members.ts";
import { checkCode, useCode } from "../store/outbox-codes.ts";
import { createSession, revokeSession, sessionPlatform, type SessionPlatform } from "../store/sessions.ts";
import {
  consumeIdToken,
  isSocialProvider,
  memberForIdentity,
  socialLoginOpen,
} from "../store/social-login.ts";
import {
  accountAtAddressKey,
  accountKey,
  addressKey,
  clearEvents,
  countEvents,
  lastEventAt,
  recordEvent,
} from "../store/throttle.ts";
import { refuse, RefusalWithValue, refuseMalformedCaptcha, sendRefusalWithValue } from "./accounts-errors.ts";
import { refuseExcludedLogin } from "./responsible-refusal.ts";

const HOUR = 60 * 60_000;
const SESSION_TTL_MS = 12 * HOUR;
const REMEMBERED_TTL_MS = 30 * 24 * HOUR;
/**
 * Failed logins in the throttle window before the address is refused. An account is never locked
 * (docs/decisions/0020): whoever knows a username could keep its owner out. It gets a captcha and,
 * per address it is tried from, a growing delay.
 */
const ADDRESS_FAILURE_LIMIT = 20;
/** From this many failures on, a captcha is required. */
const CAPTCHA_AFTER_ACCOUNT_FAILURES = 1;
const CAPTCHA_AFTER_ADDRESS_FAILURES = 3;
/** Failures of one account from one address before each further try must wait. */
const DELAY_AFTER_FAILURES = 3;
const FIRST_DELAY_MS = 10_000;
const MAX_DELAY_MS = 5 * 60_000;

/**
 * How long the next login to an account from an address must wait after `failures` failed ones from
 * there: nothing at first, then 10 s, doubling, at most 5 minutes. Other addresses do not wait.
 */
export function loginDelayMs(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - DELAY_AFTER_FAILURES));
}
const TRIAL_BALANCE_CENTS = 200_000;

// Unknown accounts (and accounts without a temporary password) are checked against these, so the
// answer time does not tell them apart.
const DUMMY_HASH = hashPasswordSync(randomBytes(12).toString("hex"));
const DUMMY_SECRET_HASH = hashSecret(randomBytes(12).toString("hex"));

const loginBody = z.object({
  type: z.enum(["username", "sms", "firebase"]).default("username"),
  username: z.string().trim().max(64).optional(),
  password: z.string().max(128).optional(),
  mobileNum: z.string().trim().max(20).optional(),
  countryDialingCode: z.string().trim().max(6).optional(),
  messageCode: z.string().trim().max(10).optional(),
  /** Firebase (phone-auth provider) login: the social provider, lower-case, and its one-time id token. */
  firebaseChannel: z.string().trim().max(32).optional(),
  firebaseIdToken: z.string().max(256).optional(),
  firebaseMobileNo: z.string().trim().max(20).optional(),
  captcha: z.string().trim().max(64).optional(), // its form: rules/captcha.ts
  captchaId: z.string().max(64).optional(),
  /** Ours: a remembered login gets a longer-lived token (the password is never stored anywhere). */
  rememberMe: z.boolean().optional(),
  /** Ours: the agent side's login (docs/decisions/0029) refuses accounts without agency access. */
  side: z.enum(["member", "agent"]).optional(),
  /** Where the session starts: the app's shell or the mobile web (the app-download bonus: app only). */
  platform: sessionPlatform,
});

function loginAnswer(
  context: BackendContext,
  member: MemberAuthRow,
  rememberMe = false,
  platform: SessionPlatform = "html5",
) {
  // During a break or self-exclusion the right password still gets no session (issue 11).
  refuseExcludedLogin(context.db, member.id);
  const ttl = rememberMe ? REMEMBERED_TTL_MS : SESSION_TTL_MS;
  const token = createSession(context, member.id, ttl, platform);
  markLoggedIn(context, member.id);
  return {
    token,
    userName: member.account,
    type: member.type,
    firstTimeLogin: member.first_time_login === 1,
  };
}

/**
 * Password or a live e-mailed temporary password (which then becomes the password). The same work
 * whether the account exists or has a temporary password or not, one slow hash and one fast one
 * (hashSecret): the answer's time tells nothing (docs/decisions/0020).
 */
async function passwordMatches(
  context: BackendContext,
  member: MemberAuthRow | null,
  password: string,
): Promise<boolean> {
  const resetLive = member?.reset_hash && (member.reset_expires_at ?? 0) > Date.now();
  const matches = await verifyPassword(password, member?.password_hash ?? DUMMY_HASH);
  const resetMatches = verifySecret(password, resetLive ? member!.reset_hash : DUMMY_SECRET_HASH);
  if (!member) return false;
  if (matches) return true;
  if (resetLive && resetMatches) {
    // Only now, once the temporary password is proven, is it hashed as a password.
    setPasswordHash(context, member.id, await hashPassword(password));
    return true;
  }
  return false;
}

/** POST /wps/session/login, DELETE /wps/session/logout, POST /wps/session/login/freeplay. */
export function loginRoutes(context: BackendContext): Router {
  const router = Router();

  router.post("/session/login", async (req, res) => {
    const parsed = parse(loginBody, req.body, "body");
    // The platform's own sign of the app (accounts §7 "Device=OTHERS when standalone app") makes an
    // app session, as our body's `platform: "app"` does.
    const body = { ...parsed, platform: req.get("Device") === "OTHERS" ? ("app" as const) : parsed.platform };
    const ip = clientIp(req);
    const address = addressKey(ip);
    if (body.type === "firebase") return firebaseLogin(body, address, res);
    const who =
      body.type === "sms"
        ? `+${body.countryDialingCode ?? ""}${body.mobileNum ?? ""}`
        : (body.username ?? "");
    const account = accountKey(who);
    const pair = accountAtAddressKey(who, ip);
    const accountFailures = countEvents(context, account);
    const addressFailures = countEvents(context, address);
    if (addressFailures >= ADDRESS_FAILURE_LIMIT) {
      throw refuse(429, "login.too.many.attempts", "too many failed logins from this address; try later");
    }
    const waitMs = (lastEventAt(context, pair) ?? 0) + loginDelayMs(countEvents(context, pair)) - Date.now();
    if (waitMs > 0) {
      throw new RefusalWithValue(429, "login.too.many.attempts", "too many failed logins; wait a moment", {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
    }
    const captchaRequired =
      accountFailures >= CAPTCHA_AFTER_ACCOUNT_FAILURES || addressFailures >= CAPTCHA_AFTER_ADDRESS_FAILURES;
    if (captchaRequired) refuseMalformedCaptcha(body.captcha);
    if (captchaRequired && !consumeCaptcha(context, body.captchaId, body.captcha)) {
      throw new RefusalWithValue(
        400,
        body.captcha ? "captcha.invalid" : "captcha.required",
        "captcha required",
        { captcha: true },
      );
    }
    let member: MemberAuthRow | null;
    if (body.type === "sms") {
      member = body.mobileNum ? findByMobile(context, body.mobileNum, body.countryDialingCode) : null;
      const check = member
        ? checkCode(context, "nologin", body.mobileNum!, body.messageCode ?? "", body.countryDialingCode)
        : null;
      if (check?.result === "ok") useCode(context, check.id);
      else member = null;
    } else {
      const found = body.username ? findByAccount(context, body.username) : null;
      member = (await passwordMatches(context, found, body.password ?? "")) ? found : null;
    }
    if (!member) {
      recordEvent(context, account);
      recordEvent(context, address);
      recordEvent(context, pair);
      const code = body.type === "sms" ? "login.code.invalid" : "login.password.invalid";
      throw new RefusalWithValue(400, code, "wrong account or password", { captcha: true });
    }
    // Said only after the right password or code: a guess learns nothing of an account.
    if (member.disabled) throw refuse(403, "login.user.disabled", "user does not exist or is disabled");
    if (body.side === "agent" && NON_AGENT_TYPES.includes(member.type))
      throw refuse(403, "login.not.agent", "non-agent accounts cannot log in here");
    if (member.type === TRIAL_TYPE)
      throw refuse(403, "login.not.member", "non-member accounts cannot log in here");
    clearEvents(context, account);
    clearEvents(context, pair);
    sendValue(res, loginAnswer(context, member, body.rememberMe, body.platform));
  });

  /**
   * The id token is the proof (one use, 5 minutes, 256 random bits), so no captcha is asked; failures
   * still count against the address and its lock applies.
   */
  async function firebaseLogin(body: z.infer<typeof loginBody>, address: string, res: Response) {
    const channel = body.firebaseChannel ?? "";
    if (!isSocialProvider(channel) || !socialLoginOpen(context, channel))
      throw refuse(403, "function.not.available", "this login method is off");
    if (countEvents(context, address) >= ADDRESS_FAILURE_LIMIT)
      throw refuse(429, "login.too.many.attempts", "too many failed logins; try again in 15 minutes");
    const identity = body.firebaseIdToken ? consumeIdToken(context, channel, body.firebaseIdToken) : null;
    if (!identity) {
      recordEvent(context, address);
      throw refuse(400, "login.firebase.invalid", "the id token is unknown, used or expired");
    }
    const member = await memberForIdentity(context, channel, identity);
    if (member.disabled) throw refuse(403, "login.user.disabled", "user does not exist or is disabled");
    if (member.type === TRIAL_TYPE)
      throw refuse(403, "login.not.member", "non-member accounts cannot log in here");
    sendValue(res, loginAnswer(context, member, body.rememberMe, body.platform));
  }

  router.delete("/session/logout", (req, res) => {
    const token = tokenOf(req);
    if (token) revokeSession(context, token);
    sendValue(res, null);
  });

  router.post("/session/login/freeplay", async (_req, res) => {
    if (!flagOn(context, "FREEPLAY3")) throw refuse(403, "function.not.available", "free play is off");
    let account: string;
    do account = `trial${randomInt(10_000_000, 99_999_999)}`;
    while (accountExists(context, account));
    // Trial players never log in with a password: theirs is random and unknown.
    const passwordHash = await hashPassword(randomBytes(18).toString("base64"));
    const id = insertMember(context, {
      account,
      passwordHash,
      type: TRIAL_TYPE,
      balanceCents: TRIAL_BALANCE_CENTS,
    });
    const member = findByAccount(context, account)!;
    sendValue(res, { ...loginAnswer(context, { ...member, id }), customerType: TRIAL_TYPE });
  });

  router.use(sendRefusalWithValue);
  return router;
}

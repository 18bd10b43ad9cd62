import { timingSafeEqual } from "node:crypto";
import { Router, type RequestHandler } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { ApiError, notFound, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import {
  merchantLanguages,
  PHONE_AUTH_PROVIDERS,
  readSettings,
  registerSettings,
  SOCIAL_LOGIN_METHODS,
  writeSetting,
  writeSwitches,
  writeWhitelabel,
} from "../store/site.ts";
import { accountOperatorRoutes } from "./accounts-operator.ts";
import { messageOperatorRoutes } from "./messages-operator.ts";
import { promotionOperatorRoutes } from "./promotions-operator.ts";
import { depositOperatorRoutes } from "./deposits.ts";
import { withdrawalOperatorRoutes } from "./withdrawals-operator.ts";
import { agentOperatorRoutes } from "./agent-operator.ts";
import { realNameOperatorRoutes } from "./real-name.ts";
import { liveModelOperatorRoutes } from "./live-models.ts";
import type { WireKeys } from "../wire.ts";

const statusBody = z.strictObject({
  maintenance: z.boolean().optional(),
  regionRestriction: z.boolean().optional(),
});
const whitelabelBody = z.strictObject({ modId: z.string().min(1).max(64), enabled: z.boolean() });
const settingsBody = z.strictObject({
  loginMobileCode: z.boolean().optional(),
  captcha: z.boolean().optional(),
  mobileRegister: z.boolean().optional(),
  usernameRegister: z.boolean().optional(),
  downloadBarLogin: z.boolean().optional(),
  phoneAuthProvider: z.enum(PHONE_AUTH_PROVIDERS).nullable().optional(),
  socialLoginMethods: z.array(z.enum(SOCIAL_LOGIN_METHODS)).max(SOCIAL_LOGIN_METHODS.length).optional(),
});
// The site languages, upper-case platform codes (EN, KO, CN, VI, ...), in the selector's order.
const languagesBody = z.strictObject({
  general: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .max(40),
});

/** Compared in constant time so the token cannot be guessed from answer times. */
function requireOperator(token: string): RequestHandler {
  const expected = Buffer.from(token, "utf8");
  return (req, _res, next) => {
    const given = Buffer.from(req.get("X-Operator-Token") ?? "", "utf8");
    const valid = given.length === expected.length && timingSafeEqual(given, expected);
    next(
      valid
        ? undefined
        : new ApiError(403, "operator.token.invalid", "header X-Operator-Token is missing or wrong"),
    );
  };
}

/** POST /operator/status, /operator/whitelabel and /operator/settings: switches for operators and tests. */
export function operatorRoutes(context: BackendContext, wireKeys: WireKeys): Router {
  const router = Router();
  router.use(requireOperator(context.operatorToken));
  router.use(accountOperatorRoutes(context));
  router.use("/messages", messageOperatorRoutes(context));
  router.use(promotionOperatorRoutes(context));
  router.use(depositOperatorRoutes(context));
  router.use(withdrawalOperatorRoutes(context));
  router.use(agentOperatorRoutes(context));
  router.use(realNameOperatorRoutes(context));
  router.use(liveModelOperatorRoutes(context));

  router.post("/status", (req, res) => {
    sendValue(res, writeSwitches(context, parse(statusBody, req.body, "body")));
  });

  router.post("/whitelabel", (req, res) => {
    const { modId, enabled } = parse(whitelabelBody, req.body, "body");
    if (!writeWhitelabel(context, modId, enabled)) throw notFound(`whitelabel flag ${modId}`);
    sendValue(res, { modId, enabled: enabled ? "1" : "0" });
  });

  router.post("/settings", (req, res) => {
    const change = parse(settingsBody, req.body, "body");
    context.db.transaction(() => {
      for (const [key, value] of Object.entries(change))
        if (value !== undefined)
          writeSetting(context, `register.${key}`, Array.isArray(value) ? [...new Set(value)] : value);
    })();
    sendValue(res, registerSettings(readSettings(context)));
  });

  // A new RSA key for the encrypted calls; calls under the old one are refused from now on, as a
  // platform that replaced its key would refuse them (clients fetch the key again).
  router.post("/wire-key/rotate", (_req, res) => {
    wireKeys.rotate();
    sendValue(res, { rotated: true });
  });

  // Which languages the merchant's site offers (decision 0034).
  router.post("/languages", (req, res) => {
    const { general } = parse(languagesBody, req.body, "body");
    writeSetting(context, "merchant.languages", [...new Set(general)]);
    sendValue(res, { general: merchantLanguages(readSettings(context)) });
  });

  return router;
}

import { z } from "~/domain/zod";
import { unitsAsCents } from "./money";

/** Answer of login, free play and registration: a new session at the platform. */
export const loginAnswer = z.object({
  token: z.string().min(1),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  /** Free play: the trial member's type (4). */
  customerType: z.number().int().optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const captcha = z.object({ captchaId: z.string().min(1), image: z.string().min(1) });

export const registerFieldSetting = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  regExp: z.string(),
  messageKey: z.string(),
});
export const registerSettings = z.record(z.string(), registerFieldSetting);

export const smsCodeAnswer = z.object({
  expiredMinutes: z.number().optional(),
  expirationTime: z.number().optional(),
});

export const memberInfo = z.object({
  id: z.number(),
  nickname: z.string().nullish(),
  account: z.string(),
  type: z.number().int(),
  clubLabel: z.object({ labelName: z.string() }).nullish(),
  /** When the member last uploaded an avatar; none: no picture. */
  avatarUpdatedAt: z.string().nullish(),
});

export const wallet = z.object({ sumBalance: unitsAsCents });

export const dividendInfo = z.object({
  dailysalreqtype: z.string().nullish(),
  divtypecompperiodreq: z.string().nullish(),
  contracthoursalreq: z.string().nullish(),
});

export const phoneResetAnswer = z.object({ userName: z.string() });

/** What a refused call may say about the field at fault. */
export const fieldRefusal = z.object({ field: z.string(), messageKey: z.string() });

/** GET /wps/system/country: the dialing-code pickers' countries, in the merchant's order. */
export const countries = z.array(
  z.object({ countryCode: z.string().min(1).max(3), dialingCode: z.string().regex(/^\d{1,4}$/) }),
);

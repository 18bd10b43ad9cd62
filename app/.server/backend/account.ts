import { z } from "~/domain/zod";
import { REGISTER_CLIENT_TYPE } from "~/domain/registration";
import { call, type BackendCallOptions } from "./http";
import { callEncrypted } from "./encrypted";
import type { HumanCheck } from "../code-request";
import {
  captcha,
  dividendInfo,
  loginAnswer,
  memberInfo,
  phoneResetAnswer,
  registerSettings,
  countries,
  smsCodeAnswer,
  wallet,
} from "./schemas/account";

const nothing = z.unknown();
const module = (id: string) => ({ ModuleId: id });

export type LoginPayload =
  | {
      type: "username";
      username: string;
      password: string;
      captcha?: string;
      captchaId?: string;
      rememberMe?: boolean;
      /** The agent side's login refuses accounts without agency access (docs/decisions/0029). */
      side?: "member" | "agent";
    }
  | {
      type: "sms";
      mobileNum: string;
      countryDialingCode: string;
      messageCode: string;
      captcha?: string;
      captchaId?: string;
      rememberMe?: boolean;
      side?: "member" | "agent";
    }
  | {
      /** Social login through the phone-auth provider: its one-time id token for the identity. */
      type: "firebase";
      /** The social provider, lower-case (google, facebook, line, twitter). */
      firebaseChannel: string;
      firebaseIdToken: string;
      firebaseMobileNo?: string;
      countryDialingCode?: string;
      rememberMe?: boolean;
    };

/** The spec's registration payload (accounts §3); fields a screen does not show are left out. */
export type RegisterPayload = {
  registerMethod: "APP" | "H5" | "WEBCLIP" | "PWA";
  registerUrl: string;
  domain: string;
  type: 0;
  [field: string]: string | number | undefined;
};

/** Calls of the accounts area: sessions, registration, passwords, member info, wallet. */
export function accountCalls(options: BackendCallOptions) {
  return {
    /**
     * POST /wps/session/login (COMM3, encrypted). A refusal's value.captcha asks for the captcha. From
     * the app's shell with `Device: OTHERS` (http.ts, accounts §7 "Device=OTHERS when standalone app").
     */
    login: (payload: LoginPayload) =>
      callEncrypted(options, "/wps/session/login", loginAnswer, {
        method: "POST",
        body: { ...payload, platform: options.platform ?? "html5" },
        headers: module("COMM3"),
      }),
    /** DELETE /wps/session/logout: revokes the token at the platform. */
    logout: () =>
      call(options, "/wps/session/logout", nothing, { method: "DELETE", headers: module("COMM3") }),
    /** POST /wps/session/login/freeplay (FREEPLAY3): a new trial member (type 4); not encrypted, as the platform's. */
    freePlayLogin: () =>
      call(options, "/wps/session/login/freeplay", loginAnswer, {
        method: "POST",
        headers: module("FREEPLAY3"),
      }),
    /**
     * GET /wps/captcha (module VALID_CAPTCHA3, accounts §7; CAPTCHA3 is the whitelabel flag that shows
     * it): a one-time captcha, its id and a base64 PNG.
     */
    getCaptcha: () => call(options, "/wps/captcha", captcha, { headers: module("VALID_CAPTCHA3") }),
    /** GET /wps/system/setting/register (REG3): per field enabled, required, regExp, messageKey. */
    getRegisterSettings: () =>
      call(options, "/wps/system/setting/register", registerSettings, { headers: module("REG3") }),
    /** GET /wps/system/country: the dialing-code pickers' countries (public). */
    countries: () => call(options, "/wps/system/country", countries, { headers: module("COMM3") }),
    /** GET /wps/check/username (REG3): refused with register.username.exists when taken. */
    checkUsername: (username: string) =>
      call(options, "/wps/check/username", nothing, { query: { username }, headers: module("REG3") }),
    /** GET /wps/agent/affiliate (AFFMAN3): refused with affiliate.code.invalid when unknown. */
    checkAffiliate: (code: string, domain: string) =>
      call(options, "/wps/agent/affiliate", z.object({ code: z.string() }), {
        query: { code, domain },
        headers: module("AFFMAN3"),
      }),
    /**
     * PUT /wps/member/register (REGISTER_REE3) or /wps/member/register/mobile (MOBILENUMREG3),
     * encrypted, with the payload's clientType and platform (accounts §9, games §9: client type 2,
     * platform html5).
     */
    register: (method: "username" | "mobileNum", payload: RegisterPayload) =>
      callEncrypted(
        options,
        method === "username" ? "/wps/member/register" : "/wps/member/register/mobile",
        loginAnswer,
        {
          method: "PUT",
          body: { ...payload, clientType: REGISTER_CLIENT_TYPE, platform: options.platform ?? "html5" },
          headers: module(method === "username" ? "REGISTER_REE3" : "MOBILENUMREG3"),
        },
      ),
    /** POST /wps/verification/sms/register (REGMOBVERF3). */
    sendRegisterCode: (countryDialingCode: string, mobileNo: string, check: HumanCheck) =>
      call(options, "/wps/verification/sms/register", smsCodeAnswer, {
        method: "POST",
        body: { countryDialingCode, mobileNo, ...check },
        headers: module("REGMOBVERF3"),
      }),
    /** POST /wps/verification/sms/noLogin (VERIFICATION3): password reset and SMS login. */
    sendNoLoginCode: (countryDialingCode: string, mobileNum: string, check: HumanCheck) =>
      call(options, "/wps/verification/sms/noLogin", smsCodeAnswer, {
        method: "POST",
        body: { countryDialingCode, mobileNum, ...check },
        headers: module("VERIFICATION3"),
      }),
    /** POST /wps/member/password/email (COMM3, form-encoded): answers alike for unknown accounts. */
    forgotPasswordByEmail: (username: string, email: string) =>
      call(options, "/wps/member/password/email", nothing, {
        method: "POST",
        form: { username, email },
        headers: module("COMM3"),
      }),
    /** POST /wps/member/password/verification (CHNGPASSVERIF3, encrypted): a new password with an SMS code. */
    setPasswordByPhone: (payload: {
      newPassword: string;
      mobileNum: string;
      verificationCode: string;
      countryDialingCode: string;
    }) =>
      callEncrypted(options, "/wps/member/password/verification", phoneResetAnswer, {
        method: "POST",
        body: payload,
        headers: module("CHNGPASSVERIF3"),
      }),
    /** POST /wps/member/password (encrypted): refused with modify.new.old.same when unchanged. */
    changePassword: (payload: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
      callEncrypted(options, "/wps/member/password", nothing, {
        method: "POST",
        body: payload,
        headers: module("COMM3"),
      }),
    /** GET /wps/member/info (COMM3). */
    getMemberInfo: () => call(options, "/wps/member/info", memberInfo, { headers: module("COMM3") }),
    /** GET /wps/v2/wallets/balance (COMM3): the wallet's sum, in cents. */
    getBalance: () =>
      call(options, "/wps/v2/wallets/balance", wallet, { headers: module("COMM3") }).then(
        (w) => w.sumBalance,
      ),
    /** GET /wps/member/info/funds/consolidated (COMM3): contracts awaiting the agent. */
    getDividendInfo: () =>
      call(options, "/wps/member/info/funds/consolidated", dividendInfo, { headers: module("COMM3") }),
  };
}

import type { z } from "zod";
import { call, type BackendCallOptions } from "./http";
import { bankCards, boundCard, done, securityConfig, withdrawal, withdrawalReport } from "./schemas/security";

// The platform's module id for the security centre and withdrawals is not shown (accounts §7).
const SECURITY = { ModuleId: "COMM3" };

/** Calls of the security centre and withdrawals (docs/backend-api.md "Security and withdrawals"). */
export function securityCalls(options: BackendCallOptions) {
  const post = <S extends z.ZodType>(path: string, schema: S, body: unknown) =>
    call(options, path, schema, { method: "POST", headers: SECURITY, body });
  return {
    /** GET /wps/security/config. */
    securityConfig: () => call(options, "/wps/security/config", securityConfig, { headers: SECURITY }),
    /** POST /wps/security/fundsPassword: the first funds password, proved by the login password. */
    setFundsPassword: (body: { loginPassword: string; fundsPassword: string }) =>
      post("/wps/security/fundsPassword", done, body),
    /** POST /wps/security/fundsPassword/reset: a new one, with the security answer when one is set. */
    resetFundsPassword: (body: { loginPassword: string; fundsPassword: string; answer?: string }) =>
      post("/wps/security/fundsPassword/reset", done, body),
    /** POST /wps/security/question: sets or replaces the security question. */
    setSecurityQuestion: (body: { loginPassword: string; questionKey: string; answer: string }) =>
      post("/wps/security/question", done, body),
    /** GET /wps/security/bankCards. */
    bankCards: () => call(options, "/wps/security/bankCards", bankCards, { headers: SECURITY }),
    /** POST /wps/security/bankCards. */
    bindBankCard: (body: { holder: string; bankCode: string; cardNumber: string; fundsPassword: string }) =>
      post("/wps/security/bankCards", boundCard, body),
    /** POST /wps/withdraw: held at once; the same request key answers the same order. */
    withdraw: (body: {
      amountCents: number;
      bankCardId: number;
      fundsPassword: string;
      requestKey: string;
    }) => post("/wps/withdraw", withdrawal, body),
    /** GET /wps/withdraw/report. */
    withdrawalReport: () => call(options, "/wps/withdraw/report", withdrawalReport, { headers: SECURITY }),
  };
}

import type { Request, RequestHandler } from "express";
import { ApiError } from "./envelope.ts";

// Query names some callers use to repeat the merchant; when present they must agree with the header.
const MERCHANT_QUERY_NAMES = ["merchant", "merchantCode", "merchant_code"];

/** Every /wps call names its merchant in the `Merchant` header; this backend serves exactly one. */
export function requireMerchant(merchantCode: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.get("Merchant")?.trim();
    if (!header) return next(new ApiError(400, "merchant.required", "header Merchant is required"));
    const named = MERCHANT_QUERY_NAMES.map((name) => req.query[name]).filter(
      (v) => typeof v === "string" && v !== "",
    );
    if (header !== merchantCode || named.some((v) => v !== merchantCode)) {
      return next(new ApiError(400, "merchant.invalid", "unknown merchant"));
    }
    next();
  };
}

/** The session token: the raw `Authorization` header (no "Bearer"), or undefined. */
export function tokenOf(req: Request): string | undefined {
  return req.get("Authorization")?.trim() || undefined;
}

/**
 * The client's address, as the status call reports it and the per-address limits count it: the
 * X-Forwarded-For the BFF sends, believed only from a trusted proxy (app.ts `trustProxy`), else the
 * socket's address. IPv4-mapped IPv6 shown as plain IPv4.
 */
export function clientIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? "";
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}

import { call, type BackendCallOptions } from "./http";
import { merchant, siteStatus } from "./schemas/system";

/** GET /wps/system/status (module COMM3): site status, flags, links. */
export function getSiteStatus(options: BackendCallOptions) {
  return call(options, "/wps/system/status", siteStatus, { headers: { ModuleId: "COMM3" } });
}

/** GET /wps/system/merchant: the merchant's languages. */
export function getMerchant(options: BackendCallOptions) {
  return call(options, "/wps/system/merchant", merchant, { headers: { ModuleId: "COMM3" } });
}

import { call, type BackendCallOptions } from "./http";
import { customerServiceEntry, merchant, siteStatus } from "./schemas/system";
import { z } from "~/domain/zod";

/** GET /wps/system/status (module COMM3): site status, flags, links. */
export function getSiteStatus(options: BackendCallOptions) {
  return call(options, "/wps/system/status", siteStatus, { headers: { ModuleId: "COMM3" } });
}

/** GET /wps/system/merchant: the merchant's languages. */
export function getMerchant(options: BackendCallOptions) {
  return call(options, "/wps/system/merchant", merchant, { headers: { ModuleId: "COMM3" } });
}

/**
 * GET /wps/system/customerService (module COMM3): the customer-service links (accounts §7 "Customer
 * service"), paths encrypted as the status payload's are. Public, the same for every caller.
 */
export function getCustomerService(options: BackendCallOptions) {
  return call(options, "/wps/system/customerService", z.array(customerServiceEntry), {
    headers: { ModuleId: "COMM3" },
  });
}

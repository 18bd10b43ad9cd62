import { accountCalls } from "./account";
import { cashierCalls } from "./cashier";
import { agentCalls } from "./agent";
import { getAgentNoticeUnread, getAnnouncements, type AnnouncementQuery } from "./announcements";
import { gameCalls } from "./games";
import { memberCalls } from "./member";
import { messageCalls } from "./messages";
import { phoneAuthCalls } from "./phone-auth";
import type { BackendCallOptions } from "./http";
import { promotionCalls } from "./promotions";
import { securityCalls } from "./security";
import { responsibleCalls } from "./responsible";
import { getCustomerService, getMerchant, getSiteStatus } from "./system";

export { BackendError, isBackendError } from "./errors";
export type { BackendCallOptions } from "./http";

/**
 * The typed client of the platform, built per request with the merchant, language and session
 * token. Routes get it from the router context and never see fetch code or tokens.
 */
export function createBackendClient(options: BackendCallOptions) {
  return {
    getSiteStatus: () => getSiteStatus(options),
    getMerchant: () => getMerchant(options),
    getCustomerService: () => getCustomerService(options),
    getAnnouncements: (query?: AnnouncementQuery) => getAnnouncements(options, query),
    getAgentNoticeUnread: () => getAgentNoticeUnread(options),
    ...accountCalls(options),
    ...agentCalls(options),
    ...gameCalls(options),
    ...messageCalls(options),
    ...promotionCalls(options),
    ...cashierCalls(options),
    ...memberCalls(options),
    ...securityCalls(options),
    ...responsibleCalls(options),
    ...phoneAuthCalls(options),
  };
}

export type BackendClient = ReturnType<typeof createBackendClient>;

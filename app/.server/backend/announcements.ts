import { call, type BackendCallOptions } from "./http";
import { agentNotices, announcements } from "./schemas/announcements";

export type AnnouncementQuery = { groupName?: "m_home" | "m_leftmenu" | "m_reg"; types?: string };

/** GET /wps/relay/MCSFE_getListAnnouncements: banners, notices, popups, promotions. */
export function getAnnouncements(options: BackendCallOptions, query: AnnouncementQuery = {}) {
  return call(options, "/wps/relay/MCSFE_getListAnnouncements", announcements, {
    headers: { ModuleId: "COMM3" },
    query: { ...query, platform: "M", merchantCode: options.merchant },
  });
}

/**
 * The agent notice list (accounts §7, module AGEANNOUNCE3): types A, group m_home, the merchant;
 * read for its `footer.unreadCount`, the agent footer's announcements badge.
 */
export function getAgentNoticeUnread(options: BackendCallOptions) {
  return call(options, "/wps/relay/MCSFE_getListAnnouncements", agentNotices, {
    headers: { ModuleId: "AGEANNOUNCE3" },
    query: { types: "A", groupName: "m_home", platform: "M", merchantCode: options.merchant },
  }).then((answer) => answer.footer.unreadCount);
}

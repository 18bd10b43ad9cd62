import { call, type BackendCallOptions } from "./http";
import { announcements } from "./schemas/announcements";

export type AnnouncementQuery = { groupName?: "m_home" | "m_leftmenu" | "m_reg"; types?: string };

/** GET /wps/relay/MCSFE_getListAnnouncements: banners, notices, popups, promotions. */
export function getAnnouncements(options: BackendCallOptions, query: AnnouncementQuery = {}) {
  return call(options, "/wps/relay/MCSFE_getListAnnouncements", announcements, {
    headers: { ModuleId: "COMM3" },
    query: { ...query, platform: "M", merchantCode: options.merchant },
  });
}

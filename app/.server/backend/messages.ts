import { z } from "~/domain/zod";
import { call, type BackendCallOptions } from "./http";
import { chatLaunch, chatUnread, inboxMessages, inboxUnread } from "./schemas/messages";

const nothing = z.unknown();

export type ChatLaunchQuery = {
  /** Upper case, every CN variant as CN (`chatLanguage`). */
  language: string;
  backUrl: string;
  headerColor: string;
  title: string;
};

/** Notice read marks (COMM3), the inbox (INBOX3) and the live chat (CBS3); all need a session. */
export function messageCalls(options: BackendCallOptions) {
  return {
    /** POST MCSFE_readAnnouncement: marks a notice read; again is fine, an unknown id is a 404. */
    markAnnouncementRead: (announcementId: number) =>
      call(options, "/wps/relay/MCSFE_readAnnouncement", nothing, {
        method: "POST",
        headers: { ModuleId: "COMM3" },
        body: { announcementId, read: true },
      }).then(() => undefined),
    getInboxUnread: () =>
      call(options, "/wps/inbox/unread", inboxUnread, { headers: { ModuleId: "INBOX3" } }),
    getInbox: () => call(options, "/wps/inbox/messages", inboxMessages, { headers: { ModuleId: "INBOX3" } }),
    markInboxRead: (id: number) =>
      call(options, `/wps/inbox/messages/${id}/read`, nothing, {
        method: "POST",
        headers: { ModuleId: "INBOX3" },
      }).then(() => undefined),
    getChatUnread: () =>
      call(options, "/wps/chat/unread", chatUnread, { headers: { ModuleId: "CBS3" } }).then(
        (v) => v.unReadCount,
      ),
    /** The live chat's address for this member (b2c=1). */
    launchChat: (query: ChatLaunchQuery) =>
      call(options, "/wps/chat/launch", chatLaunch, {
        headers: { ModuleId: "CBS3" },
        query: { b2c: 1, ...query },
      }).then((v) => v.chatUrl),
  };
}

import type { SiteStatus } from "~/.server/backend/schemas/system";
import { isNoticeRead } from "~/domain/announcements";
import { totalUnread, type UnreadCounts } from "~/domain/badge";
import { unreadPolling } from "~/domain/visitor";
import { whitelabelFlags } from "~/domain/whitelabel";
import type { RequestState } from "./context";
import { publicSession } from "./session";

export type Unread = UnreadCounts & { total: number };

/** The live chat is on when the whitelabel flag CBS3 is. */
export function chatEnabled(status: SiteStatus | null): boolean {
  return status !== null && whitelabelFlags(status.info.whitelabel).has("CBS3");
}

/**
 * This session's announcements, reused for the member cache's TTL: the unread count, the notice
 * page's badge and the member's popup all read the same answer. A guest's come from the public cache.
 */
export function memberAnnouncements({ backend, memberData }: RequestState) {
  return memberData.get("announcements", () => backend.getAnnouncements());
}

/**
 * The unread counts of a member (accounts §2, §3, §6): announcements + chat + inbox. Null for guests
 * and trial players (never asked for them); chat only with CBS3. Each count is reused per session for
 * the member cache's TTL (a few seconds, more than the spec's 250 ms throttle); one that fails counts 0.
 */
export async function unreadCounts(state: RequestState, status: SiteStatus | null): Promise<Unread | null> {
  const session = publicSession(state.session);
  const polling = unreadPolling(session, chatEnabled(status));
  if (!session || !polling.inbox) return null;
  const { backend, memberData } = state;
  const [announcements, inbox, chat] = await Promise.allSettled([
    memberAnnouncements(state),
    memberData.get("inboxUnread", backend.getInboxUnread),
    polling.chat ? memberData.get("chatUnread", backend.getChatUnread) : Promise.resolve(0),
  ]);
  const counts: UnreadCounts = {
    announcementUnreadCount:
      announcements.status === "fulfilled"
        ? announcements.value.player.filter((n) => !isNoticeRead(n, session.type)).length
        : 0,
    inboxUnreadCount: inbox.status === "fulfilled" ? inbox.value : 0,
    chatUnreadCount: chat.status === "fulfilled" ? chat.value : 0,
  };
  return { ...counts, total: totalUnread(counts) };
}

// Unread badges (accounts §2 "Message center", §9): nothing for 0, "99+" above 99.
export const BADGE_CAP = 99;

// Negative or non-numeric counts are treated as "nothing unread" rather than shown.
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

export type UnreadCounts = {
  announcementUnreadCount: number;
  chatUnreadCount: number;
  inboxUnreadCount: number;
};

// The total is the plain sum (accounts §3); an invalid part counts as 0 so one bad answer does not blank it.
export function totalUnread(counts: UnreadCounts): number {
  const part = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);
  return part(counts.announcementUnreadCount) + part(counts.chatUnreadCount) + part(counts.inboxUnreadCount);
}

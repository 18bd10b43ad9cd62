// Announcement popup and notice read state (accounts §2 "Announcement popup", "Notice page", §7).
import { TRIAL_TYPE } from "./visitor";

export type PopupType = "A" | "B";
export type PopupItem = {
  title: string;
  content: string;
  promotionType?: string | null;
  execution: "A" | "B" | "F";
};

// A for a logged-in visitor, B for an anonymous one; each type keeps its own stored show flag.
export function popupType(loggedIn: boolean): PopupType {
  return loggedIn ? "A" : "B";
}

export function popupStorageKey(type: PopupType): "SHELL_PU_A" | "SHELL_PU_B" {
  return type === "A" ? "SHELL_PU_A" : "SHELL_PU_B";
}

// Items whose execution equals the popup type; on a logged-in first login the F ("first login") items too.
export function popupItems<I extends PopupItem>(
  items: readonly I[],
  type: PopupType,
  firstTimeLogin: boolean,
): I[] {
  const withFirst = type === "A" && firstTimeLogin;
  return items.filter((i) => i.execution === type || (withFirst && i.execution === "F"));
}

/**
 * A trial player cannot deposit (issue 21): promotion-type items (deposit bonuses and the like) are
 * left out of their popup; the other announcements stay.
 */
export function popupItemsForTrial<I extends { promotionType?: string | null }>(items: readonly I[]): I[] {
  return items.filter((item) => !item.promotionType);
}

// Shown only when the stored show flag is on and something is left after filtering.
export function showsPopup(filtered: readonly PopupItem[], showFlag: boolean): boolean {
  return showFlag && filtered.length > 0;
}

// "Promotion-type items" are read as items that carry a promotionType; the go-to-activity action
// (to /m/rewardCenter) also needs a session.
export function showsGoToActivity(item: PopupItem, loggedIn: boolean): boolean {
  return loggedIn && Boolean(item.promotionType);
}

// "Items with type 4 ... count as read": notices carry no type, so this is the member type — a trial
// session cannot mark notices read (the mark call is skipped for type 4), so nothing shows as unread.
export function isNoticeRead(notice: { read: boolean }, memberType: number | null): boolean {
  return memberType === TRIAL_TYPE || notice.read;
}

export function marksReadOnServer(memberType: number): boolean {
  return memberType !== TRIAL_TYPE;
}

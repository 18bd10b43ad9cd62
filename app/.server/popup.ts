import {
  popupItems,
  popupItemsForTrial,
  popupStorageKey,
  popupType,
  showsGoToActivity,
  showsPopup,
  type PopupType,
} from "~/domain/announcements";
import { TRIAL_TYPE } from "~/domain/visitor";
import type { RequestState } from "./context";
import { cookiePair } from "./cookies";
import { sanitizeBackendHtml } from "./sanitize";
import { memberAnnouncements } from "./unread";

const YEAR = 60 * 60 * 24 * 365;

/** Each popup type's stored show flag (the spec's SHELL_PU_A / SHELL_PU_B): on until closed. */
const flagCookies = {
  A: cookiePair(popupStorageKey("A"), { httpOnly: true, maxAge: YEAR }),
  B: cookiePair(popupStorageKey("B"), { httpOnly: true, maxAge: YEAR }),
} as const;

async function showFlag(request: Request, type: PopupType): Promise<boolean> {
  return (await flagCookies[type](request).parse(request.headers.get("Cookie"))) !== "0";
}

/** The Set-Cookie that turns the visitor's popup type off and keeps it off. */
export function closePopupCookie(request: Request, loggedIn: boolean): Promise<string> {
  return flagCookies[popupType(loggedIn)](request).serialize("0");
}

export type PopupView = {
  type: PopupType;
  items: { id: number; title: string; html: string; acknowledge: boolean }[];
};

/**
 * The announcement popup for this visitor (accounts §2 "Announcement popup"), or null when it is not
 * shown: type A for a session, B for a guest; the flag must be on and the filtered list non-empty. A
 * guest's list comes from the public cache, a member's from the session's cached announcements.
 */
export async function announcementPopup(
  request: Request,
  state: RequestState,
  /** The hosts links in the HTML may lead to (config.linkHosts). */
  linkHosts: readonly string[],
): Promise<PopupView | null> {
  const session = state.session;
  const type = popupType(session !== null);
  const flag = await showFlag(request, type);
  if (!flag) return null;
  const list = session ? await memberAnnouncements(state) : await state.backend.getAnnouncements();
  const all = popupItems(list.popup, type, session?.firstTimeLogin ?? false);
  const items = session?.type === TRIAL_TYPE ? popupItemsForTrial(all) : all;
  if (!showsPopup(items, flag)) return null;
  return {
    type,
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      html: sanitizeBackendHtml(item.content, linkHosts),
      // Promotion items of a member bring go-to-activity (/m/rewardCenter) and "I know it" (in place
      // of "Close": one dismiss control, decision 0043).
      acknowledge: showsGoToActivity(item, session !== null),
    })),
  };
}

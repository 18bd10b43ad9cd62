import { createCookie } from "react-router";
import { isBackendError } from "~/.server/backend";
import { decryptServicePath } from "~/.server/backend/customer-service-path";
import type { RequestState } from "~/.server/context";
import type { Asked } from "~/.server/guards";
import { pendingContractPath, needsContractCheck } from "~/domain/contracts";

/** Set by "later" in the contract dialog: not asked again in this browser session. */
export const contractLaterCookie = createCookie("contract_later", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
});

export type HeaderAccount = {
  id: number;
  nickname: string;
  account: string;
  type: number;
  vipLabel: string | null;
  /** null when the wallet could not be read: the widget then shows a dash, the page still works. */
  /** The wallet in cents; null when it could not be read. */
  balanceCents: number | null;
  balanceHidden: boolean;
  contractPath: string | null;
  /** The member's uploaded picture (/resources/avatar), or null: the drawers draw the generic one. */
  avatarSrc: string | null;
};

/** The avatar's address: it changes with each upload, so a new avatar is never an old cached one. */
export function avatarSrcOf(updatedAt: string | null | undefined): string | null {
  return updatedAt ? `/resources/avatar?v=${encodeURIComponent(updatedAt)}` : null;
}

/** The member's info: the session's cached answer, shared by the header, the session check and the member centre. */
export const memberInfo = ({ backend, memberData }: RequestState) =>
  memberData.get("info", backend.getMemberInfo);

/** The member's balance: the session's cached answer, shared by the header, the member centre and withdraw. */
export const memberBalance = ({ backend, memberData }: RequestState) =>
  memberData.get("balance", backend.getBalance);

/**
 * What the header and the side menus show of the logged-in member (root loader). Null for guests
 * and for a session the backend no longer knows; other failures degrade to what could be read.
 */
export async function headerAccount(
  { request, url }: Asked,
  state: RequestState,
): Promise<HeaderAccount | null> {
  const { backend, session, memberData } = state;
  if (!session) return null;
  const askLater = (await contractLaterCookie.parse(request.headers.get("Cookie"))) === "1";
  // Asked on every navigation: reused for a few seconds per session (memberData).
  const [info, balance, dividend] = await Promise.allSettled([
    memberInfo(state),
    memberBalance(state),
    needsContractCheck(session) && !askLater
      ? memberData.get("dividend", backend.getDividendInfo)
      : Promise.resolve(null),
  ]);
  if (info.status === "rejected") {
    if (isBackendError(info.reason) && info.reason.status === 401) return null;
    return {
      id: 0,
      nickname: session.userName,
      account: session.userName,
      type: session.type,
      vipLabel: null,
      balanceCents: balance.status === "fulfilled" ? balance.value : null,
      balanceHidden: url.searchParams.get("balance") === "hidden",
      contractPath: null,
      avatarSrc: null,
    };
  }
  return {
    id: info.value.id,
    nickname: info.value.nickname || info.value.account,
    account: info.value.account,
    type: info.value.type,
    vipLabel: info.value.clubLabel?.labelName ?? null,
    balanceCents: balance.status === "fulfilled" ? balance.value : null,
    balanceHidden: url.searchParams.get("balance") === "hidden",
    contractPath:
      dividend.status === "fulfilled" && dividend.value ? pendingContractPath(dividend.value) : null,
    avatarSrc: avatarSrcOf(info.value.avatarUpdatedAt),
  };
}

/**
 * The customer-service links (the customer-service call's, else the status payload's), decrypted
 * (their paths travel encrypted): the right menu opens "CS", the left menu lists FACEBOOK and YOUTUBE
 * (accounts §2). An unreadable path is left out.
 */
export function serviceLinks(
  entries: readonly { csType: string; title: string; path: string }[],
): { csType: string; title: string; url: string }[] {
  return entries.flatMap((entry) => {
    try {
      return [{ csType: entry.csType, title: entry.title, url: decryptServicePath(entry.path) }];
    } catch {
      return [];
    }
  });
}

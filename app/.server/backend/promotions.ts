import { call, type BackendCallOptions } from "./http";
import {
  affiliateCode,
  availablePromotions,
  helpEntries,
  promotionEntries,
  promotionEntry,
  rewardClaim,
  rewards,
} from "./schemas/promotions";

const COMM = { ModuleId: "COMM3" };

/** Calls of promotions, reward centre, help centre and share (docs/backend-api.md "Promotions"). */
export function promotionCalls(options: BackendCallOptions) {
  return {
    /** GET /wps/promotion/available: which promotion codes are on (REFERRAL for share). */
    availablePromotions: () =>
      call(options, "/wps/promotion/available", availablePromotions, { headers: COMM }),
    /** GET /wps/promotion/entries: the member's state in each promotion they took part in. */
    promotionEntries: () => call(options, "/wps/promotion/entries", promotionEntries, { headers: COMM }),
    /** POST /wps/promotion/{id}/join: Joined, or Applying for promotions an operator decides. */
    joinPromotion: (id: number) =>
      call(options, `/wps/promotion/${id}/join`, promotionEntry, { method: "POST", headers: COMM }),
    /** POST /wps/promotion/{id}/claim: the bonus, credited once however often it is posted. */
    claimPromotion: (id: number) =>
      call(options, `/wps/promotion/${id}/claim`, promotionEntry, { method: "POST", headers: COMM }),
    /** GET /wps/rewards: the member's rewards and cashback. */
    rewards: () => call(options, "/wps/rewards", rewards, { headers: COMM }),
    /** POST /wps/rewards/{id}/claim: into the wallet, once. */
    claimReward: (id: number) =>
      call(options, `/wps/rewards/${id}/claim`, rewardClaim, { method: "POST", headers: COMM }),
    /** GET /wps/help (device=MOBILE, lang): the help centre's entries. */
    helpEntries: () =>
      call(options, "/wps/help", helpEntries, {
        headers: COMM,
        query: { device: "MOBILE", lang: options.language },
      }),
    /** GET /wps/member/affiliate (AFFMAN3): the member's own affiliate code. */
    ownAffiliateCode: () =>
      call(options, "/wps/member/affiliate", affiliateCode, { headers: { ModuleId: "AFFMAN3" } }),
  };
}

import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { ApiError, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { helpEntries } from "../store/help.ts";
import { availablePromotions, claimPromotion, joinPromotion, memberEntries } from "../store/promotions.ts";
import { ownAffiliateCode } from "../store/referral.ts";
import { claimReward, memberRewards } from "../store/rewards.ts";
import { requireMember } from "../store/sessions.ts";
import { TRIAL_TYPE } from "../store/members.ts";

const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

/**
 * Promotions, reward centre, help centre and share (docs/backend-api.md "Promotions"), under /wps.
 * The promotions themselves come with the announcements call (PR); these are the member's side.
 */
export function promotionRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/promotion/available", (_req, res) => sendValue(res, availablePromotions(context)));

  router.get("/promotion/entries", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, memberEntries(context, member.id));
  });

  router.post("/promotion/:id/join", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, joinPromotion(context, member, parse(idParam, req.params, "path").id));
  });

  router.post("/promotion/:id/claim", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, claimPromotion(context, member, parse(idParam, req.params, "path").id));
  });

  router.get("/rewards", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, memberRewards(context, member.id));
  });

  router.post("/rewards/:id/claim", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, claimReward(context, member, parse(idParam, req.params, "path").id));
  });

  // Help centre: device=MOBILE and lang are accepted; the demo merchant has one text per entry.
  router.get("/help", (_req, res) => sendValue(res, helpEntries(context)));

  // The member's own affiliate code (AFFMAN3), for the share page.
  router.get("/member/affiliate", (req, res) => {
    const member = requireMember(context, req);
    if (member.type === TRIAL_TYPE)
      throw new ApiError(403, "promotion.trial.refused", "trial players cannot share");
    sendValue(res, { code: ownAffiliateCode(context, member.id) });
  });

  return router;
}

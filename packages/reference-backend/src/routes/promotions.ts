import { Router, type Request, type RequestHandler } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { ApiError, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { helpEntries } from "../store/help.ts";
import { availablePromotions, claimPromotion, joinPromotion, memberEntries } from "../store/promotions.ts";
import { ownAffiliateCode } from "../store/referral.ts";
import { claimReward, memberRewards } from "../store/rewards.ts";
import { textLanguages } from "../store/promotion-texts.ts";
import { requireMember, type MemberRow } from "../store/sessions.ts";
import { TRIAL_TYPE } from "../store/members.ts";

/** A positive id in the path (promotions, rewards). */
export const idParam = z.object({
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
  /** A call for members only: answers what `answer` makes of the caller's member and the request. */
  const forMember =
    (answer: (member: MemberRow, req: Request) => unknown): RequestHandler =>
    (req, res) =>
      sendValue(res, answer(requireMember(context, req), req));
  const id = (req: Request) => parse(idParam, req.params, "path").id;

  router.get("/promotion/available", (_req, res) => sendValue(res, availablePromotions(context)));
  router.get(
    "/promotion/entries",
    forMember((member) => memberEntries(context, member.id)),
  );
  router.post(
    "/promotion/:id/join",
    forMember((member, req) => joinPromotion(context, member, id(req))),
  );
  router.post(
    "/promotion/:id/claim",
    forMember((member, req) => claimPromotion(context, member, id(req))),
  );
  router.get(
    "/rewards",
    forMember((member, req) => memberRewards(context, member.id, textLanguages(context, req))),
  );
  router.post(
    "/rewards/:id/claim",
    forMember((member, req) => claimReward(context, member, id(req))),
  );

  // Help centre: device=MOBILE and lang are accepted; the demo merchant has one text per entry.
  router.get("/help", (req, res) => sendValue(res, helpEntries(context, textLanguages(context, req))));

  // The member's own affiliate code (AFFMAN3), for the share page.
  router.get(
    "/member/affiliate",
    forMember((member) => {
      if (member.type === TRIAL_TYPE)
        throw new ApiError(403, "promotion.trial.refused", "trial players cannot share");
      return { code: ownAffiliateCode(context, member.id) };
    }),
  );

  return router;
}

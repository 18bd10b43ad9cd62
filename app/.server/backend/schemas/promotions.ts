import { z } from "~/domain/zod";
import { unitsAsCents } from "./money";

const entryState = z.enum(["joined", "claimed", "applying", "rejected", "issued", "process", "signed"]);

/** GET /wps/promotion/available: the promotion codes switched on (REFERRAL, APP_DOWNLOAD). */
export const availablePromotions = z.array(z.string());

/** GET /wps/promotion/entries: the member's state per promotion. */
export const promotionEntries = z.array(z.object({ promotionId: z.number(), state: entryState }));

/** POST /wps/promotion/{id}/join and /claim. */
export const promotionEntry = z.object({ promotionId: z.number(), state: entryState });

/** GET /wps/rewards: the member's rewards and cashback. */
export const rewards = z.array(
  z.object({
    id: z.number(),
    kind: z.enum(["reward", "cashback"]),
    title: z.string(),
    amount: unitsAsCents,
    state: z.enum(["available", "claimed", "expired"]),
    createdAt: z.string(),
  }),
);

/** POST /wps/rewards/{id}/claim. */
export const rewardClaim = z.object({ id: z.number(), state: z.literal("claimed") });

/** GET /wps/help: the help centre's entries. */
export const helpEntries = z.array(
  z.object({ id: z.number(), key: z.string(), title: z.string(), content: z.string() }),
);

/** GET /wps/member/affiliate (AFFMAN3): the member's own code. */
export const affiliateCode = z.object({ code: z.string().min(1) });

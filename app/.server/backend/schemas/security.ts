import { z } from "~/domain/zod";

/** GET /wps/security/config: which secrets are set, the offered questions and banks, the limits. */
export const securityConfig = z.object({
  fundsPasswordSet: z.boolean(),
  questionKey: z.string().nullable(),
  questionKeys: z.array(z.string()).min(1),
  banks: z.array(z.object({ code: z.string(), name: z.string() })).min(1),
  limits: z.object({ minCents: z.number().int(), maxCents: z.number().int() }),
});

const bankCard = z.object({
  id: z.number().int(),
  holder: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  createdAt: z.string(),
});

/** GET /wps/security/bankCards: the member's cards, masked to the last four digits. */
export const bankCards = z.array(bankCard);

/** POST /wps/security/bankCards: the card just bound. */
export const boundCard = bankCard;

/** POST /wps/security/fundsPassword(/reset), /wps/security/question: nothing but success. */
export const done = z.unknown();

const withdrawalOrder = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  state: z.enum(["pending", "approved", "rejected"]),
  last4: z.string(),
  bankCode: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** POST /wps/withdraw: the order (the first one again for a repeated request key). */
export const withdrawal = withdrawalOrder;

/** GET /wps/withdraw/report: the member's latest orders, newest first. */
export const withdrawalReport = z.array(withdrawalOrder);

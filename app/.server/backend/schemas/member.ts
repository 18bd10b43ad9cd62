import { z } from "~/domain/zod";

const page = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), rows: z.array(row) });

/** GET /wps/member/records/game: bet records of the member's game play, with the range's totals. */
export const gameRecords = page(
  z.object({
    id: z.number(),
    gameName: z.string(),
    vendorName: z.string(),
    stakeCents: z.number().int(),
    winCents: z.number().int(),
    createdAt: z.string(),
  }),
).extend({ stakeCents: z.number().int(), winCents: z.number().int() });

/** GET /wps/member/records/lottery: lottery orders with their sub-orders. */
export const lotteryOrders = page(
  z.object({
    id: z.number(),
    gameName: z.string(),
    issue: z.string(),
    createdAt: z.string(),
    subOrders: z.array(
      z.object({
        id: z.number(),
        numbers: z.string(),
        stakeCents: z.number().int(),
        state: z.enum(["pending", "cancelled", "won", "lost"]),
        winCents: z.number().int(),
        cancellable: z.boolean(),
      }),
    ),
  }),
);

/** The platform's transaction code list: the account record's types, in the order offered. */
export const transactionCodes = z.array(z.object({ code: z.string().min(1).max(40) }));

/** GET /wps/wallet/details: ledger rows with the balance after each. */
export const walletDetails = page(
  z.object({
    id: z.number(),
    kind: z.string(),
    amountCents: z.number().int(),
    balanceCents: z.number().int(),
    reference: z.string(),
    createdAt: z.string(),
  }),
);

/** GET /wps/member/report/pnl: ledger totals per kind in the range. */
export const pnlTotals = z.array(z.object({ kind: z.string(), amountCents: z.number().int() }));

/** GET /wps/member/info/profile and the answers of its updates. */
export const profile = z.object({
  nickname: z.string().nullish(),
  email: z.string().nullish(),
  payeeName: z.string().nullish(),
  avatarUpdatedAt: z.string().nullish(),
});

/** GET /wps/member/vip: levels with benefits, the member's level and total stake. */
export const vip = z.object({
  levels: z.array(
    z.object({
      level: z.number().int(),
      name: z.string(),
      requiredStakeCents: z.number().int(),
      upgradeBonusCents: z.number().int(),
      birthdayBonusCents: z.number().int(),
      rebatePermille: z.number().int(),
      dailyWithdrawals: z.number().int(),
    }),
  ),
  level: z.number().int(),
  stakeCents: z.number().int(),
});

/** GET /wps/member/feedback: the member's latest comments, newest first. */
export const feedbackList = z.array(
  z.object({
    id: z.number().int(),
    content: z.string(),
    createdAt: z.string(),
    imageCount: z.number().int().min(0),
  }),
);

/** The member's real-name check; the identity number comes masked. */
export const realName = z.discriminatedUnion("status", [
  z.object({ status: z.literal("none") }),
  z.object({
    status: z.enum(["pending", "verified", "rejected"]),
    realName: z.string(),
    idNumber: z.string(),
    submittedAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
]);

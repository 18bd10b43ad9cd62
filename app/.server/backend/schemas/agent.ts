import { z } from "~/domain/zod";
import { unitsAsCents } from "./money";

/** GET /wps/agent/info: the agent, their wallet and the rebate quota a downline may get at most. */
export const agentInfo = z.object({
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  balance: unitsAsCents,
  rebate: z.number(),
  dividendEnabled: z.boolean(),
});

/** GET /wps/agent/team/kpi (AGEINFO3): value.footer, counts and sums over the date range. */
export const teamKpi = z.object({
  footer: z.object({
    teamMemberCount: z.number(),
    teamRegisterMemberCount: z.number(),
    teamLoginMemberCount: z.number(),
    teamBetMemberCount: z.number(),
    teamOnlineCount: z.number(),
    teamDeposit: unitsAsCents,
    teamWithdrawal: unitsAsCents,
    teamBet: unitsAsCents,
    teamWin: unitsAsCents,
    teamProfit: unitsAsCents,
  }),
});

const paged = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), list: z.array(row) });

export const subordinates = paged(
  z.object({
    account: z.string(),
    nickname: z.string(),
    type: z.number(),
    balance: unitsAsCents,
    rebate: z.number(),
    registeredAt: z.string(),
    lastLogin: z.string().nullable(),
    teamSize: z.number(),
  }),
);

export const teamPnl = paged(
  z.object({ date: z.string(), bet: unitsAsCents, win: unitsAsCents, profit: unitsAsCents }),
);

export const teamBetting = paged(
  z.object({
    account: z.string(),
    betCount: z.number(),
    bet: unitsAsCents,
    win: unitsAsCents,
    profit: unitsAsCents,
  }),
);

export const openedAccount = z.object({ id: z.number(), account: z.string(), rebate: z.number() });

export const affiliateUrls = z.array(
  z.object({ id: z.number(), code: z.string(), rebate: z.number(), createdAt: z.string() }),
);

export const transferAnswer = z.object({
  account: z.string(),
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
  repeated: z.boolean(),
});

/** GET /wps/agent/contracts/{kind}: the offer waiting, or null. */
export const contractOffer = z
  .object({
    id: z.number(),
    kind: z.enum(["salary", "dividend", "hour"]),
    offeredAt: z.string(),
    tiers: z.array(z.object({ threshold: unitsAsCents, rate: z.number() })),
  })
  .nullable();

/** GET /wps/agent/rebate/settings: the agent's rate on every game type, the quota, the downlines' rates. */
export const rebateSettings = z.object({
  rebate: z.number(),
  quota: z.number(),
  downlineCount: z.number(),
  highestDownline: z.number().nullable(),
  lowestDownline: z.number().nullable(),
});

/**
 * GET /wps/agent/team/rebate: per day and member, the turnover, the rate the agent earns on it and the
 * rebate; the range's sum; and the payout of each day on the page (open today, then pending until an
 * operator settles it, then paid).
 */
export const teamRebate = paged(
  z.object({
    date: z.string(),
    account: z.string(),
    bet: unitsAsCents,
    rate: z.number(),
    rebate: unitsAsCents,
  }),
).extend({
  sum: z.object({ bet: unitsAsCents, rebate: unitsAsCents }),
  days: z.array(
    z.object({
      date: z.string(),
      rebate: unitsAsCents,
      state: z.enum(["open", "pending", "paid"]),
      paidAt: z.string().nullable(),
    }),
  ),
});

/** GET /wps/agent/dividends: the contract's tiers and its periods, or null without an accepted contract. */
export const dividends = paged(
  z.object({
    start: z.string(),
    end: z.string(),
    bet: unitsAsCents,
    win: unitsAsCents,
    net: unitsAsCents,
    dividend: unitsAsCents,
    state: z.enum(["open", "settled"]),
    /** When the period's dividend was paid into the agent's wallet; null before (or with nothing to pay). */
    paidAt: z.string().nullable(),
  }),
)
  .extend({ tiers: z.array(z.object({ threshold: unitsAsCents, rate: z.number() })) })
  .nullable();

/** GET /wps/redrain: the rains touching the range, each with the member's grabs and its state. */
export const redRains = z.array(
  z.object({
    id: z.number(),
    startsAt: z.string(),
    endsAt: z.string(),
    envelope: unitsAsCents,
    perMember: z.number(),
    grabbed: z.number(),
    state: z.enum(["upcoming", "live", "ended"]),
  }),
);

/** GET /wps/redrain/grabs: the member's grabs over the range and their sum. */
export const redRainGrabs = paged(
  z.object({ rainId: z.number(), envelope: z.number(), amount: unitsAsCents, grabbedAt: z.string() }),
).extend({ sum: unitsAsCents });

/** POST /wps/redrain/{id}/grab: the envelope grabbed (or the one this key grabbed before). */
export const redRainGrab = z.object({
  /** Which of the member's envelopes of the rain this is (1, 2, …). */
  envelope: z.number(),
  amount: unitsAsCents,
  balance: unitsAsCents,
  repeated: z.boolean(),
});

import { randomBytes } from "node:crypto";
import { Router, type Request } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { intParam, optional, parse } from "../params.ts";
import { hashPassword } from "../store/members-password.ts";
import {
  firstInvalidField,
  REGISTER_FIELD_SETTINGS,
  REGISTER_FIELDS,
  type RegisterFieldName,
} from "../store/members-register-fields.ts";
import { accountExists, insertMember, NON_AGENT_TYPES } from "../store/members.ts";
import { postLedger } from "../store/ledger.ts";
import { requireMember } from "../store/sessions.ts";
import { subordinates, teamBetting, teamKpi, teamPnl, type Page } from "../store/agent-team.ts";
import { timeZoneParam, type DayRange } from "../days.ts";
import { rebateSettings, teamRebate } from "../store/agent-rebate.ts";
import { teamDividends } from "../store/agent-dividend.ts";
import { CONTRACT_KINDS, decideOffer, waitingOffer } from "../store/agent-contracts.ts";
import { refuse, RefusalWithValue, sendRefusalWithValue } from "./accounts-errors.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const today = () => new Date().toISOString().slice(0, 10);
const rangeQuery = z.object({
  startDate: optional(day),
  endDate: optional(day),
  /** The agent's calendar for the team figures (days.ts); settlements ignore it. */
  timeZone: timeZoneParam,
  page: intParam(1, 10_000, 1),
  size: intParam(0, 100, 20),
});
/** The most one downline transfer moves: 10,000,000.00. */
const TRANSFER_MAX_CENTS = 1_000_000_000;
/** The agent's ledger row of a transfer names the downline: a used key answers whom it paid. */
const TRANSFER_TO = "transfer to ";
const transferReference = (account: string) => `${TRANSFER_TO}${account}`;

/** A rebate in percent with at most one decimal, as the form types it. */
const rebate = z.coerce.number().min(0).max(100).multipleOf(0.1);
const field = z.string().max(128).optional();
const openAccountBody = z.object({
  ...Object.fromEntries(REGISTER_FIELDS.map((name) => [name, field])),
  confirmPassword: field,
  rebate,
}) as z.ZodType<Partial<Record<RegisterFieldName | "confirmPassword", string>> & { rebate: number }>;
// Schemas are built once, here: a schema made inside a handler is compiled again on every request
// (zod's parser is generated per schema), which cost the team page's backend a sixth of its CPU.
const subordinatesQuery = rangeQuery.extend({ keyword: optional(z.string().max(64)) });
const rebateBody = z.object({ rebate });
const transferBody = z.object({
  account: z.string().trim().min(1).max(64),
  amountCents: z.number().int().positive(),
  idempotencyKey: z.string().min(8).max(64),
});
const contractKind = z.enum(CONTRACT_KINDS);
const offerAnswer = z.object({
  offerId: z.coerce.number().int().positive(),
  decision: z.enum(["accepted", "declined"]),
});
/** The fields of a username registration the agent's form may carry; the agent is the affiliate. */
const OPEN_ACCOUNT_FIELDS = REGISTER_FIELDS.filter(
  (f) => !["mobileNum", "verificationCode", "affiliateCode", "recommenderId"].includes(f),
);
const fieldRefusal = (errorCode: string, name: string, messageKey: string) =>
  new RefusalWithValue(400, errorCode, `${name}: ${messageKey}`, { field: name, messageKey });

function requireAgentMember(context: BackendContext, req: Request) {
  const member = requireMember(context, req);
  if (NON_AGENT_TYPES.includes(member.type))
    throw refuse(403, "agent.only", "non-agent accounts cannot use the agent area");
  return member;
}

function rangeOf(query: z.infer<typeof rangeQuery>): DayRange {
  const start = query.startDate ?? today();
  const end = query.endDate ?? start;
  if (end < start) throw refuse(400, "param.invalid", "endDate: before startDate");
  return { start, end, timeZone: query.timeZone };
}

/** Settlements (rebates, dividends) count the platform's UTC days, whoever asks. */
const platformDays = ({ start, end }: DayRange): DayRange => ({ start, end });

const quotaOf = (context: BackendContext, memberId: number) =>
  Number(context.sql("SELECT rebate_permille FROM members WHERE id = ?").pluck().get(memberId));

/** A rebate (percent) as per mille, refused on its field when above the agent's own quota. */
function withinQuota(context: BackendContext, agentId: number, rebatePercent: number): number {
  const permille = Math.round(rebatePercent * 10);
  if (permille > quotaOf(context, agentId))
    throw fieldRefusal("agent.rebate.quota", "rebate", "rebate_above_quota");
  return permille;
}

/** The agent area (AGEINFO3, AGEDOWNMAN3, AFFMAN3 and the transfers), mounted under /wps/agent. */
export function agentRoutes(context: BackendContext): Router {
  const router = Router();
  const { sql, db } = context;

  /** Who the agent is and the rebate quota a downline may get at most. */
  router.get("/info", (req, res) => {
    const agent = requireAgentMember(context, req);
    sendValue(res, {
      account: agent.account,
      nickname: agent.nickname ?? "",
      type: agent.type,
      balance: agent.balance_cents / 100,
      rebate: quotaOf(context, agent.id) / 10,
      /** The dividend entry shows once the agent has a dividend contract. */
      dividendEnabled:
        sql(
          "SELECT 1 FROM contract_offer WHERE member_id = ? AND kind = 'dividend' AND state = 'accepted'",
        ).get(agent.id) !== undefined,
    });
  });

  /** Team KPI (AGEINFO3): value.footer holds the counts and sums; size 0 asks for no list. */
  router.get("/team/kpi", (req, res) => {
    const agent = requireAgentMember(context, req);
    const query = parse(rangeQuery, req.query);
    sendValue(res, { footer: teamKpi(context, agent.id, rangeOf(query)), list: [] });
  });

  router.get("/team/subordinates", (req, res) => {
    const agent = requireAgentMember(context, req);
    const query = parse(subordinatesQuery, req.query);
    sendValue(
      res,
      subordinates(context, agent.id, query.keyword ?? "", { page: query.page, size: query.size || 20 }),
    );
  });

  /** Update a direct downline's rebate (AGEDOWNMAN3), never above the agent's own quota. */
  router.put("/team/subordinates/:account/rebate", (req, res) => {
    const agent = requireAgentMember(context, req);
    const body = parse(rebateBody, req.body, "body");
    const permille = withinQuota(context, agent.id, body.rebate);
    const changed = sql("UPDATE members SET rebate_permille = ? WHERE account = ? AND parent_id = ?").run(
      permille,
      req.params.account,
      agent.id,
    ).changes;
    if (changed === 0) throw fieldRefusal("agent.downline.unknown", "account", "transfer_not_downline");
    sendValue(res, { account: req.params.account, rebate: permille / 10 });
  });

  /** A team list over a date range, a page of it: the agent's id, the range and the page to `list`. */
  const rangeList = (path: string, list: (agentId: number, range: DayRange, page: Page) => unknown) =>
    router.get(path, (req, res) => {
      const agent = requireAgentMember(context, req);
      const query = parse(rangeQuery, req.query);
      sendValue(res, list(agent.id, rangeOf(query), { page: query.page, size: query.size || 20 }));
    });

  rangeList("/team/pnl", (agentId, range, page) => teamPnl(context, agentId, range, page));
  rangeList("/team/betting", (agentId, range, page) => teamBetting(context, agentId, range, page));
  /** What the team's bets earned the agent over the range, per day and member (docs/decisions/0033). */
  rangeList("/team/rebate", (agentId, range, page) =>
    teamRebate(context, agentId, platformDays(range), page, today()),
  );
  /** Dividend periods over the range under the accepted dividend contract; null without one. */
  rangeList("/dividends", (agentId, range, page) =>
    teamDividends(context, agentId, platformDays(range), page, today()),
  );

  /** The agent's own rebate settings: the rate on every game type, the quota, the downlines under it. */
  router.get("/rebate/settings", (req, res) => {
    const agent = requireAgentMember(context, req);
    sendValue(res, rebateSettings(context, agent.id));
  });

  /** Open an account for a downline: the registration's field rules, a rebate within the quota. */
  router.post("/downline", async (req, res) => {
    const agent = requireAgentMember(context, req);
    const body = parse(openAccountBody, req.body, "body");
    const invalid = firstInvalidField(body, OPEN_ACCOUNT_FIELDS);
    if (invalid)
      throw fieldRefusal("register.field.invalid", invalid, REGISTER_FIELD_SETTINGS[invalid].messageKey);
    if (body.confirmPassword !== body.password)
      throw fieldRefusal("password.confirm.mismatch", "confirmPassword", "in_confirmation_correct");
    const permille = withinQuota(context, agent.id, body.rebate);
    const account = body.username!.trim();
    if (accountExists(context, account))
      throw fieldRefusal("register.username.exists", "username", "in_username_exists");
    const passwordHash = await hashPassword(body.password!);
    const id = db.transaction(() => {
      const id = insertMember(context, {
        account,
        passwordHash,
        type: 0,
        nickname: body.nickname?.trim() || null,
        email: body.email?.trim() || null,
        parentId: agent.id,
      });
      sql("UPDATE members SET rebate_permille = ? WHERE id = ?").run(permille, id);
      return id;
    })();
    sendValue(res, { id, account, rebate: permille / 10 });
  });

  /** Affiliate URLs (AFFMAN3): the agent's own code first, then the links made here. */
  router.get("/affiliate/urls", (req, res) => {
    const agent = requireAgentMember(context, req);
    sendValue(
      res,
      sql(
        "SELECT id, code, rebate_permille / 10.0 AS rebate, created_at AS createdAt FROM affiliate_link WHERE member_id = ? ORDER BY id DESC",
      ).all(agent.id),
    );
  });

  router.post("/affiliate/urls", (req, res) => {
    const agent = requireAgentMember(context, req);
    const body = parse(rebateBody, req.body, "body");
    const permille = withinQuota(context, agent.id, body.rebate);
    const code = randomBytes(5).toString("hex").toUpperCase();
    const id = Number(
      sql("INSERT INTO affiliate_link (member_id, code, rebate_permille) VALUES (?, ?, ?)").run(
        agent.id,
        code,
        permille,
      ).lastInsertRowid,
    );
    sendValue(res, { id, code, rebate: permille / 10 });
  });

  router.delete("/affiliate/urls/:id", (req, res) => {
    const agent = requireAgentMember(context, req);
    const changed = sql("DELETE FROM affiliate_link WHERE id = ? AND member_id = ?").run(
      Number(req.params.id),
      agent.id,
    ).changes;
    if (changed === 0) throw notFound(`affiliate url ${req.params.id}`);
    sendValue(res, null);
  });

  /**
   * Downline transfer: from the agent's wallet to a direct downline's, both ledger rows in one
   * transaction under one idempotency key (a second post moves nothing and answers the same).
   */
  router.post("/transfer", (req, res) => {
    const agent = requireAgentMember(context, req);
    const body = parse(transferBody, req.body, "body");
    if (body.amountCents > TRANSFER_MAX_CENTS)
      throw new RefusalWithValue(400, "agent.transfer.amount.max", "amountCents: above the cap", {
        field: "amount",
        messageKey: "transfer_above_max",
        maxCents: TRANSFER_MAX_CENTS,
      });
    const downline = sql("SELECT id FROM members WHERE account = ? AND parent_id = ?").get(
      body.account,
      agent.id,
    ) as { id: number } | undefined;
    if (!downline) throw fieldRefusal("agent.transfer.downline", "account", "transfer_not_downline");
    const amountCents = body.amountCents;
    const key = `agent-transfer:${agent.id}:${body.idempotencyKey}`;
    const result = db.transaction(() => {
      const out = postLedger(db, {
        memberId: agent.id,
        kind: "transfer",
        amountCents: -amountCents,
        reference: transferReference(body.account),
        idempotencyKey: `${key}:out`,
      });
      if (out.posted)
        postLedger(db, {
          memberId: downline.id,
          kind: "transfer",
          amountCents,
          reference: `transfer from ${agent.account}`,
          idempotencyKey: `${key}:in`,
        });
      return out;
    })();
    if (!result.posted && result.reason === "balance")
      throw fieldRefusal("agent.transfer.balance", "amount", "transfer_over_balance");
    // A used key answers what it moved the first time, so a replay of the same form reads as its
    // first answer and a form re-sent for another downline or amount can be told apart.
    const moved =
      !result.posted && result.reason === "duplicate"
        ? {
            account: result.first.reference.slice(TRANSFER_TO.length),
            amountCents: -result.first.amountCents,
          }
        : { account: body.account, amountCents };
    sendValue(res, { ...moved, balanceCents: result.balanceCents, repeated: !result.posted });
  });

  /** The offer waiting on a contract page, and the agent's answer to it. */
  router.get("/contracts/:kind", (req, res) => {
    const agent = requireAgentMember(context, req);
    const kind = parse(contractKind, req.params.kind, "kind");
    sendValue(res, waitingOffer(context, agent.id, kind));
  });

  router.post("/contracts/:kind", (req, res) => {
    const agent = requireAgentMember(context, req);
    const kind = parse(contractKind, req.params.kind, "kind");
    const body = parse(offerAnswer, req.body, "body");
    if (!decideOffer(context, agent.id, kind, body.offerId, body.decision))
      throw refuse(409, "contract.not.waiting", "this offer is not waiting any more");
    sendValue(res, { offerId: body.offerId, decision: body.decision });
  });

  router.use(sendRefusalWithValue);
  return router;
}

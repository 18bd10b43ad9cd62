import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { writeHelpEntry } from "../store/help.ts";
import { findByAccount } from "../store/members.ts";
import { ENTRY_STATES, PROMOTION_ACTIONS, setEntryState } from "../store/promotions.ts";
import { grantReward } from "../store/rewards.ts";
import { writePromotionTexts } from "../store/promotion-texts.ts";
import { idParam } from "./promotions.ts";
import { formatDateTime } from "../seed/dates.ts";

const CATEGORIES = [
  "new_player",
  "deposit_promo",
  "app_download",
  "rng_promo",
  "live_promo",
  "pvp_promo",
  "sport_promo",
  "fish_promo",
  "lotto_promo",
  "rebate_promo",
  "player_rank_rules",
  "point_mall",
  "other_promo",
] as const;
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "YYYY-MM-DD HH:mm:ss");
const cents = z.number().int().min(0).max(100_000_000);

/** A language other than a row's own English: an upper-case platform code (KO, CN, VI, ...). */
const otherLanguage = z
  .string()
  .regex(/^[A-Z]{2}$/, "an upper-case platform language code")
  .refine((code) => code !== "EN", "EN is the row's own title and content");
const title = z.string().trim().min(1).max(200);
const content = z.string().max(50_000);

const promotionBody = z.strictObject({
  title,
  category: z.enum(CATEGORIES),
  content,
  // The promotion in other languages; a change replaces them all, as it does every other field.
  texts: z.record(otherLanguage, z.strictObject({ title, content })).default({}),
  startDate: dateTime,
  endDate: dateTime.nullable().default(null),
  noExpiry: z.union([z.literal(0), z.literal(1)]).default(0),
  action: z.enum(PROMOTION_ACTIONS).default("none"),
  bonusCents: cents.default(0),
});
const account = z.string().trim().min(1).max(64);

/**
 * Operators publish and change promotions, decide members' entries, grant rewards and publish help
 * entries (behind the operator token, like the rest of /operator).
 */
export function promotionOperatorRoutes(context: BackendContext): Router {
  const router = Router();
  const { sql } = context;
  const memberId = (name: string) => {
    const member = findByAccount(context, name);
    if (!member) throw notFound(`member ${name}`);
    return member.id;
  };

  router.post("/promotions", (req, res) => {
    const { texts, ...p } = parse(promotionBody, req.body, "body");
    const id = context.db.transaction(() => {
      const created = Number(
        sql(`INSERT INTO promotion (title, category, content, start_date, end_date, no_expiry,
          action, bonus_cents, sequence) VALUES (@title, @category, @content, @startDate, @endDate, @noExpiry,
          @action, @bonusCents, (SELECT coalesce(max(sequence), 0) + 1 FROM promotion))`).run(p)
          .lastInsertRowid,
      );
      sql("INSERT INTO promotion_image (promotion_id, sequence) VALUES (?, 1)").run(created);
      writePromotionTexts(context, created, texts);
      return created;
    })();
    sendValue(res, { id });
  });

  router.put("/promotions/:id", (req, res) => {
    const { id } = parse(idParam, req.params, "path");
    const { texts, ...p } = parse(promotionBody, req.body, "body");
    context.db.transaction(() => {
      const changed = sql(`UPDATE promotion SET title = @title, category = @category, content = @content,
          start_date = @startDate, end_date = @endDate, no_expiry = @noExpiry, action = @action,
          bonus_cents = @bonusCents WHERE id = @id`).run({ ...p, id }).changes;
      if (changed === 0) throw notFound(`promotion ${id}`);
      writePromotionTexts(context, id, texts);
    })();
    sendValue(res, { id });
  });

  router.post("/promotions/:id/entries", (req, res) => {
    const { id } = parse(idParam, req.params, "path");
    const body = parse(z.strictObject({ account, state: z.enum(ENTRY_STATES) }), req.body, "body");
    sendValue(res, setEntryState(context, memberId(body.account), id, body.state));
  });

  router.post("/rewards", (req, res) => {
    const body = parse(
      z.strictObject({
        account,
        kind: z.enum(["reward", "cashback"]),
        title,
        // The reward's title in other languages than its own English one.
        titles: z.record(otherLanguage, title).default({}),
        amountCents: cents.min(1),
      }),
      req.body,
      "body",
    );
    const id = grantReward(context, {
      memberId: memberId(body.account),
      kind: body.kind,
      title: body.title,
      titles: body.titles,
      amountCents: body.amountCents,
      createdAt: formatDateTime(Date.now()),
    });
    sendValue(res, { id });
  });

  router.post("/help", (req, res) => {
    const body = parse(
      z.strictObject({
        key: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
        title,
        content,
        sequence: z.number().int().min(0).max(10_000).optional(),
      }),
      req.body,
      "body",
    );
    sendValue(res, writeHelpEntry(context, body));
  });

  return router;
}

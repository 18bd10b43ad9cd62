import express, { Router, type ErrorRequestHandler } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { ApiError, sendValue } from "../envelope.ts";
import { requireMember } from "../store/sessions.ts";
import { REGISTER_FIELD_SETTINGS } from "../store/members-register-fields.ts";
import { timeZoneParam } from "../days.ts";
import { intParam, optional, parse } from "../params.ts";
import { gameRecords, ledgerRecords, ledgerTotals, TRANSACTION_CODES } from "../store/member-records.ts";
import {
  cancelSubOrder,
  LOTTERY_STAKE_MAX_CENTS,
  LOTTERY_STAKE_MIN_CENTS,
  lotteryOrders,
  placeLotteryOrder,
} from "../store/lottery-orders.ts";
import {
  AVATAR_MAX_BYTES,
  avatarOf,
  profileOf,
  setAvatar,
  setProfileField,
} from "../store/member-profile.ts";
import { vipOf } from "../store/vip.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Days of the member's calendar (`timeZone`, days.ts); the platform's UTC days without it. */
const rangeQuery = z.object({ start: day, end: day, timeZone: timeZoneParam });
const pageQuery = rangeQuery.extend({ page: intParam(1, 10_000, 1), size: intParam(1, 100, 20) });
const detailsQuery = pageQuery.extend({ code: optional(z.enum(TRANSACTION_CODES)) });
const orderBody = z.object({
  gameId: z.number().int().positive(),
  idempotencyKey: z.string().min(8).max(80),
  subOrders: z
    .array(
      z.object({
        numbers: z.string().regex(/^\d$/),
        stakeCents: z.number().int().min(LOTTERY_STAKE_MIN_CENTS).max(LOTTERY_STAKE_MAX_CENTS),
      }),
    )
    .min(1)
    .max(10),
});
const fieldRule = (name: "nickname" | "email" | "payeeName") =>
  z.object({ value: z.string().trim().regex(new RegExp(REGISTER_FIELD_SETTINGS[name].regExp)) });
const PROFILE_FIELDS = ["nickname", "email", "payeeName"] as const;

/** Built once, not per request (zod compiles each schema's parser on its first use). */
const idPath = z.object({ id: z.coerce.number().int().positive() });

/**
 * The member centre's calls (accounts §7 backend path table: records, member PNL report, member
 * info sub-paths, wallet details, VIP). Every one needs a session and reads only the caller's data.
 */
export function memberCentreRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/member/records/game", (req, res) => {
    const member = requireMember(context, req);
    const q = parse(pageQuery, req.query);
    sendValue(res, gameRecords(context, member.id, q, q));
  });

  router.get("/member/records/lottery", (req, res) => {
    const member = requireMember(context, req);
    const q = parse(pageQuery, req.query);
    sendValue(res, lotteryOrders(context, member.id, q, q));
  });

  router.post("/member/records/lottery/orders", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, { orderId: placeLotteryOrder(context, member.id, parse(orderBody, req.body, "body")) });
  });

  router.post("/member/records/lottery/suborder/:id/cancel", (req, res) => {
    const member = requireMember(context, req);
    const { id } = parse(idPath, req.params, "path");
    cancelSubOrder(context, member.id, id);
    sendValue(res, null);
  });

  router.get("/wallet/details", (req, res) => {
    const member = requireMember(context, req);
    const q = parse(detailsQuery, req.query);
    sendValue(res, ledgerRecords(context, member.id, q, q, q.code));
  });

  // The transaction code list: public, the same for every caller (no session read).
  router.get("/wallet/transaction/codes", (_req, res) => {
    sendValue(
      res,
      TRANSACTION_CODES.map((code) => ({ code })),
    );
  });

  router.get("/member/report/pnl", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, ledgerTotals(context, member.id, parse(rangeQuery, req.query)));
  });

  router.get("/member/info/profile", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, profileOf(context, member.id));
  });

  for (const field of PROFILE_FIELDS)
    router.post(`/member/info/${field}`, (req, res) => {
      const member = requireMember(context, req);
      setProfileField(context, member.id, field, parse(fieldRule(field), req.body, "body").value);
      sendValue(res, profileOf(context, member.id));
    });

  // The image itself is the body (any declared type): its content decides, not its name or header.
  // A little over 5 MB is read so that a larger image is answered "too large", not cut off.
  router.post(
    "/member/info/icon",
    express.raw({ type: () => true, limit: AVATAR_MAX_BYTES + 1024 }),
    (req, res) => {
      const member = requireMember(context, req);
      setAvatar(context, member.id, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      sendValue(res, profileOf(context, member.id));
    },
  );

  // The raw parser's own refusal of a larger body says so in the avatar's words.
  router.use("/member/info/icon", ((error, _req, _res, next) => {
    const tooLarge = (error as { type?: unknown } | null)?.type === "entity.too.large";
    next(tooLarge ? new ApiError(413, "avatar.too.large", "avatar: larger than 5 MB") : error);
  }) satisfies ErrorRequestHandler);

  router.get("/member/info/icon", (req, res) => {
    const avatar = avatarOf(context, requireMember(context, req).id);
    if (!avatar) throw new ApiError(404, "not.found", "no avatar");
    res.set({ "Content-Type": avatar.contentType, "Cache-Control": "private, no-cache" }).send(avatar.data);
  });

  router.get("/member/vip", (req, res) => {
    sendValue(res, vipOf(context, requireMember(context, req)));
  });

  return router;
}

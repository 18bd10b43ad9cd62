import { Router, type Request } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { textLanguages } from "../store/promotion-texts.ts";
import { notFound, sendValue } from "../envelope.ts";
import { optional, parse, siteAddress } from "../params.ts";
import { flagOn } from "../store/members-flags.ts";
import { TRIAL_TYPE } from "../store/members.ts";
import {
  chatUnreadCount,
  inboxOf,
  inboxUnreadCount,
  issueChatTicket,
  markInboxRead,
  markNoticeRead,
} from "../store/messages.ts";
import { requireMember, type MemberRow } from "../store/sessions.ts";
import { refuse } from "./accounts-errors.ts";

const readBody = z.object({ announcementId: z.coerce.number().int().positive(), read: z.literal(true) });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const chatQuery = z.object({
  b2c: z.literal("1"),
  language: z.string().regex(/^[A-Z]{2}(?:[-_][A-Z]{2})?$/),
  backUrl: siteAddress,
  headerColor: optional(z.string().regex(/^#[0-9a-fA-F]{3,8}$/)),
  title: optional(z.string().max(60)),
});

/** Trial players (type 4) have no inbox and no live chat (accounts §4, §6): 403 `member.trial.refused`. */
function realMember(context: BackendContext, req: Request): MemberRow {
  const member = requireMember(context, req);
  if (member.type === TRIAL_TYPE) throw refuse(403, "member.trial.refused", "free_reject");
  return member;
}

function requireModule(context: BackendContext, modId: "INBOX3" | "CBS3"): void {
  if (!flagOn(context, modId)) throw refuse(403, "function.not.available", `${modId} is off`);
}

/**
 * Messages (mounted under /wps): notice read marks (COMM3), the inbox (INBOX3) and the live chat's
 * unread count and address (CBS3). All need a session.
 */
export function messageRoutes(context: BackendContext): Router {
  const router = Router();

  // Marking twice is fine; a trial player's marks are not kept (the front end skips the call).
  router.post("/relay/MCSFE_readAnnouncement", (req, res) => {
    const member = requireMember(context, req);
    const { announcementId } = parse(readBody, req.body, "body");
    if (member.type === TRIAL_TYPE) throw refuse(403, "member.trial.refused", "free_reject");
    if (!markNoticeRead(context, member.id, announcementId)) throw notFound(`announcement ${announcementId}`);
    sendValue(res, null);
  });

  router.get("/inbox/unread", (req, res) => {
    requireModule(context, "INBOX3");
    sendValue(res, inboxUnreadCount(context, realMember(context, req).id));
  });

  router.get("/inbox/messages", (req, res) => {
    requireModule(context, "INBOX3");
    sendValue(res, inboxOf(context, realMember(context, req).id, textLanguages(context, req)));
  });

  router.post("/inbox/messages/:id/read", (req, res) => {
    requireModule(context, "INBOX3");
    const member = realMember(context, req);
    const { id } = parse(idParam, req.params, "path");
    if (!markInboxRead(context, member.id, id)) throw notFound(`message ${id}`);
    sendValue(res, null);
  });

  router.get("/chat/unread", (req, res) => {
    requireModule(context, "CBS3");
    sendValue(res, { unReadCount: chatUnreadCount(context, realMember(context, req).id) });
  });

  // The chat address: this backend's own chat page (GET /chat/:ticket), as the caller reached it.
  router.get("/chat/launch", (req, res) => {
    requireModule(context, "CBS3");
    const member = realMember(context, req);
    const query = parse(chatQuery, req.query);
    const ticket = issueChatTicket(context, {
      memberId: member.id,
      language: query.language,
      title: query.title ?? "Live chat",
      headerColor: query.headerColor ?? "#1f6feb",
      backUrl: query.backUrl,
    });
    sendValue(res, { chatUrl: `${req.protocol}://${req.get("host")}/chat/${ticket}` });
  });

  return router;
}

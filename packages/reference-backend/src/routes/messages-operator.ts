import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { formatDateTime } from "../seed/dates.ts";
import { findByAccount } from "../store/members.ts";
import { addInboxMessage, setChatUnreadCount } from "../store/messages.ts";

const title = z.string().trim().min(1).max(200);
const content = z.string().min(1).max(20_000);
const noticeBody = z.strictObject({
  audience: z.enum(["PL", "A"]).default("PL"),
  title,
  content,
  type: z.number().int().min(0).max(99).default(1),
  hot: z.boolean().default(false),
  /** Adds a detail image (sequence 1). */
  image: z.boolean().default(false),
});
const noticeChange = z.strictObject({ title: title.optional(), content: content.optional() });
const popupBody = z.strictObject({
  title,
  content,
  promotionType: z.string().trim().min(1).max(40).nullable().default(null),
  execution: z.enum(["A", "B", "F"]),
});
const inboxBody = z.strictObject({
  account: z.string().trim().min(1).max(64).nullable().default(null),
  title,
  content,
});
const chatBody = z.strictObject({
  account: z.string().trim().min(1).max(64),
  count: z.number().int().min(0).max(100_000),
});
const idParam = z.object({ id: z.coerce.number().int().positive() });

function memberId(context: BackendContext, account: string): number {
  const member = findByAccount(context, account);
  if (!member) throw notFound(`member ${account}`);
  return member.id;
}

/**
 * Operator endpoints of the messages area (behind the operator token, mounted at /operator/messages):
 * publish and change notices, publish popups, send inbox messages, set a member's chat unread count.
 * Published content shows on the site after the BFF's public cache time.
 */
export function messageOperatorRoutes(context: BackendContext): Router {
  const router = Router();
  const { sql } = context;

  router.post("/notices", (req, res) => {
    const n = parse(noticeBody, req.body, "body");
    const id = context.db.transaction(() => {
      const next = (sql("SELECT COALESCE(MAX(sequence), 0) + 1 FROM notice").pluck().get() as number) ?? 1;
      const created = Number(
        sql(
          "INSERT INTO notice (audience, title, content, start_date, type, is_hot, sequence) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ).run(n.audience, n.title, n.content, formatDateTime(Date.now()), n.type, n.hot ? 1 : 0, next)
          .lastInsertRowid,
      );
      if (n.image) sql("INSERT INTO notice_image (notice_id, sequence) VALUES (?, 1)").run(created);
      return created;
    })();
    sendValue(res, { id });
  });

  router.patch("/notices/:id", (req, res) => {
    const { id } = parse(idParam, req.params, "path");
    const change = parse(noticeChange, req.body, "body");
    const { changes } = sql(
      "UPDATE notice SET title = COALESCE(@title, title), content = COALESCE(@content, content) WHERE id = @id",
    ).run({ id, title: change.title ?? null, content: change.content ?? null });
    if (changes === 0) throw notFound(`notice ${id}`);
    sendValue(res, { id });
  });

  router.post("/popups", (req, res) => {
    const p = parse(popupBody, req.body, "body");
    const next = sql("SELECT COALESCE(MAX(sequence), 0) + 1 FROM popup").pluck().get() as number;
    const id = Number(
      sql(
        "INSERT INTO popup (title, content, promotion_type, execution, sequence) VALUES (?, ?, ?, ?, ?)",
      ).run(p.title, p.content, p.promotionType, p.execution, next).lastInsertRowid,
    );
    sendValue(res, { id });
  });

  // No account: a message to every member.
  router.post("/inbox", (req, res) => {
    const m = parse(inboxBody, req.body, "body");
    const id = addInboxMessage(context, {
      memberId: m.account === null ? null : memberId(context, m.account),
      title: m.title,
      content: m.content,
    });
    sendValue(res, { id });
  });

  router.post("/chat-unread", (req, res) => {
    const { account, count } = parse(chatBody, req.body, "body");
    setChatUnreadCount(context, memberId(context, account), count);
    sendValue(res, { account, count });
  });

  return router;
}

import { randomBytes } from "node:crypto";
import type { BackendContext } from "../context.ts";
import { formatDateTime } from "../seed/dates.ts";
import { OWN_TEXT, type Languages } from "./promotion-texts.ts";

// Notice read marks, the inbox and the live chat's unread counts (migration 009).

/** The notices `memberId` has read; a guest (null) has read none. */
export function readNoticeIds({ sql }: BackendContext, memberId: number | null): Set<number> {
  if (memberId === null) return new Set();
  return new Set(
    sql("SELECT notice_id FROM notice_read WHERE member_id = ?").pluck().all(memberId) as number[],
  );
}

/** Marks a notice read (again is a no-op); false when no notice has this id. */
export function markNoticeRead({ sql }: BackendContext, memberId: number, noticeId: number): boolean {
  if (!sql("SELECT 1 FROM notice WHERE id = ?").get(noticeId)) return false;
  sql("INSERT OR IGNORE INTO notice_read (member_id, notice_id) VALUES (?, ?)").run(memberId, noticeId);
  return true;
}

/** Each notice's images by notice id, in sequence order. */
export function noticeImages({ sql }: BackendContext): Map<number, { sequence: number; url: string }[]> {
  const rows = sql(
    `SELECT notice_id AS noticeId, sequence, '/images/notices/' || id || '.svg' AS url FROM notice_image
     ORDER BY notice_id, sequence`,
  ).all() as { noticeId: number; sequence: number; url: string }[];
  const byNotice = new Map<number, { sequence: number; url: string }[]>();
  for (const { noticeId, sequence, url } of rows)
    byNotice.set(noticeId, [...(byNotice.get(noticeId) ?? []), { sequence, url }]);
  return byNotice;
}

export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  sentAt: string;
  read: boolean;
}

/** The member's messages (their own and those to everyone), newest first, in the first of their languages. */
export function inboxOf(
  { sql }: BackendContext,
  memberId: number,
  languages: Languages = OWN_TEXT,
): InboxMessage[] {
  const rows = sql(
    `SELECT m.id, COALESCE(a.title, b.title, m.title) AS title, COALESCE(a.content, b.content, m.content) AS content,
       m.sent_at AS sentAt, r.message_id IS NOT NULL AS isRead
     FROM inbox_message m LEFT JOIN inbox_read r ON r.message_id = m.id AND r.member_id = @member
     LEFT JOIN inbox_message_text a ON a.message_id = m.id AND a.language = @first
     LEFT JOIN inbox_message_text b ON b.message_id = m.id AND b.language = @second
     WHERE m.member_id IS NULL OR m.member_id = @member ORDER BY m.sent_at DESC, m.id DESC`,
  ).all({ member: memberId, ...languages }) as (Omit<InboxMessage, "read"> & { isRead: number })[];
  return rows.map(({ isRead, ...message }) => ({ ...message, read: isRead === 1 }));
}

export function inboxUnreadCount(context: BackendContext, memberId: number): number {
  return inboxOf(context, memberId).filter((m) => !m.read).length;
}

/** Marks one of the member's messages read (again is a no-op); false when the member has no such message. */
export function markInboxRead({ sql }: BackendContext, memberId: number, messageId: number): boolean {
  const mine = sql("SELECT 1 FROM inbox_message WHERE id = ? AND (member_id IS NULL OR member_id = ?)").get(
    messageId,
    memberId,
  );
  if (!mine) return false;
  sql("INSERT OR IGNORE INTO inbox_read (member_id, message_id) VALUES (?, ?)").run(memberId, messageId);
  return true;
}

export function addInboxMessage(
  { sql }: BackendContext,
  message: { memberId: number | null; title: string; content: string; now?: number },
): number {
  return Number(
    sql("INSERT INTO inbox_message (member_id, title, content, sent_at) VALUES (?, ?, ?, ?)").run(
      message.memberId,
      message.title,
      message.content,
      formatDateTime(message.now ?? Date.now()),
    ).lastInsertRowid,
  );
}

export function chatUnreadCount({ sql }: BackendContext, memberId: number): number {
  return (
    (sql("SELECT unread_count FROM chat_unread WHERE member_id = ?").pluck().get(memberId) as number) ?? 0
  );
}

export function setChatUnreadCount({ sql }: BackendContext, memberId: number, count: number): void {
  sql(
    `INSERT INTO chat_unread (member_id, unread_count) VALUES (?, ?)
     ON CONFLICT (member_id) DO UPDATE SET unread_count = excluded.unread_count`,
  ).run(memberId, count);
}

const CHAT_TICKET_TTL_MS = 10 * 60_000;

export type ChatRoom = {
  memberId: number;
  language: string;
  title: string;
  headerColor: string;
  backUrl: string;
};

export function issueChatTicket({ sql }: BackendContext, room: ChatRoom, now = Date.now()): string {
  const ticket = randomBytes(18).toString("base64url");
  sql(
    `INSERT INTO chat_ticket (ticket, member_id, language, title, header_color, back_url, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    ticket,
    room.memberId,
    room.language,
    room.title,
    room.headerColor,
    room.backUrl,
    now + CHAT_TICKET_TTL_MS,
  );
  return ticket;
}

/** The room a live ticket opens (the chat page reads it: the member has now seen the chat). */
export function chatRoom({ sql }: BackendContext, ticket: string, now = Date.now()): ChatRoom | null {
  const row = sql(
    `SELECT member_id AS memberId, language, title, header_color AS headerColor, back_url AS backUrl
     FROM chat_ticket WHERE ticket = ? AND expires_at > ?`,
  ).get(ticket, now) as ChatRoom | undefined;
  return row ?? null;
}

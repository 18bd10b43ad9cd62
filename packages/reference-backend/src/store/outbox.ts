import type { BackendContext } from "../context.ts";

export type OutboxChannel = "sms" | "email";

/** Stands in for the SMS and mail gateways: messages are stored for operators and tests to read. */
export function deliver(
  context: BackendContext,
  channel: OutboxChannel,
  recipient: string,
  subject: string,
  body: string,
  now = Date.now(),
): void {
  context
    .sql("INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)")
    .run(channel, recipient, subject, body, now);
}

/** Newest first; `to` filters by recipient (an e-mail address, or "+<dialing code><number>"). */
export function listOutbox(context: BackendContext, to?: string) {
  const columns = 'id, channel, recipient AS "to", subject, body, created_at AS createdAt';
  return to
    ? context.sql(`SELECT ${columns} FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 100`).all(to)
    : context.sql(`SELECT ${columns} FROM outbox ORDER BY id DESC LIMIT 100`).all();
}

export const smsRecipient = (dialingCode: string, mobileNum: string) => `+${dialingCode}${mobileNum}`;

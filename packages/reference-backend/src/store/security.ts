// The security centre's store (docs/backend-api.md "Security and withdrawals"): funds password,
// security question and bank cards. Secrets are scrypt hashes (members-password.ts); a card number
// leaves this module only as its last four digits.
import type { BackendContext } from "../context.ts";
import { RefusalWithValue } from "../routes/accounts-errors.ts";
import { findByAccount } from "./members.ts";
import { REGISTER_FIELD_SETTINGS } from "./members-register-fields.ts";
import { hashPassword, verifyPassword } from "./members-password.ts";
import type { MemberRow } from "./sessions.ts";
import { clearEvents, countEvents, recordEvent } from "./throttle.ts";

/** Banks a card can be bound at (the platform's "withdraw banks" list). */
export const BANKS = [
  { code: "ICBC", name: "Industrial and Commercial Bank of China" },
  { code: "CCB", name: "China Construction Bank" },
  { code: "ABC", name: "Agricultural Bank of China" },
  { code: "BOC", name: "Bank of China" },
  { code: "CMB", name: "China Merchants Bank" },
  { code: "KB", name: "KB Kookmin Bank" },
] as const;

/** The questions a member picks one of; the texts are the front end's. */
export const QUESTION_KEYS = ["first_school", "pet_name", "birth_city", "first_teacher"] as const;

/** A member may bind this many cards at most. */
export const CARD_LIMIT = 5;

const FUNDS_PASSWORD = new RegExp(REGISTER_FIELD_SETTINGS.paymentPassword.regExp);
const CARD_NUMBER = /^\d{16,19}$/;
// Letters of any script, spaces, dots and middle dots ("Kim Min-jun", "张三", "O'Neil").
const HOLDER = /^[\p{L}][\p{L}\p{M} .·'-]{0,48}[\p{L}]$/u;

/** A refusal about one field of the form (value.field, value.messageKey), as the password calls answer. */
export const fieldRefusal = (errorCode: string, field: string, messageKey: string) =>
  new RefusalWithValue(400, errorCode, `${field}: ${messageKey}`, { field, messageKey });

type SecurityRow = {
  funds_password_hash: string | null;
  question_key: string | null;
  answer_hash: string | null;
};

function securityOf({ sql }: BackendContext, memberId: number): SecurityRow {
  const row = sql(
    "SELECT funds_password_hash, question_key, answer_hash FROM member_security WHERE member_id = ?",
  ).get(memberId) as SecurityRow | undefined;
  return row ?? { funds_password_hash: null, question_key: null, answer_hash: null };
}

function writeSecurity(context: BackendContext, memberId: number, change: Partial<SecurityRow>): void {
  const row = { ...securityOf(context, memberId), ...change };
  context
    .sql(
      `INSERT INTO member_security (member_id, funds_password_hash, question_key, answer_hash)
     VALUES (@memberId, @funds_password_hash, @question_key, @answer_hash)
     ON CONFLICT (member_id) DO UPDATE SET funds_password_hash = excluded.funds_password_hash,
       question_key = excluded.question_key, answer_hash = excluded.answer_hash`,
    )
    .run({ memberId, ...row });
}

/** Answers are compared without case or surrounding spaces: "Seoul" and " seoul" are one answer. */
const normalAnswer = (answer: string) => answer.trim().toLowerCase();

/** What the security centre shows: which secrets are set, the question, banks, questions, limits. */
export function securityConfig(context: BackendContext, member: MemberRow, limits: unknown) {
  const row = securityOf(context, member.id);
  return {
    fundsPasswordSet: row.funds_password_hash !== null,
    questionKey: row.question_key,
    questionKeys: QUESTION_KEYS,
    banks: BANKS,
    limits,
  };
}

async function checkLoginPassword(context: BackendContext, member: MemberRow, password: string) {
  const auth = findByAccount(context, member.account);
  if (!auth || !(await verifyPassword(password, auth.password_hash)))
    throw fieldRefusal("password.old.invalid", "loginPassword", "security.errors.login_password_wrong");
}

function checkFundsPasswordFormat(password: string) {
  if (!FUNDS_PASSWORD.test(password))
    throw fieldRefusal("funds.password.format", "fundsPassword", "security.errors.funds_password_format");
}

/** Sets the first funds password; the login password proves it is the member. */
export async function setFundsPassword(
  context: BackendContext,
  member: MemberRow,
  body: { loginPassword: string; fundsPassword: string },
) {
  if (securityOf(context, member.id).funds_password_hash !== null)
    throw fieldRefusal("funds.password.exists", "fundsPassword", "security.errors.funds_password_exists");
  checkFundsPasswordFormat(body.fundsPassword);
  await checkLoginPassword(context, member, body.loginPassword);
  writeSecurity(context, member.id, { funds_password_hash: await hashPassword(body.fundsPassword) });
}

/**
 * Replaces a forgotten funds password: the login password, and the security question's answer when
 * the member has set one.
 */
export async function resetFundsPassword(
  context: BackendContext,
  member: MemberRow,
  body: { loginPassword: string; answer?: string; fundsPassword: string },
) {
  const row = securityOf(context, member.id);
  if (row.funds_password_hash === null)
    throw fieldRefusal("funds.password.missing", "fundsPassword", "security.errors.funds_password_missing");
  checkFundsPasswordFormat(body.fundsPassword);
  await checkLoginPassword(context, member, body.loginPassword);
  if (row.answer_hash !== null && !(await verifyPassword(normalAnswer(body.answer ?? ""), row.answer_hash)))
    throw fieldRefusal("security.answer.wrong", "answer", "security.errors.answer_wrong");
  writeSecurity(context, member.id, { funds_password_hash: await hashPassword(body.fundsPassword) });
}

/** Sets or replaces the security question and its answer (the login password proves it is the member). */
export async function setSecurityQuestion(
  context: BackendContext,
  member: MemberRow,
  body: { loginPassword: string; questionKey: string; answer: string },
) {
  if (!(QUESTION_KEYS as readonly string[]).includes(body.questionKey))
    throw fieldRefusal("security.question.unknown", "questionKey", "security.errors.question_unknown");
  if (normalAnswer(body.answer).length < 2)
    throw fieldRefusal("security.answer.short", "answer", "security.errors.answer_short");
  await checkLoginPassword(context, member, body.loginPassword);
  writeSecurity(context, member.id, {
    question_key: body.questionKey,
    answer_hash: await hashPassword(normalAnswer(body.answer)),
  });
}

/** Wrong funds passwords a member may type in the throttle's window (15 minutes) before a pause. */
const FUNDS_PASSWORD_TRIES = 5;

/**
 * Checks the funds password (refused when none is set or it is wrong). Six digits are quickly guessed,
 * so after FUNDS_PASSWORD_TRIES wrong ones every try is refused until the window has passed.
 */
export async function checkFundsPassword(context: BackendContext, member: MemberRow, password: string) {
  const stored = securityOf(context, member.id).funds_password_hash;
  if (stored === null)
    throw fieldRefusal("funds.password.missing", "fundsPassword", "security.errors.funds_password_missing");
  const key = `funds-password:${member.id}`;
  if (countEvents(context, key) >= FUNDS_PASSWORD_TRIES)
    throw new RefusalWithValue(429, "funds.password.too.many", "too many wrong funds passwords", {
      field: "fundsPassword",
      messageKey: "security.errors.funds_password_locked",
    });
  if (!(await verifyPassword(password, stored))) {
    recordEvent(context, key);
    throw fieldRefusal("funds.password.wrong", "fundsPassword", "security.errors.funds_password_wrong");
  }
  clearEvents(context, key);
}

/** The member's cards, numbers masked to their last four digits. */
export function bankCards({ sql }: BackendContext, memberId: number) {
  return (
    sql(
      `SELECT id, holder, bank_code AS bankCode, substr(card_number, -4) AS last4, created_at AS createdAt
       FROM bank_card WHERE member_id = ? ORDER BY id`,
    ).all(memberId) as { id: number; holder: string; bankCode: string; last4: string; createdAt: string }[]
  ).map((card) => ({
    ...card,
    bankName: BANKS.find((b) => b.code === card.bankCode)?.name ?? card.bankCode,
  }));
}

/** Binds a card after the funds password; number, holder and bank checked here as on the form. */
export async function bindBankCard(
  context: BackendContext,
  member: MemberRow,
  body: { holder: string; bankCode: string; cardNumber: string; fundsPassword: string },
) {
  const cardNumber = body.cardNumber.replace(/[\s-]/g, "");
  if (!HOLDER.test(body.holder.trim()))
    throw fieldRefusal("card.holder.invalid", "holder", "security.errors.holder_format");
  if (!BANKS.some((b) => b.code === body.bankCode))
    throw fieldRefusal("card.bank.unknown", "bankCode", "security.errors.bank_required");
  if (!CARD_NUMBER.test(cardNumber))
    throw fieldRefusal("card.number.invalid", "cardNumber", "security.errors.card_number_format");
  await checkFundsPassword(context, member, body.fundsPassword);
  const id = context.db.transaction(() => {
    const cards = context.sql("SELECT card_number FROM bank_card WHERE member_id = ?").pluck().all(member.id);
    if (cards.includes(cardNumber))
      throw fieldRefusal("card.number.bound", "cardNumber", "security.errors.card_bound");
    if (cards.length >= CARD_LIMIT)
      throw fieldRefusal("card.limit", "cardNumber", "security.errors.card_limit");
    return Number(
      context
        .sql("INSERT INTO bank_card (member_id, holder, bank_code, card_number) VALUES (?, ?, ?, ?)")
        .run(member.id, body.holder.trim(), body.bankCode, cardNumber).lastInsertRowid,
    );
  })();
  return bankCards(context, member.id).find((card) => card.id === id);
}

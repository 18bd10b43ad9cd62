// Real-name verification (accounts §1, issue 23 item 18). The platform checks what it is sent
// itself: a name of 2 to 50 letters (spaces, dots, apostrophes and hyphens between), an identity
// number of 6 to 20 letters and digits, one pending or verified check per member and per number.
// A verified name becomes the member's payee name when none is set (withdrawals pay to it).
import type { BackendContext } from "../context.ts";
import { ApiError } from "../envelope.ts";
import { birthdayFault, MIN_AGE } from "../rules/birthday.ts";

const NAME = /^\p{L}[\p{L}\p{M} .'-]{0,48}[\p{L}\p{M}.]$/u;
const ID_NUMBER = /^[A-Z0-9]{6,20}$/;

export type RealNameStatus = "none" | "pending" | "verified" | "rejected";

type Row = {
  realName: string;
  idNumber: string;
  status: RealNameStatus;
  submittedAt: string;
  decidedAt: string | null;
};

/** The number as the platform shows it back: its first two and last two characters. */
export const maskedIdNumber = (id: string) => `${id.slice(0, 2)}${"*".repeat(id.length - 4)}${id.slice(-2)}`;

/** The member's check; the identity number is never sent back whole. */
export function realNameOf({ sql }: BackendContext, memberId: number) {
  const row = sql(
    `SELECT real_name AS realName, id_number AS idNumber, status, submitted_at AS submittedAt,
            decided_at AS decidedAt FROM real_name WHERE member_id = ?`,
  ).get(memberId) as Row | undefined;
  if (!row) return { status: "none" as RealNameStatus };
  return { ...row, idNumber: maskedIdNumber(row.idNumber) };
}

/** Sends the name and number for checking: refused while one is pending or verified. */
export function submitRealName(
  context: BackendContext,
  memberId: number,
  input: { realName: string; idNumber: string; birthday: string },
  today = new Date().toISOString().slice(0, 10),
) {
  const realName = input.realName.normalize("NFC").trim().replace(/\s+/g, " ");
  const idNumber = input.idNumber.replace(/[\s-]/g, "").toUpperCase();
  if (!NAME.test(realName)) throw new ApiError(400, "realname.name.invalid", "realName: 2 to 50 letters");
  if (!ID_NUMBER.test(idNumber))
    throw new ApiError(400, "realname.id.invalid", "idNumber: 6 to 20 letters and digits");
  const birthday = input.birthday.trim();
  const fault = birthdayFault(birthday, today);
  if (fault === "invalid")
    throw new ApiError(400, "realname.birthday.invalid", "birthday: a day written YYYY-MM-DD");
  if (fault === "age") throw new ApiError(400, "realname.birthday.age", `birthday: ${MIN_AGE} years or over`);
  const { db, sql } = context;
  db.transaction(() => {
    const current = sql("SELECT status FROM real_name WHERE member_id = ?").pluck().get(memberId);
    if (current === "pending" || current === "verified")
      throw new ApiError(409, "realname.submitted", "a check is already pending or verified");
    const taken = sql(
      "SELECT 1 FROM real_name WHERE id_number = ? AND status <> 'rejected' AND member_id <> ?",
    ).get(idNumber, memberId);
    if (taken) throw new ApiError(409, "realname.id.used", "idNumber: belongs to another account");
    sql(
      `INSERT INTO real_name (member_id, real_name, id_number, birth_date, status) VALUES (?, ?, ?, ?, 'pending')
       ON CONFLICT (member_id) DO UPDATE SET real_name = excluded.real_name, id_number = excluded.id_number,
         birth_date = excluded.birth_date, status = 'pending', submitted_at = excluded.submitted_at,
         decided_at = NULL`,
    ).run(memberId, realName, idNumber, birthday);
  })();
  return realNameOf(context, memberId);
}

/** The operator's decision on a pending check. */
export function decideRealName(context: BackendContext, memberId: number, status: "verified" | "rejected") {
  const { db, sql } = context;
  db.transaction(() => {
    const decided = sql(
      `UPDATE real_name SET status = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE member_id = ? AND status = 'pending'`,
    ).run(status, memberId);
    if (decided.changes === 0) throw new ApiError(409, "realname.not.pending", "no pending check");
    if (status === "verified")
      sql(
        `UPDATE members SET payee_name = (SELECT real_name FROM real_name WHERE member_id = ?)
         WHERE id = ? AND (payee_name IS NULL OR payee_name = '')`,
      ).run(memberId, memberId);
  })();
  return realNameOf(context, memberId);
}

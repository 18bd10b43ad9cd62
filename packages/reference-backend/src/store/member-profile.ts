import type { BackendContext } from "../context.ts";
import { ApiError } from "../envelope.ts";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The image type by its first bytes, whatever the upload claims: PNG or JPEG, else null. */
export function imageTypeOf(data: Buffer): "image/png" | "image/jpeg" | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "image/png";
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  return null;
}

/** The fields of "my account" (accounts §7 member info sub-paths: nickname, email, payee name, icon). */
export function profileOf({ sql }: BackendContext, memberId: number) {
  return sql(
    `SELECT m.nickname, m.email, m.payee_name AS payeeName, a.updated_at AS avatarUpdatedAt
     FROM members m LEFT JOIN member_avatar a ON a.member_id = m.id WHERE m.id = ?`,
  ).get(memberId) as {
    nickname: string | null;
    email: string | null;
    payeeName: string | null;
    avatarUpdatedAt: string | null;
  };
}

const COLUMNS = { nickname: "nickname", email: "email", payeeName: "payee_name" } as const;

export function setProfileField(
  { sql }: BackendContext,
  memberId: number,
  field: keyof typeof COLUMNS,
  value: string,
): void {
  sql(`UPDATE members SET ${COLUMNS[field]} = ? WHERE id = ?`).run(value, memberId);
}

/** Stores the avatar after checking its size and its content (not its name or declared type). */
export function setAvatar({ sql }: BackendContext, memberId: number, data: Buffer): void {
  if (data.length === 0) throw new ApiError(400, "avatar.empty", "avatar: no image");
  if (data.length > AVATAR_MAX_BYTES) throw new ApiError(413, "avatar.too.large", "avatar: larger than 5 MB");
  const type = imageTypeOf(data);
  if (!type) throw new ApiError(415, "avatar.type", "avatar: only PNG or JPEG images");
  sql(
    `INSERT INTO member_avatar (member_id, content_type, data, updated_at) VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     ON CONFLICT (member_id) DO UPDATE SET content_type = excluded.content_type, data = excluded.data, updated_at = excluded.updated_at`,
  ).run(memberId, type, data);
}

export function avatarOf({ sql }: BackendContext, memberId: number) {
  return sql("SELECT content_type AS contentType, data FROM member_avatar WHERE member_id = ?").get(
    memberId,
  ) as { contentType: string; data: Buffer } | undefined;
}

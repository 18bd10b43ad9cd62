import { randomBytes } from "node:crypto";
import type { BackendContext } from "../context.ts";

// Letters and digits people can read out: no 0/O or 1/I.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function newCode(): string {
  return Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

/** The member's affiliate (referral) code, issued on first ask and kept. */
export function ownAffiliateCode({ sql, db }: BackendContext, memberId: number): string {
  return db.transaction(() => {
    const existing = sql("SELECT affiliate_code FROM members WHERE id = ?").pluck().get(memberId) as
      string | null;
    if (existing) return existing;
    for (;;) {
      const code = newCode();
      const taken = sql("SELECT 1 FROM members WHERE affiliate_code = ?").pluck().get(code);
      if (taken) continue;
      sql("UPDATE members SET affiliate_code = ? WHERE id = ?").run(code, memberId);
      return code;
    }
  })();
}

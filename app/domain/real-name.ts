// Real-name verification (accounts §1: the dictionary covers real-name verification; issue 23 item
// 18). The member sends the name on their identity document and its number once; the platform
// checks them (the same rules, docs/backend-api.md) and the operator verifies or rejects them.
// Messages are keys under "member.realName.errors." unless they name their namespace.
import { z } from "zod";

export const REAL_NAME = { min: 2, max: 50 } as const;
export const ID_NUMBER = { min: 6, max: 20 } as const;

export type RealNameStatus = "none" | "pending" | "verified" | "rejected";

const NAME = /^\p{L}[\p{L}\p{M} .'-]*[\p{L}\p{M}.]$/u;

/** Spaces collapsed, as the platform stores it. */
export const normaliseRealName = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ");

/** Spaces and hyphens dropped, upper case: "ab 12-34 56" is "AB123456". */
export const normaliseIdNumber = (id: string) => id.replace(/[\s-]/g, "").toUpperCase();

export const realNameSchema = z.object({
  realName: z
    .string({ error: "account.errors.in_required" })
    .transform(normaliseRealName)
    .refine(
      (name) => {
        const length = Array.from(name).length;
        return length >= REAL_NAME.min && length <= REAL_NAME.max && NAME.test(name);
      },
      { error: "member.realName.errors.name" },
    ),
  idNumber: z
    .string({ error: "account.errors.in_required" })
    .transform(normaliseIdNumber)
    .refine((id) => new RegExp(`^[A-Z0-9]{${ID_NUMBER.min},${ID_NUMBER.max}}$`).test(id), {
      error: "member.realName.errors.id_number",
    }),
});

/** The form shows while nothing is sent or after a rejection; pending and verified show the check. */
export const maySubmitRealName = (status: RealNameStatus) => status === "none" || status === "rejected";

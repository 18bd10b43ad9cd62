// Real-name verification (accounts §1: the dictionary covers real-name verification; issue 23 item
// 18). The member sends the name on their identity document and its number once; the platform
// checks them (the same rules, docs/backend-api.md) and the operator verifies or rejects them.
// Messages are keys under "member.realName.errors." unless they name their namespace.

export const REAL_NAME = { min: 2, max: 50 } as const;
export const ID_NUMBER = { min: 6, max: 20 } as const;

export type RealNameStatus = "none" | "pending" | "verified" | "rejected";

/** A name: letters, with spaces, dots, apostrophes and hyphens inside. */
export const REAL_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*[\p{L}\p{M}.]$/u;

/** Spaces collapsed, as the platform stores it. */
export const normaliseRealName = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ");

/** Spaces and hyphens dropped, upper case: "ab 12-34 56" is "AB123456". */
export const normaliseIdNumber = (id: string) => id.replace(/[\s-]/g, "").toUpperCase();

/** The form shows while nothing is sent or after a rejection; pending and verified show the check. */
export const maySubmitRealName = (status: RealNameStatus) => status === "none" || status === "rejected";

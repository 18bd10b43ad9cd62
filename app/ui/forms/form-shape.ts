/** Conform sees every account form as named strings; the zod schema decides which are there and valid. */
export type FormShape = Record<string, string | undefined>;

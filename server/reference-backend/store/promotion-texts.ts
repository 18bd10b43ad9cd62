import type { Request } from "express";
import type { BackendContext } from "../context.ts";
import { merchantDefaultLanguage, readSettings } from "./site.ts";

/** The language of a promotion's or reward's own row: its title and content are English. */
const OWN_LANGUAGE = "EN";

/**
 * The languages a promotion's text is looked for in, in order (migration 022): the request's
 * (the Language header), then the merchant's default; the row's own English text comes last. An
 * English request, or one naming no language, reads the row's own text at once. Unused places are
 * null (SQL's `= NULL` matches nothing).
 */
export function textLanguages(
  context: BackendContext,
  req: Request,
): { first: string | null; second: string | null } {
  const requested = (req.get("Language") ?? "").trim().toUpperCase();
  if (requested === "" || requested === OWN_LANGUAGE) return { first: null, second: null };
  const fallback = merchantDefaultLanguage(readSettings(context));
  return { first: requested, second: fallback === OWN_LANGUAGE || fallback === requested ? null : fallback };
}

export type Languages = ReturnType<typeof textLanguages>;

/** A promotion's texts other than its own English one, by upper-case platform code. */
export type PromotionTexts = Record<string, { title: string; content: string }>;

/** Replaces a promotion's texts in other languages with `texts` (an operator's add or change). */
export function writePromotionTexts(
  { sql }: BackendContext,
  promotionId: number,
  texts: PromotionTexts,
): void {
  sql("DELETE FROM promotion_text WHERE promotion_id = ?").run(promotionId);
  const insert = sql(
    "INSERT INTO promotion_text (promotion_id, language, title, content) VALUES (?, ?, ?, ?)",
  );
  for (const [language, text] of Object.entries(texts))
    insert.run(promotionId, language, text.title, text.content);
}

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
  if (requested === "" || requested === OWN_LANGUAGE) return OWN_TEXT;
  const fallback = merchantDefaultLanguage(readSettings(context));
  return { first: requested, second: fallback === OWN_LANGUAGE || fallback === requested ? null : fallback };
}

export type Languages = ReturnType<typeof textLanguages>;

/** Only the row's own English text (where no language matters: checks, not answers). */
export const OWN_TEXT: Languages = { first: null, second: null };

/** SQL: a promotion `p`'s texts in the `@first` and `@second` languages (bind a `Languages`). */
export const PROMOTION_TEXTS = `promotion p
  LEFT JOIN promotion_text a ON a.promotion_id = p.id AND a.language = @first
  LEFT JOIN promotion_text b ON b.promotion_id = p.id AND b.language = @second`;

/** SQL: the promotion's `column` (title, content) in the first of its languages it has. */
export const localized = (column: "title" | "content") => `COALESCE(a.${column}, b.${column}, p.${column})`;

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

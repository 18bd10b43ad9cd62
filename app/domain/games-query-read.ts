// Reading the game center list's state from the URL (games spec §2, §4): parsed with zod, a bad value
// corrected (never a 500, never a dead end). Only loaders import this (see games-query.ts).
import { z } from "~/domain/zod";
import { MIN_BET_OPTIONS, normaliseSearch, type MinBet } from "./games";
import { CLASSIFIES, GAME_TYPES, MAX_MIN_LINE, MAX_STACKED_PAGES, VENDOR_CODE } from "./games-query";

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

// Built on first use, not when the module loads: a loader that never reads a list pays nothing.
function buildListQuerySchema() {
  const vendorCode = z.string().regex(VENDOR_CODE);
  const page = z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_STACKED_PAGES).default(1));

  return z
    .object({
      page,
      // With JavaScript the next page is fetched alone: from = page.
      from: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_STACKED_PAGES).optional()),
      gameName: z.preprocess(blank, z.string().max(100).transform(normaliseSearch).optional()),
      gameType: z.preprocess(blank, z.enum(GAME_TYPES).optional()),
      // Several vendors: repeated (?vassalage=PP&vassalage=PG, the filter form) or a comma list.
      vassalage: z.preprocess(
        (v) =>
          (Array.isArray(v) ? v : [v])
            .flatMap((s) => (typeof s === "string" ? s.split(",") : []))
            .filter((s) => s !== ""),
        z.array(vendorCode).max(40),
      ),
      gameClassify: z.preprocess(blank, z.enum(CLASSIFIES).optional()),
      minBet: z.preprocess(
        blank,
        z
          .union([z.literal("all"), z.coerce.number()])
          .refine(
            (v) => (MIN_BET_OPTIONS as readonly (string | number)[]).includes(v),
            "not a min-bet option",
          )
          .transform((v) => v as MinBet)
          .optional(),
      ),
      // The game list payload's minLine and isNew (games §7): games of at most this many lines, new
      // games only. No control of the spec sets them; an address may (a banner's or a promotion's link).
      minLine: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_MIN_LINE).optional()),
      isNew: z.preprocess(
        blank,
        z
          .literal("1")
          .transform(() => true)
          .optional(),
      ),
    })
    .refine((q) => q.from === undefined || q.from <= q.page, { message: "from after page", path: ["from"] });
}

let listQuerySchema: ReturnType<typeof buildListQuerySchema> | undefined;

/** The list state a page shows. */
export type ListQuery = z.output<ReturnType<typeof buildListQuerySchema>>;

/** Reads the URL's query: repeated keys become lists. */
function rawListQuery(params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = key === "vassalage" ? all : all[0];
  }
  return raw;
}

/** What a bad value becomes: a page past the most one page stacks is that last page, a long name is cut, bad vendor codes go, anything else is left out. */
function corrected(key: string, value: unknown): unknown {
  if (key === "page") {
    const page = Number(value);
    return Number.isInteger(page) && page > MAX_STACKED_PAGES ? MAX_STACKED_PAGES : undefined;
  }
  if (key === "gameName" && typeof value === "string") return value.slice(0, 100);
  if (key === "vassalage" && Array.isArray(value))
    return value
      .flatMap((s) => (typeof s === "string" ? s.split(",") : []))
      .filter((s) => VENDOR_CODE.test(s))
      .slice(0, 40);
  return undefined;
}

/**
 * The list state of the URL's query. A value that cannot be read is corrected rather than refused
 * (`?page=abc` is page 1, `?gameType=NOPE` all types, `?vassalage=<script>` no vendor); `corrected`
 * then says the address should be rewritten to the state shown.
 */
export function readListQuery(params: URLSearchParams): { query: ListQuery; corrected: boolean } {
  listQuerySchema ??= buildListQuerySchema();
  const raw = rawListQuery(params);
  const first = listQuerySchema.safeParse(raw);
  if (first.success) return { query: first.data, corrected: false };
  const fixed = { ...raw };
  for (const key of new Set(first.error.issues.map((issue) => String(issue.path[0] ?? "")))) {
    fixed[key] = corrected(key, fixed[key]);
  }
  const second = listQuerySchema.safeParse(fixed);
  return { query: second.success ? second.data : { page: 1, vassalage: [] }, corrected: true };
}

// The game center list's state, all of it in the URL (games spec §2, §4): parsed with zod, a bad value
// corrected (never a 500, never a dead end); and the links that change one part of it.
import { z } from "~/domain/zod";
import { MIN_BET_OPTIONS, normaliseSearch, type MinBet } from "./games";

export const GAME_TYPES = [
  "LIVE",
  "RNG",
  "FISH",
  "PVP",
  "SPORTS",
  "ESPORTS",
  "COCKFIGHT",
  "LOTT",
  "ELOTT",
] as const;
export const CLASSIFIES = ["JP", "SC", "VP", "TG", "AC"] as const;
/** Pages a no-JS "more" link may stack up on one page (18 x 30 = 540 games). */
export const MAX_STACKED_PAGES = 30;

const VENDOR_CODE = /^[A-Za-z0-9_]{1,40}$/;
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

// Built on first use, not when the module loads: pages import the link helpers below in the browser,
// and a schema built at load time would bring zod into their bundle.
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
    })
    .refine((q) => q.from === undefined || q.from <= q.page, { message: "from after page", path: ["from"] });
}

let listQuerySchema: ReturnType<typeof buildListQuerySchema> | undefined;

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

/** The filter's min bet for the backend: "all" means none. */
export function minBetFilter(minBet: MinBet | undefined): number | undefined {
  return minBet === undefined || minBet === "all" ? undefined : minBet;
}

/** The query string of a list state (page 1 and "all" left out). */
export function listSearch(q: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (q.gameType) params.set("gameType", q.gameType);
  for (const v of q.vassalage ?? []) params.append("vassalage", v);
  if (q.gameClassify) params.set("gameClassify", q.gameClassify);
  if (q.minBet !== undefined && q.minBet !== "all") params.set("minBet", String(q.minBet));
  if (q.gameName) params.set("gameName", q.gameName);
  if (q.page && q.page > 1) params.set("page", String(q.page));
  if (q.from && q.from > 1) params.set("from", String(q.from));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export type FilterChip = {
  key: "vassalage" | "gameClassify" | "minBet" | "gameName";
  value: string;
  /** What the chip shows: a vendor's display name (as the filter drawer lists it), else the value. */
  label: string;
  clear: string;
};

/**
 * One chip per active filter, each with the link that clears just it (and goes back to page 1).
 * `vendorNames` is the vendor data's display map (code -> name): a chip says "PG Soft", not "PG".
 */
export function filterChips(q: ListQuery, vendorNames: Readonly<Record<string, string>> = {}): FilterChip[] {
  const base: Partial<ListQuery> = { ...q, page: 1, from: undefined };
  const chips: FilterChip[] = q.vassalage.map((v) => ({
    key: "vassalage",
    value: v,
    label: Object.hasOwn(vendorNames, v) ? vendorNames[v] : v,
    clear: listSearch({ ...base, vassalage: q.vassalage.filter((x) => x !== v) }),
  }));
  if (q.gameClassify)
    chips.push({
      key: "gameClassify",
      value: q.gameClassify,
      label: q.gameClassify,
      clear: listSearch({ ...base, gameClassify: undefined }),
    });
  if (q.minBet !== undefined && q.minBet !== "all")
    chips.push({
      key: "minBet",
      value: String(q.minBet),
      label: String(q.minBet),
      clear: listSearch({ ...base, minBet: undefined }),
    });
  if (q.gameName)
    chips.push({
      key: "gameName",
      value: q.gameName,
      label: q.gameName,
      clear: listSearch({ ...base, gameName: undefined }),
    });
  return chips;
}

/** The pages to fetch for a state: from..page (1..page without JavaScript). */
export function pagesToLoad(q: Pick<ListQuery, "page" | "from">): number[] {
  const first = q.from ?? 1;
  return Array.from({ length: q.page - first + 1 }, (_, i) => first + i);
}

// The category each center-list path shows; /m/gameList takes it from ?gameType (none = all types).
const LIST_PATH_CATEGORY: Readonly<Record<string, string>> = {
  "/m/live-games": "LIVE",
  "/m/slot-games": "RNG",
  "/m/sport-games": "SPORTS",
  "/m/esport-games": "ESPORTS",
  "/m/fishing-games": "FISH",
  "/m/poker-games": "PVP",
};

export function listCategory(pathname: string, gameType: string | undefined): string {
  return Object.hasOwn(LIST_PATH_CATEGORY, pathname) ? LIST_PATH_CATEGORY[pathname] : (gameType ?? "ALL");
}

import { z } from "zod";
import { paramInvalid } from "./envelope.ts";

// Front ends send every known parameter, empty when unused (`gameName=&vassalage=`): blank means absent.
const blankToUndefined = (value: unknown) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/** An optional query parameter: trimmed, blank = absent, otherwise checked by `schema`. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** An integer query parameter in [min, max], `fallback` when absent. */
export const intParam = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/** Parses query or body with `schema`; a failure is a 400 `param.invalid` naming the first bad field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, where = "query"): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join(".") : where;
  throw paramInvalid(`${field}: ${issue.message}`);
}

/** An absolute http(s) address or a path on the caller's site; never "//host" (another site). */
export const siteAddress = z
  .string()
  .max(500)
  .refine(
    (url) => /^https?:\/\/[^\s]+$/.test(url) || /^\/(?!\/)[^\s]*$/.test(url),
    "expected a URL or a path",
  );

/** Vendor codes separated by commas (the platform's `vassalage` parameter). */
export const vendorList = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$/, "expected vendor codes separated by commas")
  .transform((list) => list.split(","));

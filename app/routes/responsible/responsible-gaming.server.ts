// The responsible-gambling page's form posts: a limit, the reality-check interval, a break or a
// self-exclusion. Each answers POST → 303 → GET with a toast, or a refusal naming its form
// (.server/form-answer.ts: in place with JavaScript, carried across the redirect without it).
import type { Asked } from "~/.server/guards";
import type { RouterContextProvider } from "react-router";
import { z } from "~/domain/zod";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { formDone, formRefused } from "~/.server/form-answer";
import type { Flash } from "~/.server/flash";
import {
  BREAKS,
  EXCLUSION_MONTHS,
  LIMIT_NAMES,
  REALITY_CHECK_MINUTES,
  RESPONSIBLE_PAGE as PAGE,
  type BreakLength,
} from "~/domain/responsible";
import { getLocale } from "~/.server/i18n";
import { readLimitValue } from "~/domain/limit-value";
import { localeTag } from "~/domain/locale-format";
import { endSession } from "~/.server/account-session";

type Context = Readonly<RouterContextProvider>;

const breakLength = z.enum(Object.keys(BREAKS) as [BreakLength, ...BreakLength[]]);
const months = z.coerce
  .number()
  .int()
  .refine((m) => (EXCLUSION_MONTHS as readonly number[]).includes(m));

const limitForm = z.object({
  intent: z.enum(["limit", "remove"]),
  name: z.enum(LIMIT_NAMES),
  value: z.string().max(20).optional(),
});
const realityForm = z.object({
  intent: z.literal("reality"),
  minutes: z.union([
    z.literal(""),
    z.coerce
      .number()
      .int()
      .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m)),
  ]),
});
/** Only the confirmation step posts this (`confirmed=yes`); the first step is a GET to the page. */
export const exclusionForm = z.discriminatedUnion("kind", [
  z.object({
    intent: z.literal("exclusion"),
    confirmed: z.literal("yes"),
    kind: z.literal("break"),
    length: breakLength,
  }),
  z.object({
    intent: z.literal("exclusion"),
    confirmed: z.literal("yes"),
    kind: z.literal("selfExclusion"),
    months,
  }),
]);
/** The confirmation step's query: `?confirm=break&length=24h` or `?confirm=selfExclusion&months=6`. */
export const confirmQuery = z.discriminatedUnion("confirm", [
  z.object({ confirm: z.literal("break"), length: breakLength }),
  z.object({ confirm: z.literal("selfExclusion"), months }),
]);

function backToPage(request: Request, flash: Pick<Flash, "kind" | "messageKey">, hash = "") {
  return formDone(request, PAGE + hash, flash);
}

/** Why a form of the page was refused: its words' key, and what was typed (kept in the field). */
export type ResponsibleRefusal = { messageKey: "invalid" | "failed" | "format" | "range"; value?: string };

/** A refusal the page shows on the form it came from (its id: the limit's name or the form's). */
const refused = (asked: Asked, form: string, refusal: ResponsibleRefusal) =>
  formRefused(asked, form, refusal);

export async function responsibleAction(asked: Asked, context: Context) {
  const { request } = asked;
  const { backend } = context.get(requestContext);
  const form = Object.fromEntries(await request.formData());
  const failed = (error: unknown, name: string) => {
    if (!isBackendError(error) || error.tokenRejected) throw error;
    return refused(asked, name, { messageKey: "failed" });
  };

  if (form.intent === "limit" || form.intent === "remove") {
    const parsed = limitForm.safeParse(form);
    if (!parsed.success)
      return refused(asked, String(form.name ?? "").slice(0, 20), { messageKey: "invalid" });
    const { intent, name } = parsed.data;
    const typed = parsed.data.value ?? "";
    const read =
      intent === "remove" ? { value: null } : readLimitValue(name, typed, localeTag(getLocale(context)));
    if ("error" in read) return refused(asked, name, { messageKey: read.error, value: typed });
    const value = read.value;
    try {
      const answer = await backend.setResponsibleLimit(name, value);
      const raised = answer.limits[name].pending !== null;
      return await backToPage(
        request,
        { kind: "success", messageKey: raised ? "responsible:savedRaise" : "responsible:saved" },
        "#limits",
      );
    } catch (error) {
      return failed(error, name);
    }
  }

  if (form.intent === "reality") {
    const parsed = realityForm.safeParse(form);
    if (!parsed.success) return refused(asked, "reality", { messageKey: "invalid" });
    try {
      await backend.setRealityCheck(parsed.data.minutes === "" ? null : parsed.data.minutes);
      return await backToPage(request, { kind: "success", messageKey: "responsible:saved" }, "#reality");
    } catch (error) {
      return failed(error, "reality");
    }
  }

  const parsed = exclusionForm.safeParse(form);
  if (!parsed.success) return refused(asked, "exclusion", { messageKey: "invalid" });
  const value = parsed.data;
  try {
    await backend.takeExclusion(
      value.kind === "break"
        ? { kind: "break", length: value.length }
        : { kind: "selfExclusion", months: value.months },
    );
  } catch (error) {
    return failed(error, value.kind);
  }
  // The backend has ended every session of the member; this one's cookie goes too.
  return endSession(request, context, { kind: "info", messageKey: "responsible:started" });
}

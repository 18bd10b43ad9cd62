// The responsible-gambling page's form posts: a limit, the reality-check interval, a break or a
// self-exclusion. Each answers with a redirect and a toast (so it works without JavaScript) or, for
// input the page must point at, a 400 naming the form.
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { setFlash, type Flash } from "~/.server/flash";
import {
  BREAKS,
  EXCLUSION_MONTHS,
  LIMIT_NAMES,
  REALITY_CHECK_MINUTES,
  RESPONSIBLE_PAGE as PAGE,
  type BreakLength,
} from "~/domain/responsible";
import { getLocale } from "~/.server/i18n";
import { localeTag } from "~/domain/locale-format";
import { parseAmountCents } from "~/domain/money";
import { endSession } from "~/routes/account/session.server";

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

async function backToPage(request: Request, flash: Flash, hash = ""): Promise<Response> {
  return redirect(PAGE + hash, { headers: { "Set-Cookie": await setFlash(request, flash) } });
}

/** A refusal the page shows beside the form it came from. */
const refused = (form: string, messageKey: "invalid" | "failed") =>
  data({ form, messageKey }, { status: 400 });

/**
 * The value a limit form sends: money in currency units (to cents, typed in the visitor's locale) or
 * the session's minutes.
 */
function limitValue(name: string, text: string | undefined, locale: string): number | null {
  if (text === undefined) return null;
  if (name === "session") return /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : null;
  return parseAmountCents(text, locale);
}

export async function responsibleAction(request: Request, context: Context) {
  const { backend } = context.get(requestContext);
  const form = Object.fromEntries(await request.formData());
  const failed = (error: unknown, name: string) => {
    if (!isBackendError(error) || error.tokenRejected) throw error;
    return refused(name, "failed");
  };

  if (form.intent === "limit" || form.intent === "remove") {
    const parsed = limitForm.safeParse(form);
    if (!parsed.success) return refused(String(form.name ?? ""), "invalid");
    const { intent, name } = parsed.data;
    const value =
      intent === "remove" ? null : limitValue(name, parsed.data.value, localeTag(getLocale(context)));
    if (intent === "limit" && value === null) return refused(name, "invalid");
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
    if (!parsed.success) return refused("reality", "invalid");
    try {
      await backend.setRealityCheck(parsed.data.minutes === "" ? null : parsed.data.minutes);
      return await backToPage(request, { kind: "success", messageKey: "responsible:saved" }, "#reality");
    } catch (error) {
      return failed(error, "reality");
    }
  }

  const parsed = exclusionForm.safeParse(form);
  if (!parsed.success) return refused("exclusion", "invalid");
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

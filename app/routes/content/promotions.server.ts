// The promotions pages' server work: the list with each promotion's label for this visitor, and the
// join/claim form post shared by the list and the detail page.
import { formDone } from "~/.server/form-answer";
import { siteStatus } from "~/.server/site-status";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type RouterContextProvider } from "react-router";
import { z } from "~/domain/zod";
import { isBackendError, type BackendClient } from "~/.server/backend";
import type { AnnouncementQuery } from "~/.server/backend/announcements";
import { requestContext, servicesContext } from "~/.server/context";
import type { Flash } from "~/.server/flash";
import { type Asked, currentPath } from "~/.server/guards";
import { imageUrl } from "~/.server/images";
import { critical, optional } from "~/.server/loader-data";
import { sanitizeBackendHtml } from "~/.server/sanitize";
import { trialRefusalHref } from "~/domain/trial-refusal";
import {
  offeredPromotions,
  primaryImage,
  promotionDates,
  promotionStatus,
  statusForClient,
  type EntryState,
} from "~/domain/promotions";
import { isAppShell } from "~/domain/download";

type Context = Readonly<RouterContextProvider>;

/** "YYYY-MM-DD HH:mm:ss" in UTC, the platform's date format, for comparing with promotion dates. */
export function platformNow(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 19).replace("T", " ");
}

const PROMOTIONS: AnnouncementQuery = { types: "PR" };

/**
 * Every promotion as the pages show it: sanitised HTML, the image of sequence 1, the date line, and
 * the visitor's label and button (a member's recorded states come from the entries call; a failure
 * of that call only loses the labels, not the page).
 */
export async function loadPromotions(context: Context, request: Request) {
  const { backend, session } = context.get(requestContext);
  const services = context.get(servicesContext);
  const [{ promotion }, status, entries, available] = await Promise.all([
    critical(context, backend.getAnnouncements(PROMOTIONS)),
    siteStatus(context),
    session ? optional(context, backend.promotionEntries(), [], "promotion entries") : [],
    // The operator's switches (shared, cached): the app-download bonus only while APP_DOWNLOAD is on.
    optional(context, backend.availablePromotions(), [], "available promotions"),
  ]);
  const states = new Map<number, EntryState>(entries.map((e) => [e.promotionId, e.state]));
  const now = platformNow();
  const inApp = isAppShell(request.headers.get("user-agent") ?? "");
  return offeredPromotions(promotion, available).map((p) => {
    const image = primaryImage(p.announcementImages);
    return {
      id: p.id,
      title: p.title,
      category: p.category,
      image: image ? imageUrl(image, status.info.imageCDNs) : null,
      html: sanitizeBackendHtml(p.content, services.config.linkHosts),
      dates: promotionDates(p),
      bonus: p.bonus,
      action: p.action,
      status: statusForClient(promotionStatus(p, states.get(p.id) ?? null, now), p.category, inApp),
    };
  });
}

/** The join/claim form: which promotion and what to do. */
const takePartSchema = z.object({
  intent: z.enum(["join", "claim"]),
  promotionId: z.coerce.number().int().positive(),
});

// Backend refusals the member can understand; anything else is the generic failure.
const REFUSALS: Record<string, string> = {
  "promotion.closed": "content.refused.closed",
  "promotion.not.started": "content.refused.notStarted",
  "promotion.not.joinable": "content.refused.notAvailable",
  "promotion.not.claimable": "content.refused.notAvailable",
  "promotion.switched.off": "content.refused.notAvailable",
  "promotion.app.only": "content.refused.appOnly",
  "not.found": "content.refused.notFound",
};

/** What a refused join/claim/reward claim tells the member. */
function refusalFlash(error: unknown): Flash {
  if (isBackendError(error) && !error.isUnavailable)
    return { kind: "error", messageKey: REFUSALS[error.errorCode] ?? "content.refused.failed" };
  return { kind: "error", messageKey: "content.refused.failed" };
}

/**
 * A member's form post on these pages (join, claim, claim a reward), behind the page's
 * `admitPost` (guests go to login and come back); the answer is always a redirect to the same page with a toast, so it works without JavaScript
 * and a reload never posts again. `run` calls the backend and names the success message.
 */
export async function memberFormPost<S extends z.ZodType>(
  { request, url }: Asked,
  context: Context,
  schema: S,
  run: (value: z.output<S>, backend: BackendClient) => Promise<string>,
): Promise<Response> {
  const { backend } = context.get(requestContext);
  const back = currentPath(url);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success")
    return formDone(request, back, { kind: "error", messageKey: "content.refused.failed" });
  let done: string;
  try {
    done = await run(submission.value, backend);
  } catch (error) {
    // Bonuses are real money: a trial player meets the one real-money refusal (guards.ts).
    if (isBackendError(error) && error.errorCode === "promotion.trial.refused")
      return redirect(trialRefusalHref("realMoney"), 303);
    return formDone(request, back, refusalFlash(error));
  }
  return formDone(request, back, { kind: "success", messageKey: done });
}

/** Join or claim a promotion. The backend credits a bonus once, whatever the number of posts. */
export function takePartAction({ request, url }: Asked, context: Context): Promise<Response> {
  return memberFormPost(
    { request, url },
    context,
    takePartSchema,
    async ({ intent, promotionId }, backend) => {
      if (intent === "claim") {
        await backend.claimPromotion(promotionId);
        return "content.done.claimed";
      }
      await backend.joinPromotion(promotionId);
      return "content.done.joined";
    },
  );
}

// How an action answers a form that moves money or changes a limit (issue 21), the same for every
// such form so that a new one gets it for free:
// - accepted: 303 to the page the member should see next, with the outcome as a toast; the loader
//   makes a new form key, so the form comes back empty and a second tap cannot repeat the post;
// - refused, with JavaScript: the answer as loader-less data (400/429), the form keeps what was typed
//   and its key;
// - refused, without JavaScript: 303 back to the same page with the answer carried in the flash
//   cookie, so Back and reload never meet a POST result (Chromium's ERR_CACHE_MISS).
import { data, type UNSAFE_DataWithResponseInit } from "react-router";
import { isAskingIntent } from "~/domain/asking-posts";
import { FRESH_PICTURE, pageAnswerId } from "~/domain/page-answer";
import { type Flash, redirectWithFlash } from "./flash";
import { refusalReply, type FormRefusal } from "./form";
import { type Asked, currentPath } from "./guards";

/**
 * A browser's own form post (JavaScript off or not loaded yet). React Router's fetch of the action
 * says `cors` or `same-origin`; a navigation says `navigate`.
 */
export function isDocumentPost(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Mode") === "navigate";
}

/** An accepted form: POST → 303 → GET of `to`, with the outcome said by a toast. */
export async function formDone(
  request: Request,
  to: string,
  flash: Omit<Flash, "kind" | "form"> & { kind?: Flash["kind"] },
): Promise<Response> {
  return redirectWithFlash(request, to, { kind: "success", ...flash }, { status: 303 });
}

/**
 * A refused form's answer (`answer` is what the page reads: conform's `result`, or the page's own
 * shape), tagged with its form's id. Without JavaScript it is carried to the GET that follows.
 */
export async function formRefused<Answer extends object>(
  { request, url }: Asked,
  formId: string,
  answer: Answer,
  status: 400 | 403 | 409 | 429 = 400,
) {
  const body = { formId, ...answer };
  if (!isDocumentPost(request)) return data(body, { status });
  throw await redirectWithFlash(
    request,
    currentPath(url),
    { kind: "error", messageKey: "", form: body },
    { status: 303 },
  );
}

/**
 * A refused conform submission (errors in place, secrets not echoed) as `formRefused` answers it,
 * with whatever else the page shows beside the errors (`extra`).
 */
export function refuseSubmission<Extra extends object>(
  { request, url }: Asked,
  formId: string,
  submission: Parameters<typeof refusalReply>[0],
  refusal: FormRefusal & { hideFields: readonly string[] },
  extra: Extra,
) {
  const { result, status } = refusalReply(submission, refusal);
  return formRefused({ request, url }, formId, { ...extra, result }, status);
}

type Answered = UNSAFE_DataWithResponseInit<unknown>;

/**
 * An answer that stays on the page and must not be the POST's own: a refusal, or what an asking
 * button ("Get code", "New image") brought, whose Reload would send another code.
 */
function staysOnPage(answer: unknown): answer is Answered & { data: Record<string, unknown> } {
  if (!answer || typeof answer !== "object" || !("init" in answer) || !("data" in answer)) return false;
  const { init, data: body } = answer as Answered;
  if (!body || typeof body !== "object") return false;
  const result = (body as { result?: { initialValue?: Record<string, unknown> | null } }).result;
  return (init?.status ?? 200) >= 400 || isAskingIntent(result?.initialValue?.intent);
}

/**
 * A page's action whose refusals are data in place (`replyInvalid`), answered as the money forms are
 * (issue 49): without JavaScript a refusal (or an asking button's answer) is POST → 303 → GET of the
 * same page, the answer (errors, values kept, never a secret) carried in the flash, so Reload does
 * not post again and Back and Forward never meet Chromium's ERR_CACHE_MISS. With JavaScript nothing
 * changes.
 */
export function answersByRedirect<Args extends Asked, Answer>(action: (args: Args) => Promise<Answer>) {
  return async (args: Args): Promise<Answer> => {
    const answer = await action(args);
    if (!isDocumentPost(args.request) || !staysOnPage(answer)) return answer;
    const { captcha, ...body } = answer.data;
    const form = {
      ...body,
      ...(captcha ? { captcha: FRESH_PICTURE } : {}),
      formId: pageAnswerId(args.url.pathname),
    };
    throw await redirectWithFlash(
      args.request,
      currentPath(args.url),
      { kind: "error", messageKey: "", form },
      { status: 303 },
    );
  };
}

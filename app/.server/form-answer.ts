// How an action answers a form that moves money or changes a limit (issue 21), the same for every
// such form so that a new one gets it for free:
// - accepted: 303 to the page the member should see next, with the outcome as a toast; the loader
//   makes a new form key, so the form comes back empty and a second tap cannot repeat the post;
// - refused, with JavaScript: the answer as loader-less data (400/429), the form keeps what was typed
//   and its key;
// - refused, without JavaScript: 303 back to the same page with the answer carried in the flash
//   cookie, so Back and reload never meet a POST result (Chromium's ERR_CACHE_MISS).
import { data } from "react-router";
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

// One way for an action to answer a form it keeps on the page (docs/decisions/0016): conform's
// submission result under `result`, beside whatever else the page needs, and never a secret typed
// by the visitor — the route names its secret fields, and any field called *password* is hidden
// whatever the route says.
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { askedResult } from "~/domain/asking-posts";

/**
 * Errors of a refused form, as message keys: about the whole form or about named fields; status 429
 * when the refusal is a limit on tries (docs/decisions/0020), else 400.
 */
export type FormRefusal = {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  status?: 400 | 403 | 409 | 429;
};

type Replying = Pick<Submission<unknown>, "payload" | "reply">;

/** The fields sent back empty: the route's list plus every password field of the submission. */
function hidden(submission: Replying, hideFields: readonly string[]): string[] {
  const passwords = Object.keys(submission.payload).filter((name) => /password/i.test(name));
  return [...new Set([...hideFields, ...passwords])];
}

/**
 * conform's reply, reporting only the fields an asking post ("Get code", "New image") concerned, so
 * the fields the player has not reached yet are not marked validated (app/domain/asking-posts.ts).
 */
function reply(submission: Replying, options: Parameters<Replying["reply"]>[0]) {
  return askedResult(submission.payload.intent, submission.reply(options));
}

/** A refused form's conform result and status: errors in place, secrets not echoed. */
export function refusalReply(submission: Replying, options: FormRefusal & { hideFields: readonly string[] }) {
  const { hideFields, status = 400, ...errors } = options;
  return { result: reply(submission, { ...errors, hideFields: hidden(submission, hideFields) }), status };
}

/** A refused form: errors in place, status 400 (429 for a limit), secrets not echoed. */
export function replyInvalid<Extra extends object>(
  submission: Replying,
  options: FormRefusal & { hideFields: readonly string[] },
  extra: Extra,
) {
  const { result, status } = refusalReply(submission, options);
  return data({ ...extra, result }, { status });
}

/**
 * A form that was accepted and stays on the page (a code sent, a fresh captcha, "changes saved"):
 * the values kept or, with `resetForm`, cleared; secrets not echoed either way.
 */
export function replyAccepted<Extra extends object>(
  submission: Replying,
  options: { hideFields: readonly string[] } | { resetForm: true },
  extra: Extra,
  init?: ResponseInit,
) {
  const result =
    "resetForm" in options
      ? submission.reply({ resetForm: true })
      : reply(submission, { hideFields: hidden(submission, options.hideFields) });
  return data({ ...extra, result }, init);
}

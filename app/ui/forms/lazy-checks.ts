import { parse, type Submission } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { z } from "zod";
import type * as BrowserChecksModule from "./browser-checks";
import type { FormShape } from "./form-shape";
import { askedResult, onlyAsks } from "~/domain/asking-posts";

export type BrowserChecks = typeof BrowserChecksModule;

/**
 * The forms' zod checks, loaded beside the page instead of with it: zod is the largest script of a
 * form page, and neither the first paint nor the server's own checks need it. Started when a form
 * page's code is first evaluated in the browser; null on the server.
 */
const loading = typeof document === "undefined" ? null : import("./browser-checks");

/**
 * The forms' browser checks once loaded. Until they arrive (or if they never do: offline, a new
 * deploy) a submission goes to the server, which checks it with the same schemas and answers errors
 * in place, as without JavaScript.
 */
export function useBrowserChecks(): BrowserChecks | null {
  const [checks, setChecks] = useState<BrowserChecks | null>(null);
  useEffect(() => {
    let live = true;
    loading?.then(
      (module) => live && setChecks(() => module),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  // Said on the document once a form renders with them: before, a submit goes to the server (a
  // browser test that means the browser's own checks waits for this).
  useEffect(() => {
    if (checks) document.documentElement.dataset.formChecks = "ready";
  }, [checks]);
  return checks;
}

/** The submission before the checks have loaded: passed on to the server as it is. */
const toServer = (formData: FormData): Submission<FormShape> =>
  parse<FormShape, string[]>(formData, { resolve: (value) => ({ value: value as FormShape }) });

/**
 * A form's `onValidate`: the schema `build` makes from the loaded checks (and the submission, for
 * forms whose intent picks the schema), as the action does.
 */
export function validateWith(
  checks: BrowserChecks | null,
  build: (checks: BrowserChecks, formData: FormData) => z.ZodType,
) {
  return ({ formData }: { formData: FormData }) =>
    askedOnly(formData, checks ? checks.check(formData, build(checks, formData)) : toServer(formData));
}

/**
 * An asking post ("Get code", "New image") reports only the fields it concerns: conform marks what a
 * submit reports as validated, and the fields not reached yet would show errors as soon as anything
 * is typed (issue 49, app/domain/asking-posts.ts). The server's answer is narrowed the same way.
 */
function askedOnly(formData: FormData, submission: Submission<FormShape>): Submission<FormShape> {
  const intent = formData.get("intent");
  if (!onlyAsks(formData)) return submission;
  return {
    ...submission,
    reply: (options) => askedResult(intent, submission.reply(options)),
  } as Submission<FormShape>;
}

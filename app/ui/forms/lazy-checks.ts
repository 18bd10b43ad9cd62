import type * as BrowserChecksModule from "./browser-checks";
import { toServer, useClientChecks } from "./client-checks";
import type { z } from "zod";

export type BrowserChecks = typeof BrowserChecksModule;

/** Started when a form page's code is first evaluated in the browser; null on the server. */
const loading = typeof document === "undefined" ? null : import("./browser-checks");

/** The forms' browser checks once loaded (null before: the server checks every submission). */
export function useBrowserChecks(): BrowserChecks | null {
  return useClientChecks(loading);
}

/**
 * A form's `onValidate`: the schema `build` makes from the loaded checks, as the action does; until
 * they arrive the submission goes to the server, which answers errors in place.
 */
export function validateWith(checks: BrowserChecks | null, build: (checks: BrowserChecks) => z.ZodType) {
  return ({ formData }: { formData: FormData }) =>
    checks ? checks.check(formData, build(checks)) : toServer(formData);
}

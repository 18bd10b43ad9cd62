import { parse, type Submission } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { FormShape } from "./form-shape";

/** A form's checks in the browser: the same zod schemas the action uses. */
export type FormChecks = (formData: FormData) => Submission<FormShape>;

/**
 * A form's browser-side checks, loaded beside the page instead of with it: zod is the largest script
 * of a form page, and neither the first paint nor the server's own checks need it. `loading` is the
 * module's import, started when the route module is first evaluated in the browser (null on the
 * server). Until it arrives a submission goes to the server, which checks it with the same schemas
 * and answers errors in place, as without JavaScript.
 */
export function useClientChecks<M>(loading: Promise<M> | null): M | null {
  const [checks, setChecks] = useState<M | null>(null);
  useEffect(() => {
    let live = true;
    loading?.then(
      (module) => live && setChecks(() => module),
      () => {}, // not loaded (offline, new deploy): the server checks every submission
    );
    return () => {
      live = false;
    };
  }, [loading]);
  return checks;
}

/** The submission before the checks have loaded: passed on to the server as it is. */
export const toServer: FormChecks = (formData) =>
  parse<FormShape, string[]>(formData, { resolve: (value) => ({ value: value as FormShape }) });

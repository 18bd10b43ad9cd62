import { call, type BackendCallOptions } from "./http";
import { exclusion, realityCheck, responsibleOverview } from "./schemas/responsible";
import type { BreakLength, LimitName } from "~/domain/responsible";

/** Responsible-gambling calls (docs/backend-api.md "Responsible gambling"); members only. */
export function responsibleCalls(options: BackendCallOptions) {
  return {
    /** GET /wps/responsible: limits (in force and waiting), reality-check interval, exclusion, sums. */
    responsibleOverview: () => call(options, "/wps/responsible", responsibleOverview),
    /** POST /wps/responsible/limits: stricter at once, looser after 24 hours (null removes). */
    setResponsibleLimit: (name: LimitName, value: number | null) =>
      call(options, "/wps/responsible/limits", responsibleOverview, {
        method: "POST",
        body: { name, value },
      }),
    setRealityCheck: (minutes: number | null) =>
      call(options, "/wps/responsible/reality-check", responsibleOverview, {
        method: "POST",
        body: { minutes },
      }),
    /** POST /wps/responsible/exclusion: a break or self-exclusion; the backend ends the member's sessions. */
    takeExclusion: (
      body: { kind: "break"; length: BreakLength } | { kind: "selfExclusion"; months: number },
    ) => call(options, "/wps/responsible/exclusion", exclusion, { method: "POST", body }),
    realityCheck: () => call(options, "/wps/responsible/reality", realityCheck),
    acknowledgeRealityCheck: () =>
      call(options, "/wps/responsible/reality/acknowledge", realityCheck, { method: "POST", body: {} }),
  };
}

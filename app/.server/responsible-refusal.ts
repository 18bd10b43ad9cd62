import { isBackendError } from "./backend";
import { responsibleRefusalValue } from "./backend/schemas/responsible";
import { refusalKey } from "~/domain/responsible-words";

export type ResponsibleRefusal = { limit: string; resetsAt: number | null; remainingCents?: number };

/**
 * A backend refusal by the member's own limits or exclusion (`responsible.refused`: login, deposit,
 * launch), as the page explains it; null for any other error.
 */
export function responsibleRefusal(error: unknown): ResponsibleRefusal | null {
  if (!isBackendError(error) || error.errorCode !== "responsible.refused") return null;
  const parsed = responsibleRefusalValue.safeParse(error.value);
  return parsed.success && refusalKey(parsed.data.limit) ? parsed.data : null;
}

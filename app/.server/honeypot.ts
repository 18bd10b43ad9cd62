// The honeypot check of every form that carries <Honeypot /> (app/ui/forms/honeypot.tsx).
import { HONEYPOT_FIELD } from "~/domain/registration";
import type { FormRefusal } from "./form";

/**
 * A bot filled the field people never see: the errors to refuse it with (the generic "unknown
 * error", never why), or null for a person.
 */
export function honeypotRefusal(formData: FormData): FormRefusal | null {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "" ? { formErrors: ["unknown_error"] } : null;
}

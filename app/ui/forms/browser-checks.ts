// The forms' checks in the browser, in one module loaded beside the page (useBrowserChecks):
// zod is the largest script of a form page, and neither the first paint nor the server's own checks
// need it. The same schema builders the actions use.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormShape } from "./form-shape";

export {
  changePasswordSchema,
  forgetSchemaFor,
  loginSchemaFor,
  registerSchemaFor,
} from "~/domain/account-forms";
export { depositSchema } from "~/domain/deposit-form";
export { transferSchema } from "~/domain/agent-forms";
export { feedbackSchema } from "~/domain/feedback-form";
export { profileSchema } from "~/domain/profile-form";
export { realNameSchema } from "~/domain/real-name-form";
export {
  bankCardSchema,
  fundsPasswordResetSchema,
  fundsPasswordSetSchema,
  securityQuestionSchema,
  withdrawSchema,
} from "~/domain/security-forms";

/** Conform needs the errors and the fields as strings; the parsed values are the action's business. */
export const check = (formData: FormData, schema: z.ZodType) =>
  parseWithZod(formData, { schema }) as Submission<FormShape>;

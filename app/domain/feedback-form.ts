// The feedback form's text fields: the action's and the browser's checks (loaded beside the page,
// so zod stays out of the first load). The rules are feedback.ts's.
import { z } from "~/domain/zod";
import { feedbackContentOk } from "./feedback";

/** The form's text fields; the images are checked by `feedbackImages`. */
export const feedbackSchema = () =>
  z.object({
    content: z
      .string({ error: "account.errors.in_required" })
      .trim()
      .refine(feedbackContentOk, { error: "member.feedback.errors.content_length" }),
    requestKey: z.string().min(8).max(80),
  });

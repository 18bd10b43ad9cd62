// The real-name form's schema: the action's and the browser's checks (loaded beside the page, so
// zod stays out of the first load). The rules are real-name.ts's.
import { z } from "~/domain/zod";
import { birthdayRefusal, utcDay } from "./birthday";
import { ID_NUMBER, normaliseIdNumber, normaliseRealName, REAL_NAME, REAL_NAME_PATTERN } from "./real-name";

/** `today` (YYYY-MM-DD, UTC as the platform counts it) decides the age on the date of birth. */
export const realNameSchema = (today: string = utcDay()) =>
  z.object({
    realName: z
      .string({ error: "account.errors.in_required" })
      .transform(normaliseRealName)
      .refine(
        (name) => {
          const length = Array.from(name).length;
          return length >= REAL_NAME.min && length <= REAL_NAME.max && REAL_NAME_PATTERN.test(name);
        },
        { error: "member.realName.errors.name" },
      ),
    idNumber: z
      .string({ error: "account.errors.in_required" })
      .transform(normaliseIdNumber)
      .refine((id) => new RegExp(`^[A-Z0-9]{${ID_NUMBER.min},${ID_NUMBER.max}}$`).test(id), {
        error: "member.realName.errors.id_number",
      }),
    // The document's date of birth: the member must be 21 (birthday.ts).
    birthday: z
      .string({ error: "account.errors.in_required" })
      .trim()
      .superRefine((birthday, ctx) => {
        const refusal = birthdayRefusal(birthday, today);
        if (refusal) ctx.addIssue({ code: "custom", message: `member.realName.errors.${refusal}` });
      }),
  });

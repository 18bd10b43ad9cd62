import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormShape } from "../forms/form-shape";

/**
 * A form's check in the browser by the schema the server builds from the same data. Conform needs
 * its errors and the fields as strings; the parsed values (cents, ids) are the action's business.
 */
export function checkWith(schema: z.ZodType) {
  return ({ formData }: { formData: FormData }) =>
    parseWithZod(formData, { schema }) as Submission<FormShape>;
}

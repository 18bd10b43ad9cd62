import type { FieldMetadata } from "@conform-to/react";
import { TextField, type FieldFormatHint } from "../forms/field";

type Metadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * A secret of the security and withdraw forms (login or funds password, security answer): masked,
 * never sent back by the server; a funds password gets the digit keypad.
 */
export function SecretField({
  field,
  label,
  digits = false,
  autoComplete = "off",
  format,
}: {
  field: Metadata;
  label: string;
  digits?: boolean;
  autoComplete?: "off" | "current-password" | "new-password";
  format?: FieldFormatHint;
}) {
  return (
    <TextField
      field={field}
      label={label}
      type="password"
      inputMode={digits ? "numeric" : undefined}
      autoComplete={autoComplete}
      format={format}
      maxLength={128}
    />
  );
}

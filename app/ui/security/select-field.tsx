import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "../forms/field";

type Metadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** A labelled select with its error, for the security centre's bank, question and card choices. */
export function SelectField({
  field,
  label,
  placeholder,
  options,
}: {
  field: Metadata;
  label: string;
  /** The empty first choice ("Choose a bank"); none when a value is always chosen. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}) {
  const select = getSelectProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...select} key={select.key}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

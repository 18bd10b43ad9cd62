import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { DialingCode } from "~/domain/dialing-codes";
import { FIELD_LIMITS } from "~/domain/registration";
import { FieldErrors, TextField, type FieldFormatHint } from "../forms/field";

type Metadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** Dialing code picker and mobile number (max 20, telephone keypad, autofilled without the country code). */
export function PhoneFields({
  dialingCode,
  mobileNum,
  labels,
  mobileFormat,
  codes,
  required = true,
}: {
  /** The number must be given (login, reset; registration by the mobile method): the marker shows. */
  required?: boolean;
  /** The merchant's countries (the page's loader: loadDialingCodes). */
  codes: readonly DialingCode[];
  dialingCode: Metadata;
  mobileNum: Metadata;
  labels: { code: string; mobile: string };
  /** The number's rule in words, said with its error. */
  mobileFormat?: FieldFormatHint;
}) {
  const select = getSelectProps(dialingCode);
  return (
    <div className="phone-fields">
      <div className="field field--narrow">
        <label htmlFor={dialingCode.id}>{labels.code}</label>
        <select {...select} key={select.key}>
          {codes.map((c) => (
            <option key={c.code} value={c.code}>
              +{c.code} {c.country}
            </option>
          ))}
        </select>
        <FieldErrors id={dialingCode.errorId} errors={dialingCode.errors} />
      </div>
      <TextField
        field={mobileNum}
        label={labels.mobile}
        required={required}
        format={mobileFormat}
        // A text input with the telephone keypad: the HTML standard lets "tel-national" (the number
        // without its country code, which the picker beside it gives) autofill only text inputs,
        // not type="tel" (the W3C checker's error; issue 62).
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={FIELD_LIMITS.mobileMax}
      />
    </div>
  );
}

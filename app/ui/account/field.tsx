import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated";
import { useT } from "../use-t";

type Metadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** The translated errors of a field; the keys live under "account.errors.". */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      {errors
        .map((key) =>
          t(`account.errors.${key}` as never, { defaultValue: t("account.errors.unknown_error") }),
        )
        .join(" ")}
    </p>
  );
}

/**
 * A labelled input with its error (aria-invalid + aria-describedby come from conform), and with
 * JavaScript a clear button; a password input also gets show/hide.
 */
/**
 * The form's last answer and the fields the action never sends back (passwords, codes, captcha).
 * Each new answer clears those inputs — a refused login shows an empty password and a fresh captcha —
 * while what else was typed stays.
 */
export const FormAnswer = createContext<{ answer: unknown; secrets: readonly string[] }>({
  answer: null,
  secrets: [],
});

export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  readOnly,
}: {
  field: Metadata;
  label: string;
  type?: "text" | "password" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  maxLength?: number;
  readOnly?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const props = getInputProps(field, { type: type === "password" && shown ? "text" : type });
  const input = useRef<HTMLInputElement>(null);
  const { answer, secrets } = useContext(FormAnswer);
  const secret = secrets.includes(field.name);
  useEffect(() => {
    if (answer && secret && input.current) input.current.value = "";
  }, [answer, secret]);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <div className="field__control">
        <input
          {...props}
          key={props.key}
          ref={input}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          readOnly={readOnly}
        />
        {hydrated && !readOnly ? (
          <button
            type="button"
            className="field__button"
            aria-label={t("account.field.clear", { label })}
            onClick={(event) => {
              const input = event.currentTarget.parentElement?.querySelector("input");
              if (!input) return;
              // Through the native setter, so conform sees an input event and revalidates.
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, "");
              input.dispatchEvent(new Event("input", { bubbles: true }));
              input.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {hydrated && type === "password" ? (
          <button
            type="button"
            className="field__button"
            aria-pressed={shown}
            aria-label={shown ? t("account.field.hide") : t("account.field.show")}
            onClick={() => setShown((s) => !s)}
          >
            <span aria-hidden="true">{shown ? "◉" : "◎"}</span>
          </button>
        ) : null}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

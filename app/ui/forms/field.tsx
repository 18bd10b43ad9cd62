import "~/styles/forms.css";
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useHydrated } from "../use-hydrated";
import { useT } from "../use-t";
import { useSay } from "./say";

type Metadata = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * A field's rule in words (from the server's regExp, field-format-words.ts), the regExp and the
 * message key of its setting: said after that message (or "please fill this in") when the value
 * breaks the rule — not after "already exists", nor after "invalid invitation code" for a code
 * that is well formed but unknown.
 */
export type FieldFormatHint = { words: string; messageKey: string; regExp: string };

/**
 * The translated errors of a field; the keys live under "account.errors.", unless a key names its
 * own namespace ("security.errors.card_number_format").
 */
export function FieldErrors({
  id,
  errors,
  format,
  values,
}: {
  id: string;
  errors?: string[];
  format?: FieldFormatHint;
  /** What the messages name ({{min}}, {{max}}: a range said with its refusal). */
  values?: Record<string, string>;
}) {
  const t = useT();
  const say = useSay("account.errors", "account.errors.unknown_error");
  if (!errors?.length) return null;
  const said = format && errors.some((key) => key === format.messageKey || key === "in_required");
  return (
    <p id={id} className="field__error">
      {errors.map((key) => say(key, values)).join(" ")}
      {said ? (
        <span className="field__format"> {t("account.format.allowed", { rule: format.words })}</span>
      ) : null}
    </p>
  );
}

type Answer = { error?: Record<string, string[] | null> | null } | null;
const answerOf = (answer: unknown): Answer =>
  answer && typeof answer === "object" ? (answer as Answer) : null;

/** The fields the server's answer refused, in the form's order (`order`), then any others. */
function fieldsInError(answer: unknown, order: readonly string[]): string[] {
  const error = answerOf(answer)?.error ?? {};
  const refused = Object.keys(error).filter((name) => name !== "" && (error[name]?.length ?? 0) > 0);
  return [...order.filter((name) => refused.includes(name)), ...refused.filter((n) => !order.includes(n))];
}

/**
 * The server's answer in a sentence at the top of the form, announced (role="alert"): with
 * JavaScript when the answer arrives, without it as the page loads, while the first field in error
 * takes the focus (`autofocus` in the server's HTML) and reads out its own message.
 */
export function ErrorSummary() {
  const t = useT();
  const { answer, order } = useContext(FormAnswer);
  const count = fieldsInError(answer, order).length;
  if (count === 0) return null;
  return (
    <p role="alert" className="error-summary">
      {t("account.errors.summary", { count })}
    </p>
  );
}

/**
 * The form's last answer and the fields the action never sends back (passwords, codes, captcha).
 * Each new answer clears those inputs — a refused login shows an empty password and a fresh captcha —
 * while what else was typed stays. `order` lists the form's fields as they appear: the first one
 * the answer refused takes the focus.
 */
export const FormAnswer = createContext<{
  answer: unknown;
  secrets: readonly string[];
  order: readonly string[];
}>({ answer: null, secrets: [], order: [] });

/**
 * A field given the focus by script (the first in error after a refused form) comes into view below
 * the sticky bar: WebKit's focus() scrolls it only just into view, under the bar, without heeding
 * its scroll-margin-top (forms.css), which scrollIntoView heeds (issue 46).
 */
function revealBelowBar(event: React.FocusEvent<HTMLInputElement>) {
  event.currentTarget.scrollIntoView({ block: "nearest" });
}

/**
 * A labelled input with its error (aria-invalid + aria-describedby come from conform), and with
 * JavaScript a clear button, which Tab passes by; a password input also gets show/hide.
 */
export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  readOnly,
  format,
  values,
  required,
}: {
  field: Metadata;
  /**
   * The field must be filled (accounts §5: "a required marker per field"): a star after the label
   * and aria-required. Not the native `required`, whose bubble would stand before the server's own
   * message.
   */
  required?: boolean;
  /** What its messages name (a range). */
  values?: Record<string, string>;
  label: string;
  /** The field's rule in words, said with its error. */
  format?: FieldFormatHint;
  type?: "text" | "password" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
  maxLength?: number;
  readOnly?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const props = getInputProps(field, { type: type === "password" && shown ? "text" : type });
  const input = useRef<HTMLInputElement>(null);
  const { answer, secrets, order } = useContext(FormAnswer);
  const secret = secrets.includes(field.name);
  // Without JavaScript the page loads with the focus here; with it, conform moves the focus itself.
  const focus = fieldsInError(answer, order)[0] === field.name;
  useEffect(() => {
    if (answer && secret && input.current) input.current.value = "";
  }, [answer, secret]);
  // The buttons' labels (both of the password's states) are read in every render, the server's
  // too, though the buttons show only with JavaScript: the server's render names the texts a page
  // carries (decision 0056).
  const clearLabel = t("account.field.clear", { label });
  const showLabels = { shown: t("account.field.hide"), hidden: t("account.field.show") };
  return (
    <div className="field">
      {/* The star is the stylesheet's (forms.css), outside the label's text and its accessible name:
          screen readers hear "required" from aria-required; the word is the label's tooltip. */}
      <label
        htmlFor={field.id}
        data-required={required ? "" : undefined}
        title={required ? t("account.field.required") : undefined}
      >
        {label}
      </label>
      <div className="field__control">
        <input
          {...props}
          key={props.key}
          aria-required={required ? true : undefined}
          ref={input}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          readOnly={readOnly}
          autoFocus={focus}
          onFocus={revealBelowBar}
        />
        {hydrated && !readOnly ? (
          // Out of the Tab order (issue 62: Tab from the username went here, and the password was typed
          // into nothing); still a named button for touch and for screen readers' own navigation.
          <button
            type="button"
            className="field__button"
            tabIndex={-1}
            aria-label={clearLabel}
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
            aria-label={shown ? showLabels.shown : showLabels.hidden}
            onClick={() => setShown((s) => !s)}
          >
            <span aria-hidden="true">{shown ? "◉" : "◎"}</span>
          </button>
        ) : null}
      </div>
      <FieldErrors
        id={field.errorId}
        errors={field.errors}
        values={values}
        format={format && !new RegExp(format.regExp).test((field.value ?? "").trim()) ? format : undefined}
      />
    </div>
  );
}

import "~/styles/forms.css";
import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "../use-t";

/**
 * A refused post in words at the top of its form: what the whole form was refused for, and how many
 * fields need attention, each named and linked (its message is said at the field). It takes the focus when it appears (the server's HTML
 * carries `autofocus` for the page without JavaScript), so the refusal is in view and read out even
 * when the button tapped was at the bottom of a long page.
 */
export function RefusalSummary({
  formErrors,
  fieldErrors,
  answered,
  children,
}: {
  /** The refusals of the whole form, in words. */
  formErrors: readonly string[];
  /** Each refused field's input id and its name (its label), in the form's order: its message is at the field. */
  fieldErrors: ReadonlyArray<{ id: string; name: string }>;
  /** The answer object: a new answer takes the focus again. */
  answered: unknown;
  /** More of the refusal, said inside the summary (a limit's words and its link). */
  children?: ReactNode;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const shown = formErrors.length + fieldErrors.length > 0 || Boolean(children);
  useEffect(() => {
    if (shown && answered) box.current?.focus();
  }, [shown, answered]);
  if (!shown) return null;
  return (
    <div ref={box} role="alert" tabIndex={-1} autoFocus className="error-summary refusal-summary">
      {children}
      {formErrors.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {fieldErrors.length > 0 ? (
        <>
          {formErrors.length === 0 ? (
            <p>{t("account.errors.summary", { count: fieldErrors.length })}</p>
          ) : null}
          <ul>
            {fieldErrors.map((error) => (
              <li key={error.id}>
                <a href={`#${error.id}`}>{error.name}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

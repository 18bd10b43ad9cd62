import "~/styles/forms.css";
import { useNavigation } from "react-router";

/** True while a form post is in flight (its action, then the page it leads to). */
export function usePosting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && (navigation.formMethod ?? "GET").toUpperCase() !== "GET";
}

/**
 * A form's submit button. Pressing it leaves the focus in the field being typed in: moving the focus
 * would run that field's blur check first, and an error line appearing above the button pushes it
 * away from the finger, so the tap meant to submit lands beside it. The submit checks every field.
 * While a post is in flight (its action, then the page it leads to) the button is disabled and says
 * so (aria-busy): a second tap sends nothing (issue 21).
 */
export function SubmitButton({
  className = "button button--primary",
  disabled,
  ...props
}: Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onMouseDown">) {
  const posting = usePosting();
  return (
    <button
      type="submit"
      className={className}
      {...props}
      disabled={disabled || posting}
      aria-busy={posting || undefined}
      onMouseDown={(e) => e.preventDefault()}
    />
  );
}

/**
 * What Enter in a field sends: HTML's implicit submission presses the form's first submit button,
 * and in forms where "New image" or "Get code" comes before the main button, Enter pressed those.
 * Put it first in the form with the main button's name, value and disabled state; it is not shown
 * and not in the tab order (the visible button stays the one to tap).
 */
export function DefaultSubmit({
  name,
  value,
  disabled,
}: {
  name: string;
  value: string;
  disabled?: boolean;
}) {
  const posting = usePosting();
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled || posting}
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}

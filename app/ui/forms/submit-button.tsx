import "~/styles/forms.css";
import { useNavigation } from "react-router";

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
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" && (navigation.formMethod ?? "GET").toUpperCase() !== "GET";
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
